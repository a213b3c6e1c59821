import { describe, expect, it } from 'vitest';
import { deriveRepoView, MAX_LINKED, recordRows, type RepoFacts } from '../../../lib/record/derive-repo';
import { KIND_LABELS } from '../../../lib/record/derive-repos';
import { derivePaperView } from '../../../lib/record/derive-view';
import { readPaperRecord } from '../../../lib/record/read-record';
import { readRepoRecord, type RepoRecord } from '../../../lib/record/repo-schema';
import type { PaperLookup } from '../../../lib/record/view-types';
import { loadRecords } from '../../../server/records';
import { buildRepoRecords } from '../../../server/repo-records';
import { loadRecord, REAL_RECORD, RECORDS_DIR } from '../../support/records';

const BASE = 'https://records.example';
const served = buildRepoRecords(loadRecords(RECORDS_DIR));
const real = loadRecord(REAL_RECORD);
const fixture1 = loadRecord('arxiv-2607.00001.json');
const MOLT = { owner: 'NVIDIA-NeMo', name: 'labs-molt' };
const FORK = { owner: 'Someone', name: 'fixture-fork' };

function found(json: Record<string, unknown>): [string, PaperLookup] {
  const id = String(json.arxiv_id);
  return [id, { status: 'found', view: derivePaperView(readPaperRecord(json)!, id, BASE), fetchedAt: 0, stale: false, problem: null }];
}

function read(json: unknown, ref = MOLT): RepoRecord {
  const result = readRepoRecord(json, ref);
  if (!result.ok) throw new Error(result.problem);
  return result.record;
}

const facts = (over: Partial<RepoFacts>): RepoFacts => ({ ref: MOLT, record: null, citedIds: [], papers: new Map(), base: BASE, ...over });

describe('readRepoRecord', () => {
  it('reads every repo record the record server builds from the fixtures', () => {
    for (const [, record] of served) {
      const [owner = '', name = ''] = record.repo.split('/');
      // Counts of other statuses (`timed_out`) are dropped: the view shows ran of total only.
      const papers = record.papers.map((p) => ({ ...p, samples: { ran: p.samples.ran, unverified: p.samples.unverified, total: p.samples.total } }));
      expect(read(structuredClone(record), { owner, name })).toEqual({ repo: record.repo, papers, about: record.about, problem: null });
    }
  });

  it('compares the repository case-insensitively, ignores unknown fields and reduces a URL to owner/name', () => {
    const body = { ...served.get('nvidia-nemo/labs-molt'), repo: 'https://github.com/nvidia-nemo/LABS-MOLT', extra: [1] };
    expect(read(body).repo).toBe('nvidia-nemo/LABS-MOLT');
  });

  it.each([
    ['not an object', 'text', 'not a JSON object'],
    ['for another repository', { repo: 'NVIDIA-NeMo/labs-molt-fork', papers: [] }, 'labs-molt-fork'],
    ['without a repo', { papers: [] }, 'repo record'],
    ['with papers that are not a list', { repo: 'NVIDIA-NeMo/labs-molt', papers: 'oops' }, 'papers'],
  ])('refuses a record %s, saying why', (_, json, words) => {
    const result = readRepoRecord(json, MOLT);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain(words);
  });

  it('skips a paper row or an about block that does not read, and says so', () => {
    const molt = served.get('nvidia-nemo/labs-molt')!;
    const record = read({ ...molt, papers: [{ samples: 'oops' }, ...molt.papers], about: 'oops' });
    expect(record.papers).toEqual(molt.papers);
    expect(record.about).toBeNull();
    expect(record.problem).toMatch(/papers\.0.*; about/);
  });
});

