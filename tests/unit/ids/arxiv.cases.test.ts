// The edges of the arXiv id reader that the main tables do not reach: where a bare id must start,
// what counts as one address, where a scheme is looked for, and what an error message keeps.
import { describe, expect, it } from 'vitest';
import { parseArxivId, parseBareArxivId, recordSlug } from '../../../lib/ids/arxiv';

describe('parseBareArxivId', () => {
  it('reads no id that starts on a second line', () => {
    expect(parseBareArxivId('see\n2607.21653')).toBeNull();
  });
});

describe('parseArxivId on addresses', () => {
  it('reads another service’s address with spaces around it', () => {
    expect(parseArxivId('  https://huggingface.co/papers/2607.21653v3  ')).toEqual({ id: '2607.21653', version: 3 });
  });

  it('reads a scheme-less address whose query holds another address', () => {
    expect(parseArxivId('arxiv.org/abs/2607.21653?from=https://example.org')).toEqual({ id: '2607.21653' });
  });

  it.each([
    // A space inside makes it more than one address.
    'https://arxiv.org/abs/2607.21653?ref=see also',
    'https://huggingface.co/papers/2607.21653?ref=see also',
    // A user name before the host: no paper address carries one.
    'https://user@arxiv.org/abs/2607.21653',
  ])('reads no paper in %j', (text) => {
    expect(parseArxivId(text)).toBeNull();
  });
});

describe('recordSlug', () => {
  it('names at most the first 80 characters of what it refuses', () => {
    const refused = `not-an-id-${'x'.repeat(90)}`;
    expect(() => recordSlug(refused)).toThrow(new Error(`recordSlug: "not-an-id-${'x'.repeat(70)}" is not an arXiv identifier`));
  });
});
