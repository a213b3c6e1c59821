// The content scripts' stand-in for `is-potential-custom-element-name` answers as the package does.
// @vitest-environment node
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import isPotentialCustomElementName from '../../../scripts/build/custom-element-name';

// The package WXT's shadow-root UI depends on (CommonJS, untyped): the reference answer.
const original = createRequire(import.meta.url)('is-potential-custom-element-name') as (name: string) => boolean;

// Characters at and around every edge of the standard's ranges, astral and lone surrogates included.
const EDGES = [
  'a',
  'z',
  'A',
  'Z',
  '0',
  '9',
  '-',
  '.',
  '_',
  ':',
  ' ',
  '\xB6',
  '\xB7',
  '\xC0',
  '\xD7',
  '\xF7',
  '\u037D',
  '\u037E',
  '\u200B',
  '\u200C',
  '\u2040',
  '\u2041',
  '\u3000',
  '\u3001',
  '\uD7FF',
  '\uD800',
  '\uDC00',
  '\uFFFD',
  '\uFFFE',
  '\u{10000}',
  '\u{EFFFF}',
  '\u{F0000}',
  '\u{1F600}',
];
const nameLike = fc.string({ unit: fc.oneof(fc.constantFrom(...EDGES), fc.string({ unit: 'binary', maxLength: 1 })), maxLength: 12 });

describe('isPotentialCustomElementName', () => {
  it.each([
    ['paper-code-lens-panel', true],
    ['a-', true],
    ['x-😀', true],
    ['math-α', true],
    ['a-b-c', true],
    ['panel', false],
    ['-panel', false],
    ['Paper-lens', false],
    ['paper-Lens', false],
    ['1-panel', false],
    ['paper lens-x', false],
    ['x-\uD800', false],
    ['', false],
  ])('%j → %s', (name, expected) => {
    expect(isPotentialCustomElementName(name)).toBe(expected);
    expect(original(name)).toBe(expected);
  });

  it('agrees with the package on any string', () => {
    fc.assert(
      fc.property(nameLike, (name) => isPotentialCustomElementName(name) === original(name)),
      { numRuns: 5000 },
    );
  });

  it('agrees with the package on names that start right and hold a hyphen', () => {
    const shaped = fc.tuple(fc.constantFrom('a', 'q', 'z'), nameLike, nameLike).map(([first, left, right]) => `${first}${left}-${right}`);
    fc.assert(
      fc.property(shaped, (name) => isPotentialCustomElementName(name) === original(name)),
      { numRuns: 5000 },
    );
  });
});