describe('deriveRepoView', () => {
  const molt = () => read(structuredClone(served.get('nvidia-nemo/labs-molt')));

  it('takes the sample fraction from the repo record over counting the paper’s samples', () => {
    const record = molt();
    const row = record.papers.find((p) => p.arxiv_id === real.arxiv_id)!;
    row.samples = { ran: 1, total: 3 };
    const view = deriveRepoView(facts({ record, papers: new Map([found(real)]) }));
    expect(view.papers.find((p) => p.arxivId === real.arxiv_id)?.samples).toEqual({ ran: 1, total: 3, headline: '1 of 3 harvested functions ran' });
  });

  it('counts this repository’s samples in the paper when the record gives no counts', () => {
    const record = read({ repo: 'Someone/fixture-fork', papers: [{ arxiv_id: fixture1.arxiv_id }] }, FORK);
    const view = deriveRepoView(facts({ ref: FORK, record, papers: new Map([found(fixture1)]) }));
    const mine = (fixture1.syntology.samples as { repo: string; path: string; entry: string }[]).filter((s) => s.repo === 'Someone/fixture-fork');
    expect(view.papers[0]?.samples?.total).toBe(mine.length);
    expect(view.samplesByPath).toEqual(Object.fromEntries(mine.map((s) => [s.path, [expect.objectContaining({ entry: s.entry })]])));
  });

  it('falls back on the record’s own row for a paper the source has no record of', () => {
    const record = read({
      repo: 'NVIDIA-NeMo/labs-molt',
      papers: [{ arxiv_id: '2607.00002v1', title: 'T', url: '/paper/x', repo_kind: 'listed', is_official: true }],
      about: real.about,
    });
    const view = deriveRepoView(facts({ record, papers: new Map([['2607.00002', { status: 'none', arxivId: '2607.00002' }]]) }));
    expect(view.papers).toEqual([
      {
        arxivId: '2607.00002',
        title: 'T',
        absUrl: 'https://arxiv.org/abs/2607.00002',
        recordPageUrl: 'https://records.example/paper/x',
        kind: 'listed',
        kindLabel: KIND_LABELS.listed,
        kindExplanation: null,
        official: true,
        samples: null,
      },
    ]);
    expect(view.attribution).toMatchObject({ licence: real.about.licence, metadataLicence: null });
  });

  it('keeps at most MAX_LINKED papers, the first row of each paper', () => {
    const papers = Array.from({ length: MAX_LINKED + 3 }, (_, i) => ({ arxiv_id: `2607.${10_000 + (i % (MAX_LINKED + 1))}` }));
    expect([...recordRows(read({ repo: 'NVIDIA-NeMo/labs-molt', papers })).keys()]).toEqual(papers.slice(0, MAX_LINKED).map((p) => p.arxiv_id));
  });

  it('keeps a hostile file path as a plain key', () => {
    const json = structuredClone(real);
    json.syntology.samples[0].path = '__proto__';
    const view = deriveRepoView(facts({ record: molt(), papers: new Map([found(json)]) }));
    expect(Object.getPrototypeOf(view.samplesByPath)).toBe(Object.prototype);
    expect(Object.hasOwn(view.samplesByPath, '__proto__')).toBe(true);
  });

  it('says unknown for a cited paper whose code section does not read', () => {
    const json = { ...structuredClone(real), code_links: 'oops' };
    const view = deriveRepoView(facts({ citedIds: [real.arxiv_id], papers: new Map([found(json)]) }));
    expect(view.citations.map((c) => c.linkage)).toEqual(['unknown']);
    expect(view.papers).toEqual([]);
  });

  it('takes the attribution from the first paper found when there is no repo record', () => {
    const [, lookup] = found(fixture1);
    if (lookup.status !== 'found' || !lookup.view.attribution.ok) throw new Error('fixture has no attribution');
    const view = deriveRepoView(facts({ ref: FORK, citedIds: ['2607.00002', fixture1.arxiv_id], papers: new Map([found(fixture1)]) }));
    expect(view.attribution).toEqual(lookup.view.attribution.value);
    expect(view.citations.map((c) => c.linkage)).toEqual(['unknown', 'linked']);
  });
});
