// A record source address as typed or pasted in the options, and a record's own path on the record
// server: their trailing slashes come off in linear time (`/\/+$/` retries from every slash of a run
// that does not end the text, and took 5 to 9 s on the inputs below).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugOf } from '../../../server/records';
import { sourceBase } from '../../../lib/settings';
import { checkSourceUrl } from '../../../lib/ui/source-url';

const BOUND_MS = 100;
const RUN = '/'.repeat(100_000);

/** How long `read` takes on one input, in ms, with its answer. */
function timed<T>(read: () => T): { ms: number; answer: T } {
  const started = performance.now();
  const answer = read();
  return { ms: performance.now() - started, answer };
}

describe('record source addresses with long runs of slashes', () => {
  it('sourceBase agrees with the pattern it replaces', () => {
    const texts = fc.array(fc.constantFrom('/', ' ', 'a', ':'), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(texts, (text) => {
        expect(sourceBase(text)).toBe(text.trim().replace(/\/+$/, ''));
      }),
    );
  });

  it.each([
    ['inside the path', `https://records.example.org${RUN}base`, `https://records.example.org${RUN}base`],
    ['at the end', `https://records.example.org/base${RUN} `, 'https://records.example.org/base'],
  ])('sourceBase keeps or drops 100,000 slashes %s within the bound', (_, text, base) => {
    const { ms, answer } = timed(() => sourceBase(text));
    expect(answer).toBe(base);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('the options check answers a pasted 100,000-slash address within the bound', () => {
    const address = `https://records.example.org${RUN}base`;
    const { ms, answer } = timed(() => checkSourceUrl(`${address}${RUN}`));
    expect(answer).toEqual({ ok: true, base: address, origin: 'https://records.example.org/*' });
    expect(ms).toBeLessThan(BOUND_MS * 5);
  });

  it('the record server names a record whose path holds 100,000 slashes within the bound', () => {
    const { ms, answer } = timed(() => slugOf({ url: `https://codewithpapers.app/paper${RUN}Arxiv-2607-21653${RUN}` }));
    expect(answer).toBe('arxiv-2607-21653');
    expect(ms).toBeLessThan(BOUND_MS);
  });
});
