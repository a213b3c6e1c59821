import { describe, expect, it } from 'vitest';
import { absUrl, deriveRepoView, recordRows, type RepoFacts } from '../../../lib/record/derive-repo';
import { derivePaperView } from '../../../lib/record/derive-view';
import { readPaperRecord } from '../../../lib/record/read-record';
import type { RepoPaper, RepoRecord } from '../../../lib/record/repo-schema';
import type { PaperLookup } from '../../../lib/record/view-types';

const BASE = 'https://records.example';
const MOLT = { owner: 'NVIDIA-NeMo', name: 'labs-molt' };
const MOLT_URL = 'https://github.com/NVIDIA-NeMo/labs-molt';

/** A paper record; by default it lists labs-molt as a plain code link and has no samples. */
function paper(id: string, over: Record<string, unknown> = {}): [string, PaperLookup] {
  const json = { arxiv_id: id, title: `Paper ${id}`, url: `/paper/${id}`, about: {}, code_links: [{ url: MOLT_URL }], ...over };
  return [id, { status: 'found', view: derivePaperView(readPaperRecord(json)!, id, BASE), fetchedAt: 0, stale: false, problem: null }];
}
const none = (id: string): [string, PaperLookup] => [id, { status: 'none', arxivId: id }];
const record = (papers: RepoPaper[]): RepoRecord => ({ repo: 'NVIDIA-NeMo/labs-molt', papers, about: null, problem: null });
const facts = (over: Partial<RepoFacts>): RepoFacts => ({ ref: MOLT, record: null, citedIds: [], papers: new Map(), base: BASE, ...over });
const ids = (n: number) => Array.from({ length: n }, (_, i) => `2607.${String(10_001 + i)}`);

describe('absUrl', () => {
  it('links the arXiv abstract page of an old-style id', () => {
    expect(absUrl('hep-th/9901001')).toBe('https://arxiv.org/abs/hep-th/9901001');
  });
});

describe('recordRows', () => {
  it('has no rows without a record', () => {
    expect([...recordRows(null)]).toEqual([]);
  });

  it('skips rows without a usable id and keeps the first row of a repeated paper', () => {
    const rows = recordRows(
      record([
        { title: 'no id' },
        { arxiv_id: 'not an id', title: 'bad id' },
        { arxiv_id: '2607.00002v3', title: 'first' },
        { arxiv_id: '2607.00002', title: 'second' },
      ]),
    );
    expect([...rows.keys()]).toEqual(['2607.00002']);
    expect(rows.get('2607.00002')?.title).toBe('first');
  });
});

describe('deriveRepoView: a repo record’s paper without its own record', () => {
  const only = (row: RepoPaper) =>
    deriveRepoView(facts({ record: record([{ arxiv_id: '2607.00002', ...row }]), papers: new Map([none('2607.00002')]) })).papers[0];

  it.each([
    ['marked official', { is_official: true, repo_kind: 'listed' }, true],
    ['of the official kind', { is_official: false, repo_kind: 'official' }, true],
    ['of the official kind, with no flag', { repo_kind: 'official' }, true],
    ['listed, not marked official', { is_official: false, repo_kind: 'listed' }, false],
    ['of no known kind', { repo_kind: 'weird' }, false],
  ])('shows a row %s as official: %s', (_what, row, official) => {
    expect(only(row)?.official).toBe(official);
  });

  it('cites the paper as linked with the record row’s kind and title', () => {
    const view = deriveRepoView(
      facts({
        record: record([{ arxiv_id: '2607.00002', title: 'T', repo_kind: 'named_in_paper' }]),
        citedIds: ['2607.00002'],
        papers: new Map([none('2607.00002')]),
      }),
    );
    expect(view.citations).toEqual([
      { arxivId: '2607.00002', absUrl: 'https://arxiv.org/abs/2607.00002', title: 'T', linkage: 'linked', kindLabel: 'named in paper' },
    ]);
  });
});

