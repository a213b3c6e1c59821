// Which README citations get a mark: those the answer knows, in README order, at most 200.
import { describe, expect, it } from 'vitest';
import type { ReadmeCitation } from '../../../lib/pages/github/readme-citations';
import type { CitationView, RepoLookup } from '../../../lib/record/repo-view-types';
import { readmeMarks } from '../../../lib/ui/readme-marks';

const place = (arxivId: string): ReadmeCitation => ({ arxivId, anchor: document.createElement('a'), placement: 'after' });
const citation = (arxivId: string, linkage: CitationView['linkage'] = 'linked'): CitationView => ({
  arxivId,
  linkage,
  kindLabel: null,
  title: null,
  absUrl: `https://arxiv.org/abs/${arxivId}`,
});
const found = (citations: CitationView[]): RepoLookup => ({
  status: 'found',
  stale: false,
  problem: null,
  view: { repo: 'o/n', papers: [], citations, samplesByPath: {}, attribution: null, basis: 'repo-record' },
});

describe('readmeMarks', () => {
  it.each([
    ['no answer yet', null],
    ['an unreachable source', { status: 'unreachable', problem: 'down' }],
    ['a refused name', { status: 'invalid-repo', problem: 'no' }],
  ] as const)('%s: no marks', (_, lookup) => {
    expect(readmeMarks(lookup, [place('2607.21653')])).toEqual({ marks: [], unmarked: 0 });
  });

  it('marks each place whose paper the answer knows, in README order, twice when cited twice', () => {
    const places = [place('2607.00002'), place('2607.21653'), place('1412.6980'), place('2607.00002')];
    const { marks, unmarked } = readmeMarks(found([citation('2607.21653'), citation('2607.00002', 'no-record')]), places);
    expect(marks.map((m) => [m.place.arxivId, m.citation.linkage])).toEqual([
      ['2607.00002', 'no-record'],
      ['2607.21653', 'linked'],
      ['2607.00002', 'no-record'],
    ]);
    expect(marks[0]?.place).toBe(places[0]);
    expect(unmarked).toBe(0);
  });

  it.each([
    [200, 200, 0],
    [201, 200, 1],
    [4999, 200, 4799],
  ])('%i known places: %i marked, %i left unmarked', (count, marked, left) => {
    const places = Array.from({ length: count }, () => place('2607.21653'));
    const { marks, unmarked } = readmeMarks(found([citation('2607.21653')]), places);
    expect(marks).toHaveLength(marked);
    expect(unmarked).toBe(left);
  });

  it('places the answer does not know count towards no cap', () => {
    const places = [...Array.from({ length: 300 }, () => place('1412.6980')), place('2607.21653')];
    const { marks, unmarked } = readmeMarks(found([citation('2607.21653')]), places);
    expect(marks.map((m) => m.place.arxivId)).toEqual(['2607.21653']);
    expect(unmarked).toBe(0);
  });
});
