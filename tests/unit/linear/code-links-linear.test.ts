// The code-link scanner is linear and bounded: 100,000-character texts made of the runs that make a
// backtracking pattern quadratic finish well inside a time bound, and a page naming 5,000 links (or
// more) is read within its bounds and answers at most MAX_CODE_LINKS repositories.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CODE_LINKS, readCodeLinks, scanCodeLinks } from '../../../lib/pages/code-links';
import { CODE_REGION_LIMITS, CODE_REGIONS, collectCodeRegions } from '../../../lib/pages/code-regions';

/** As in parsers-linear: a quadratic reader takes seconds on these inputs, a linear one about a
 * millisecond; the bound leaves room for a busy two-core machine. */
const BOUND_MS = 100;
const LENGTH = 100_000;

const PIECES = ['/', '.', ' ', 'a', '-', '_', ':', 'github.com/', 'www.', 'gitlab.com/a/', 'huggingface.co/spaces/', '/-/', '.git', 'A1'];
const PREFIXES = ['', 'https://github.com/a/', 'github.com/', 'https://gitlab.com/', 'www.', 'see codeberg.org/o/', 'hf.co/'];

const hostile = fc
  .record({ prefix: fc.constantFrom(...PREFIXES), piece: fc.constantFrom(...PIECES), other: fc.constantFrom(...PIECES) })
  .map(({ prefix, piece, other }) => {
    const unit = piece === other ? piece : piece.repeat(7) + other;
    return (prefix + unit.repeat(Math.ceil(LENGTH / unit.length))).slice(0, LENGTH);
  });

/** The better of two runs: a quadratic reader is slow every time, while a pause of a busy machine
 * (other test files, garbage collection, the first compilation) seldom hits both. */
function timed(run: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 2; round += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('readCodeLinks on 100,000 hostile characters', () => {
  it('answers within the bound, whatever the run, as text and as one link', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        expect(timed(() => readCodeLinks([{ where: 'text', hrefs: [input], text: input }]))).toBeLessThan(BOUND_MS);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['slashes', `github.com/a${'/'.repeat(LENGTH)}x`],
    ['dots', `github.com/a/${'.'.repeat(LENGTH)}`],
    ['spaces', `github.com/ ${' '.repeat(LENGTH)}x`],
    ['one long name', `gitlab.com/${'a'.repeat(LENGTH)}`],
    ['GitLab groups', `gitlab.com/${'g/'.repeat(LENGTH / 2)}`],
  ])('answers the run of %s within the bound', (_what, input) => {
    expect(timed(() => readCodeLinks([{ where: 'text', hrefs: [], text: input }]))).toBeLessThan(BOUND_MS);
  });

  it('reads no more text than the bound, however much it is given', () => {
    const address = 'github.com/after/bound';
    const text = `${' '.repeat(CODE_REGION_LIMITS.text - address.length + 1)}${address}`;
    // One character over: the cut falls inside the address, which is dropped, not read as after/boun.
    expect(readCodeLinks([{ where: 'text', hrefs: [], text }])).toEqual([]);
    expect(readCodeLinks([{ where: 'text', hrefs: [], text: text.slice(1) }]).map((link) => link.label)).toEqual(['after/bound']);
    // The bound is over all regions together.
    const half = ' '.repeat(CODE_REGION_LIMITS.text / 2);
    expect(readCodeLinks([1, 2, 3].map(() => ({ where: 'text' as const, hrefs: [], text: `${half}${address}` })))).toHaveLength(1);
  });

  it('reads no more links than the bound, however many it is given', () => {
    const hrefs = [...Array.from({ length: CODE_REGION_LIMITS.hrefs }, () => 'https://example.com/'), 'https://github.com/after/bound'];
    expect(readCodeLinks([{ where: 'links', hrefs, text: '' }])).toEqual([]);
    expect(readCodeLinks([{ where: 'links', hrefs: hrefs.slice(1), text: '' }])).toHaveLength(1);
  });

  it('reads 100,000 characters naming 5,000 repositories within the bound', () => {
    const text = Array.from({ length: 5_000 }, (_, i) => `github.com/o/r${i}`).join(' ');
    let links: ReturnType<typeof readCodeLinks> = [];
    expect(timed(() => (links = readCodeLinks([{ where: 'text', hrefs: [], text }])))).toBeLessThan(BOUND_MS);
    expect(links).toHaveLength(MAX_CODE_LINKS);
  });
});

describe('a page naming 5,000 links', () => {
  const page = (count: number) => {
    const doc = document.implementation.createHTMLDocument('many');
    const anchors = Array.from({ length: count }, (_, i) => `<a href="https://example.org/page/${i}">e${i}</a>`);
    // The paper's repository comes last: a page whose first 5,000 links are something else.
    doc.body.innerHTML = `<blockquote class="abstract">${anchors.join(' ')} <a href="https://github.com/o/last">code</a></blockquote>`;
    return doc;
  };

  it('reads them all and answers the one repository', () => {
    const doc = page(4_999);
    expect(collectCodeRegions(CODE_REGIONS['arxiv-abstract'], CODE_REGION_LIMITS, doc)[0]?.hrefs).toHaveLength(5_000);
    expect(scanCodeLinks(doc, 'arxiv-abstract').map((link) => link.label)).toEqual(['o/last']);
  });

  it('reads no more than 5,000 of 10,000 and breaks nothing', () => {
    const doc = page(10_000);
    const started = performance.now();
    const read = collectCodeRegions(CODE_REGIONS['arxiv-abstract'], CODE_REGION_LIMITS, doc);
    expect(read[0]?.hrefs).toHaveLength(CODE_REGION_LIMITS.hrefs);
    expect(scanCodeLinks(doc, 'arxiv-abstract')).toEqual([]);
    // happy-dom is far slower than a browser; this only catches a reading that is not linear.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('answers at most MAX_CODE_LINKS of 5,000 repositories', () => {
    const doc = document.implementation.createHTMLDocument('repos');
    doc.body.innerHTML = `<blockquote class="abstract">${Array.from({ length: 5_000 }, (_, i) => `<a href="https://github.com/o/r${i}">r${i}</a>`).join('')}</blockquote>`;
    const links = scanCodeLinks(doc, 'arxiv-abstract');
    expect(links).toHaveLength(MAX_CODE_LINKS);
    expect(links[0]?.label).toBe('o/r0');
  });

  it('reads a field label of 100,000 spaces within the bound', () => {
    const doc = document.implementation.createHTMLDocument('label');
    doc.body.innerHTML = `<div class="forum-container"><div class="note"><div class="note-content"><div><strong class="note-content-field">${' '.repeat(LENGTH)}x</strong></div></div></div></div>`;
    expect(timed(() => scanCodeLinks(doc, 'openreview'))).toBeLessThan(BOUND_MS);
  });
});
