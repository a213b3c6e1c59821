// trimSlashes: the ends of a path off in linear time, where a pattern takes quadratic time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trimSlashes } from '../../../lib/util/trim-slashes';

describe('trimSlashes', () => {
  it.each([
    ['//a/b//', {}, 'a/b'],
    ['/a/b/', { start: false }, '/a/b'],
    ['////', {}, ''],
    ['a', {}, 'a'],
  ])('%s %o → %s', (path, ends, expected) => {
    expect(trimSlashes(path, ends)).toBe(expected);
  });

  it('agrees with the pattern it replaces', () => {
    const paths = fc.array(fc.constantFrom('/', 'a', 'b'), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(paths, (path) => {
        expect(trimSlashes(path)).toBe(path.replace(/^\/+|\/+$/g, ''));
      }),
    );
  });

  it('trims 100,000 slashes before a letter within the bound', () => {
    const path = `${'/'.repeat(100_000)}x${'/'.repeat(100_000)}`;
    const started = performance.now();
    expect(trimSlashes(path)).toBe('x');
    expect(performance.now() - started).toBeLessThan(100);
  });
});
