// Every parser of ours is linear: 100,000-character inputs made of the runs that make a
// backtracking pattern quadratic (slashes, dots, spaces, digits) finish well inside a time bound.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findArxivIds } from '../../../lib/ids/arxiv-find';
import { arxivIdOfUrl, parseArxivId } from '../../../lib/ids/arxiv';
import { normaliseRepoUrl, parseRepoRef, parseRepoUrl } from '../../../lib/ids/github';
import { readTargets } from '../../../lib/ids/read-targets';
import { parseLookupInput } from '../../../lib/lookup-input';

/** A quadratic parser takes seconds on these inputs; a linear one, about a millisecond. The bound
 * leaves room for a busy two-core machine. */
const BOUND_MS = 100;
const LENGTH = 100_000;

const PIECES = ['/', '.', ' ', '0', '1', 'v', 'x', ':', '-', 'a', '\t', '@', '(', ')'];
const PREFIXES = [
  '',
  'https://arxiv.org/abs/x',
  'arxiv.org/pdf/',
  'arXiv:',
  'arxiv ',
  '10.48550/arXiv.',
  'https://github.com/a/b',
  'git@github.com:',
  'a/',
  'doi:',
  'https://huggingface.co/papers/',
  'https://ui.adsabs.harvard.edu/abs/arXiv:',
  'export.arxiv.org/api/query?id_list=',
  'arXiv:2607.21653v1 [',
  'see arXiv:2607.21653 and https://',
];

/** A 100,000-character input: a prefix a parser takes seriously, then one piece repeated, then a tail. */
const hostile = fc
  .record({
    prefix: fc.constantFrom(...PREFIXES),
    piece: fc.constantFrom(...PIECES),
    other: fc.constantFrom(...PIECES),
    tail: fc.constantFrom('', 'x', '1', '/', 'v1'),
  })
  .map(({ prefix, piece, other, tail }) => {
    const unit = piece === other ? piece : piece.repeat(7) + other;
    return (prefix + unit.repeat(Math.ceil(LENGTH / unit.length))).slice(0, LENGTH) + tail;
  });

const PARSERS: [string, (input: string) => unknown][] = [
  ['parseArxivId', parseArxivId],
  ['arxivIdOfUrl, the input as an abstract page’s path', (input) => arxivIdOfUrl(new URL(`https://arxiv.org/abs/${input}`))],
  ['findArxivIds', findArxivIds],
  ['parseRepoUrl', parseRepoUrl],
  ['parseRepoRef', parseRepoRef],
  ['normaliseRepoUrl', normaliseRepoUrl],
  ['parseLookupInput', parseLookupInput],
  ['readTargets', readTargets],
];

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

describe.each(PARSERS)('%s on 100,000 hostile characters', (_name, parse) => {
  it('answers within the bound, whatever the run', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        expect(timed(() => parse(input))).toBeLessThan(BOUND_MS);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['slashes', `https://arxiv.org/abs/x${'/'.repeat(LENGTH)}x`],
    ['spaces', `arXiv: ${' '.repeat(LENGTH)}x y`],
    ['digits', `${'1'.repeat(LENGTH)}.x`],
    ['dots', `a/${'.'.repeat(LENGTH)}/`],
  ])('answers the run of %s within the bound', (_what, input) => {
    expect(timed(() => parse(input))).toBeLessThan(BOUND_MS);
  });
});

describe('the bound on what the readers look at', () => {
  it('reads an address up to 2,000 characters and refuses a longer one', () => {
    const padded = (n: number) => `https://arxiv.org/abs/2607.21653?utm=${'x'.repeat(n - 37)}`;
    expect(padded(2000)).toHaveLength(2000);
    expect(parseArxivId(padded(2000))).toEqual({ id: '2607.21653' });
    expect(parseArxivId(padded(2001))).toBeNull();
    const repo = (n: number) => `https://github.com/openai/whisper?q=${'y'.repeat(n - 36)}`;
    expect(parseRepoUrl(repo(2000))).toEqual({ owner: 'openai', name: 'whisper' });
    expect(parseRepoUrl(repo(2001))).toBeNull();
  });

  it('still reads an address with a long run of trailing slashes inside the bound', () => {
    expect(parseArxivId(`https://arxiv.org/abs/2607.21653${'/'.repeat(1900)}`)).toEqual({ id: '2607.21653' });
    const started = performance.now();
    expect(parseArxivId(`https://arxiv.org/abs/x${'/'.repeat(1990)}x`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
  });
});
