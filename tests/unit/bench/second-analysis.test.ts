// @vitest-environment node
// The second source on the abstract page: where a changed node is, and the figures of a group of loads.
import { describe, expect, it } from 'vitest';
import { countZones, secondAfterRecord, secondFigures, type SecondRun, zoneOf } from '../../../scripts/bench/second-analysis';
import { checkFigure, loadBudgets } from '../../../scripts/bench/budgets';

const SECOND = ['section.pcl-section.pcl-second', 'div.pcl-body', 'div.pcl-panel'];
const ALSO_TEXT = ['#text', 'span.pcl-repo-also.pcl-origin', 'li.pcl-repo.pcl-repo--official', 'ul.pcl-repos'];
const TITLE = ['#text', 'h2.pcl-title', 'div.pcl-panel'];
const OFFER = ['aside.pcl-github-offer', 'div.pcl-body', 'section.pcl-panel.pcl-theme-light'];

const run = (recordAt: number | null, secondAt: number | null, mutated: string[][] = []): SecondRun => ({ recordAt, secondAt, mutated });
const byId = (figures: { id: string }[], end: string) => figures.find((f) => f.id.endsWith(end)) as { value: unknown; note?: string } | undefined;

describe('zoneOf', () => {
  it('puts the second part, anything inside it, and an "also" line inside it, in the second part', () => {
    expect(zoneOf(SECOND)).toBe('second');
    expect(zoneOf(['#text', 'p.pcl-note', ...SECOND])).toBe('second');
    expect(zoneOf(['span.pcl-repo-also', 'li.pcl-repo', 'ul.pcl-repos', ...SECOND])).toBe('second');
  });

  it("puts a record row's .pcl-repo-also line and its text there, and everything else elsewhere", () => {
    expect(zoneOf(ALSO_TEXT)).toBe('repoAlso');
    expect(zoneOf(ALSO_TEXT.slice(1))).toBe('repoAlso');
    expect(zoneOf(TITLE)).toBe('elsewhere');
    // The row itself, or a class that only contains the words, is not the line.
    expect(zoneOf(['li.pcl-repo', 'ul.pcl-repos'])).toBe('elsewhere');
    expect(zoneOf(['span.pcl-repo-also-not', 'li.pcl-repo'])).toBe('elsewhere');
    // Only a section is the second part, and only an aside the offer.
    expect(zoneOf(['div.pcl-second'])).toBe('elsewhere');
    expect(zoneOf(['div.pcl-github-offer', 'div.pcl-body'])).toBe('elsewhere');
    expect(zoneOf(OFFER)).toBe('offer');
  });

  it('counts each zone', () => {
    expect(countZones([SECOND, ALSO_TEXT, ALSO_TEXT, TITLE, OFFER, ['#text', 'p', ...OFFER]])).toEqual({ second: 1, repoAlso: 2, offer: 2, elsewhere: 1 });
    expect(countZones([])).toEqual({ second: 0, repoAlso: 0, offer: 0, elsewhere: 0 });
  });
});

describe('secondAfterRecord', () => {
  it('is the second part’s time less the record’s, negative when first, NaN when either never showed', () => {
    expect(secondAfterRecord(run(100, 130))).toBe(30);
    expect(secondAfterRecord(run(100, 100))).toBe(0);
    expect(secondAfterRecord(run(100, 90))).toBe(-10);
    expect(secondAfterRecord(run(100, null))).toBeNaN();
    expect(secondAfterRecord(run(null, 100))).toBeNaN();
  });
});

describe('secondFigures', () => {
  const runs = [run(100, 140, [SECOND, ALSO_TEXT]), run(110, 130, [SECOND, ALSO_TEXT, TITLE]), run(90, 90)];

  it('reports the times, how many runs it came after in, and the changes by zone', () => {
    const figures = secondFigures('abstract.second.cold', 'S', 'cold: ', runs);
    expect(figures.map((f) => f.id)).toEqual([
      'abstract.second.cold.recordShown',
      'abstract.second.cold.secondShown',
      'abstract.second.cold.secondAfterRecordMs',
      'abstract.second.cold.notAfter',
      'abstract.second.cold.mutated.second',
      'abstract.second.cold.mutated.repoAlso',
      'abstract.second.cold.mutated.offer',
      'abstract.second.cold.mutated.elsewhere',
    ]);
    expect(byId(figures, '.recordShown')?.value).toBe(100);
    expect(byId(figures, '.secondShown')?.value).toBe(130);
    expect(byId(figures, '.secondAfterRecordMs')).toMatchObject({ value: 20, note: 'not before the record in 3 of 3 runs (in the same frame in 1)' });
    expect(byId(figures, '.notAfter')?.value).toBe(0);
    // Medians over the two runs where it came later; the run with both in one frame changed nothing to count.
    expect(byId(figures, '.mutated.second')).toMatchObject({ value: 1, note: expect.stringContaining('2 of 3 runs') });
    expect(byId(figures, '.mutated.repoAlso')?.value).toBe(1);
    expect(byId(figures, '.mutated.elsewhere')).toMatchObject({ value: 1, note: expect.stringContaining('h2.pcl-title') });
  });

  it('counts the GitHub offer apart, the most in any run, and not elsewhere', () => {
    const figures = secondFigures('p', 'S', '', [run(100, 120, [SECOND, OFFER]), run(100, 100, [OFFER, OFFER])]);
    expect(byId(figures, '.mutated.offer')?.value).toBe(2);
    expect(byId(figures, '.mutated.elsewhere')?.value).toBe(0);
  });

  it('counts a run where the second part came first, or never, as not after', () => {
    const figures = secondFigures('p', 'S', '', [run(100, 90), run(100, null), run(100, 120)]);
    expect(byId(figures, '.notAfter')?.value).toBe(2);
    expect(byId(figures, '.secondAfterRecordMs')?.note).toMatch(/^not before the record in 1 of 3 runs/);
  });

  it('says n/a for the changes when the second part never came after the record was shown', () => {
    const figures = secondFigures('p', 'S', '', [run(90, 90), run(80, 80)]);
    expect(byId(figures, '.mutated.second')).toMatchObject({ value: null, note: expect.stringMatching(/^n\/a: .*2 of 2 runs/) });
    expect(byId(figures, '.mutated.elsewhere')?.value).toBe(0);
  });

  it('meets the budgets when it came after every time and changed nothing elsewhere, and not otherwise', () => {
    const budgets = loadBudgets();
    const verdict = (runs: SecondRun[], end: string) => {
      const figures = secondFigures('abstract.second.warm', 'S', '', runs);
      const figure = figures.find((f) => f.id.endsWith(end))!;
      return checkFigure(figure, budgets, figures).status;
    };
    expect(verdict([run(100, 120, [SECOND, ALSO_TEXT])], '.notAfter')).toBe('ok');
    expect(verdict([run(100, 120, [SECOND, ALSO_TEXT])], '.mutated.elsewhere')).toBe('ok');
    expect(verdict([run(100, 120), run(100, 99)], '.notAfter')).toBe('over');
    expect(verdict([run(100, 120, [SECOND]), run(100, 120, [TITLE])], '.mutated.elsewhere')).toBe('over');
  });
});