describe('deriveRepoView: a linked paper’s own record decides over the repo record’s row', () => {
  it('takes official from the paper’s code row even when the repo record says official', () => {
    const view = deriveRepoView(
      facts({ record: record([{ arxiv_id: '2607.00002', is_official: true, repo_kind: 'official' }]), papers: new Map([paper('2607.00002')]) }),
    );
    expect(view.papers[0]).toMatchObject({ kind: 'listed', kindLabel: 'listed', official: false, title: 'Paper 2607.00002' });
  });
});

describe('deriveRepoView: citations', () => {
  it('cites as linked a paper the repo record leaves out but whose own record lists the repository', () => {
    const view = deriveRepoView(facts({ record: record([]), citedIds: ['2607.00003'], papers: new Map([paper('2607.00003')]) }));
    expect(view.papers).toEqual([]);
    expect(view.citations).toEqual([
      { arxivId: '2607.00003', absUrl: 'https://arxiv.org/abs/2607.00003', title: 'Paper 2607.00003', linkage: 'linked', kindLabel: 'listed' },
    ]);
  });

  it('cites as not linked a paper whose record lists another repository, and as no record a 404', () => {
    const other = paper('2607.00004', { code_links: [{ url: 'https://github.com/else/where' }] });
    const view = deriveRepoView(facts({ citedIds: ['2607.00004', '2607.00005'], papers: new Map([other, none('2607.00005')]) }));
    expect(view.citations.map((c) => [c.linkage, c.kindLabel])).toEqual([
      ['not-linked', null],
      ['no-record', null],
    ]);
  });
});

describe('deriveRepoView: without a repo record', () => {
  it('shows at most 10 of the README’s papers that list the repository, and cites the 11th as linked', () => {
    const cited = ids(11);
    const view = deriveRepoView(facts({ citedIds: cited, papers: new Map(cited.map((id) => paper(id))) }));
    expect(view.papers.map((p) => p.arxivId)).toEqual(cited.slice(0, 10));
    expect(view.citations[10]).toMatchObject({ arxivId: '2607.10011', linkage: 'linked', kindLabel: 'listed' });
    expect(view.basis).toBe('readme-papers');
  });

  it('shows a paper with no title and no record page as such, from its record alone', () => {
    const view = deriveRepoView(facts({ citedIds: ['2607.00006'], papers: new Map([paper('2607.00006', { title: null, url: null })]) }));
    expect(view.papers[0]).toMatchObject({ title: null, recordPageUrl: null, kind: 'listed', official: false });
  });
});

describe('deriveRepoView: samples by file', () => {
  const samples = [
    { entry: 'mine', status: 'ran', repo: 'NVIDIA-NeMo/labs-molt', path: 'molt/a.py' },
    { entry: 'no repo', status: 'ran', repo: null, path: 'molt/b.py' },
    { entry: 'unreadable repo', status: 'ran', repo: 'not a repo', path: 'molt/c.py' },
    { entry: 'other repo', status: 'ran', repo: 'else/where', path: 'molt/d.py' },
    { entry: 'no path', status: 'unverified', repo: 'NVIDIA-NeMo/labs-molt' },
  ];

  it('lists only this repository’s samples with a path, and counts only this repository’s', () => {
    const view = deriveRepoView(facts({ citedIds: ['2607.00007'], papers: new Map([paper('2607.00007', { syntology: { samples } })]) }));
    expect(view.samplesByPath).toEqual({
      'molt/a.py': [{ entry: 'mine', status: 'ran', arxivId: '2607.00007', paperTitle: 'Paper 2607.00007', absUrl: 'https://arxiv.org/abs/2607.00007' }],
    });
    expect(view.papers[0]?.samples).toEqual({ ran: 1, total: 2, headline: '1 of 2 harvested functions ran' });
  });

  it('lists no samples for a linked paper whose samples do not read or that has none', () => {
    const broken = paper('2607.00008', { syntology: { samples: 'oops' } });
    const empty = paper('2607.00009');
    const view = deriveRepoView(
      facts({ record: record([{ arxiv_id: '2607.00008' }, { arxiv_id: '2607.00009' }, { arxiv_id: '2607.00010' }]), papers: new Map([broken, empty]) }),
    );
    expect(view.samplesByPath).toEqual({});
    expect(view.papers.map((p) => p.samples)).toEqual([null, null, null]);
  });
});
