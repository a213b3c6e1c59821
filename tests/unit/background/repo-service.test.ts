import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPaperService } from '../../../lib/background/paper-service';
import { canonicalIds, createRepoService, MAX_CITED } from '../../../lib/background/repo-service';
import { HOUR, STALE_WHILE_REVALIDATE_MS, TTL_MS } from '../../../lib/cache/freshness';
import { deferred } from '../support/deferred';
import { settledCaches } from '../support/settled-caches';
import type { FetchOutcome } from '../../../lib/net/record-client';
import { createRequestQueue } from '../../../lib/net/request-queue';
import { KIND_LABELS } from '../../../lib/record/derive-repos';
import type { RepoLookup, RepoPapersView } from '../../../lib/record/repo-view-types';
import type { RepoKind } from '../../../lib/record/view-types';
import { loadRecords } from '../../../server/records';
import { buildRepoRecords } from '../../../server/repo-records';
import { loadRecord, REAL_RECORD, RECORDS_DIR } from '../../support/records';

beforeEach(() => fakeBrowser.reset());
const createRecordCache = settledCaches();

const BASE = 'https://records.example';
const index = loadRecords(RECORDS_DIR);
const repoRecords = buildRepoRecords(index);
const real = loadRecord(REAL_RECORD);
const MOLT = { owner: 'NVIDIA-NeMo', name: 'labs-molt' };
const moltRecord = repoRecords.get('nvidia-nemo/labs-molt')!;
const MOLT_URL = `${BASE}/repo/NVIDIA-NeMo/labs-molt`;
const paperUrl = (slug: string) => `${BASE}/paper/${slug}`;
const down: FetchOutcome = { kind: 'unreachable', problem: 'the record source answered 503' };

/** What the project's record server would answer for a URL, from the fixture records. */
function fixtureAnswer(url: string): FetchOutcome {
  const path = url.slice(BASE.length);
  const paper = /^\/paper\/([^/]+)$/.exec(path);
  const repo = /^\/repo\/([^/]+)\/([^/]+)$/.exec(path);
  const body = paper ? index.papers.get(paper[1]!.toLowerCase())?.record : repo ? repoRecords.get(`${repo[1]}/${repo[2]}`.toLowerCase()) : undefined;
  return body ? { kind: 'ok', body: structuredClone(body) } : { kind: 'not-found' };
}

/** Scripted answers per URL win; `repoEndpoint: false` is a source that 404s every /repo/ path. */
function setup(options: { script?: Record<string, FetchOutcome>; limit?: number; repoEndpoint?: boolean; ttlHours?: number } = {}) {
  let t = 5_000_000_000;
  const urls: string[] = [];
  const state = { down: false, script: options.script ?? {} };
  const getJson = vi.fn(async (url: string): Promise<FetchOutcome> => {
    urls.push(url);
    if (state.down) return down;
    if (state.script[url]) return structuredClone(state.script[url]);
    if (options.repoEndpoint === false && url.startsWith(`${BASE}/repo/`)) return { kind: 'not-found' };
    return fixtureAnswer(url);
  });
  const deps = {
    client: { getJson },
    cache: createRecordCache({ maxEntries: () => 200, now: () => t }),
    queue: createRequestQueue(options.limit ?? 4),
    base: async () => BASE,
    now: () => t,
  };
  const papers = createPaperService(deps);
  const ttlHours = options.ttlHours === undefined ? undefined : async () => options.ttlHours!;
  const service = createRepoService({ ...deps, lookupPaper: papers.lookupPaper, ...(ttlHours ? { ttlHours } : {}) });
  return { service, urls, state, advance: (ms: number) => (t += ms) };
}

function viewOf(lookup: RepoLookup): RepoPapersView {
  if (lookup.status !== 'found') throw new Error(`not found: ${lookup.status}`);
  return lookup.view;
}

type FixtureSample = { entry: string; repo: string; path: string; status: string; repo_kind: RepoKind };
const realSamples = real.syntology.samples as FixtureSample[];
const moltKind = realSamples[0]!.repo_kind;
const absUrl = (id: string) => `https://arxiv.org/abs/${id}`;

describe('lookupRepo with a repo record', () => {
  it('lists the record’s papers, with kind, sample fraction and the samples by file', async () => {
    const { service, urls } = setup();
    const view = viewOf(await service.lookupRepo({ ...MOLT, citedIds: [] }));
    expect(view.basis).toBe('repo-record');
    expect(view.repo).toBe(moltRecord.repo);
    expect(view.papers.map((p) => p.arxivId)).toEqual(moltRecord.papers.map((p) => p.arxiv_id));
    const row = moltRecord.papers.find((p) => p.arxiv_id === real.arxiv_id)!;
    const kind = row.repo_kind as RepoKind;
    expect(view.papers.find((p) => p.arxivId === real.arxiv_id)).toEqual({
      arxivId: real.arxiv_id,
      title: real.title,
      absUrl: absUrl(real.arxiv_id),
      recordPageUrl: `${BASE}${real.url}`,
      kind,
      kindLabel: KIND_LABELS[kind],
      kindExplanation: real.syntology.repo_kind_vocabulary[kind],
      official: false,
      samples: { ran: row.samples.ran, total: row.samples.total, headline: `${row.samples.ran} of ${row.samples.total} harvested functions ran` },
    });
    const loss = realSamples.filter((s) => s.path === 'molt/models/loss.py');
    expect(loss.map((s) => s.entry)).toEqual(['agg_loss', 'masked_sum', 'register_policy_loss']);
    expect(view.samplesByPath['molt/models/loss.py']).toEqual(
      loss.map((s) => ({ entry: s.entry, status: s.status, arxivId: real.arxiv_id, paperTitle: real.title, absUrl: absUrl(real.arxiv_id) })),
    );
    expect(Object.keys(view.samplesByPath).sort()).toEqual([...new Set(realSamples.map((s) => s.path))].sort());
    expect(view.attribution).toMatchObject({ site: `${real.about.site}/`, licence: real.about.licence, metadataLicence: real.arxiv_metadata.licence });
    expect(urls.sort()).toEqual([MOLT_URL, ...moltRecord.papers.map((p) => paperUrl(p.url.split('/').pop()!))].sort());
  });

  it('gives each cited id its linkage, in the README’s order, invalid and repeated ids dropped', async () => {
    const { service } = setup();
    const citedIds = ['arXiv:2607.21653v2', '2607.00001', 'https://arxiv.org/abs/2607.00002', 'not an id', '2607.21653'];
    const view = viewOf(await service.lookupRepo({ ...MOLT, citedIds }));
    expect(view.citations.map((c) => [c.arxivId, c.linkage])).toEqual([
      [real.arxiv_id, 'linked'],
      ['2607.00001', 'not-linked'],
      ['2607.00002', 'no-record'],
    ]);
    expect(view.citations[0]).toMatchObject({ kindLabel: KIND_LABELS[moltKind], title: real.title, absUrl: absUrl(real.arxiv_id) });
    expect(view.citations[1]).toMatchObject({ kindLabel: null, title: loadRecord('arxiv-2607.00001.json').title });
  });

  it('says unknown for a cited paper whose record could not be fetched', async () => {
    const { service } = setup({ script: { [paperUrl('arxiv-2607-00001')]: down } });
    const view = viewOf(await service.lookupRepo({ ...MOLT, citedIds: ['2607.00001'] }));
    expect(view.citations.map((c) => c.linkage)).toEqual(['unknown']);
  });

  it(`checks at most ${MAX_CITED} citations`, async () => {
    const { service, urls } = setup();
    const citedIds = Array.from({ length: MAX_CITED + 10 }, (_, i) => `2607.${String(10_000 + i)}`);
    const view = viewOf(await service.lookupRepo({ owner: 'example-lab', name: 'no-such-repo', citedIds }));
    expect(view.citations.map((c) => c.arxivId)).toEqual(citedIds.slice(0, MAX_CITED));
    expect(urls.filter((u) => u.includes('/paper/'))).toHaveLength(MAX_CITED);
  });

  it('matches the repository whatever the case, sharing one cached record', async () => {
    const { service, urls } = setup();
    const view = viewOf(await service.lookupRepo({ owner: 'nvidia-nemo', name: 'LABS-MOLT', citedIds: [real.arxiv_id] }));
    expect(view).toMatchObject({ basis: 'repo-record', repo: moltRecord.repo });
    expect(view.citations[0]?.linkage).toBe('linked');
    const count = urls.length;
    expect(viewOf(await service.lookupRepo({ ...MOLT, citedIds: [] })).papers).toHaveLength(moltRecord.papers.length);
    expect(urls).toHaveLength(count);
  });
});

describe('lookupRepo without a repo record', () => {
  it('falls back on a 404 to the cited papers whose records list the repository', async () => {
    const { service, urls } = setup({ repoEndpoint: false });
    const lookup = await service.lookupRepo({ ...MOLT, citedIds: [real.arxiv_id, '2607.00001', '2607.00002'] });
    expect(lookup).toMatchObject({ status: 'found', stale: false, problem: null });
    const view = viewOf(lookup);
    expect(view.basis).toBe('readme-papers');
    expect(view.citations.map((c) => c.linkage)).toEqual(['linked', 'not-linked', 'no-record']);
    const ran = realSamples.filter((s) => s.status === 'ran').length;
    expect(view.papers).toEqual([
      expect.objectContaining({
        arxivId: real.arxiv_id,
        kind: moltKind,
        kindExplanation: real.syntology.repo_kind_vocabulary[moltKind],
        samples: { ran, total: realSamples.length, headline: `${ran} of ${realSamples.length} harvested functions ran` },
      }),
    ]);
    expect(view.samplesByPath['molt/models/loss.py']?.map((s) => s.entry)).toEqual(
      realSamples.filter((s) => s.path === 'molt/models/loss.py').map((s) => s.entry),
    );
    expect(view.attribution?.licence).toBe(real.about.licence);
    expect(urls.filter((u) => u === MOLT_URL)).toHaveLength(1);
  });

  it('answers found with no papers for a repository nobody links and the README cites nothing', async () => {
    const { service } = setup();
    expect(await service.lookupRepo({ owner: 'someone', name: 'unknown-repo', citedIds: [] })).toEqual({
      status: 'found',
      stale: false,
      problem: null,
      view: { repo: 'someone/unknown-repo', papers: [], citations: [], samplesByPath: {}, attribution: null, basis: 'readme-papers' },
    });
  });

  it('keeps a 404 for an hour, then asks again', async () => {
    const { service, urls, advance } = setup({ repoEndpoint: false });
    await service.lookupRepo({ ...MOLT, citedIds: [] });
    await service.lookupRepo({ ...MOLT, citedIds: [] });
    expect(urls).toEqual([MOLT_URL]);
    advance(TTL_MS.none);
    await service.lookupRepo({ ...MOLT, citedIds: [] });
    expect(urls).toEqual([MOLT_URL, MOLT_URL]);
  });

  it.each([
    ['not an object', ['a', 'list']],
    ['another repository', { ...moltRecord, repo: 'someone/else' }],
    ['a schema failure', { ...moltRecord, repo: 42 }],
  ])('checks the cited papers, saying why, when the record is %s, and does not cache it', async (_, body) => {
    const { service, urls } = setup({ script: { [MOLT_URL]: { kind: 'ok', body } } });
    const lookup = await service.lookupRepo({ ...MOLT, citedIds: [real.arxiv_id] });
    expect(lookup).toMatchObject({ status: 'found', stale: false, problem: expect.stringContaining('could not be read') });
    expect(viewOf(lookup)).toMatchObject({ basis: 'readme-papers', papers: [expect.objectContaining({ arxivId: real.arxiv_id })] });
    expect((await service.lookupRepo({ ...MOLT, citedIds: [] })).status).toBe('unreadable');
    expect(urls.filter((u) => u === MOLT_URL)).toHaveLength(2);
  });
});

describe('lookupRepo and the cache', () => {
  it('answers a second time with no request at all', async () => {
    const { service, urls } = setup();
    const first = await service.lookupRepo({ ...MOLT, citedIds: ['2607.00001'] });
    const count = urls.length;
    expect(count).toBe(1 + moltRecord.papers.length + 1);
    expect(await service.lookupRepo({ ...MOLT, citedIds: ['2607.00001'] })).toEqual(first);
    expect(urls).toHaveLength(count);
  });

  it('takes the record a lookup that just ended stored, when its own cache read missed while that fetch was under way', async () => {
    const answer = deferred<FetchOutcome>();
    const getJson = vi.fn((url: string) => (url === MOLT_URL ? answer.promise : Promise.resolve(fixtureAnswer(url))));
    const cache = createRecordCache({ maxEntries: () => 200 });
    // The second lookup's read of the repository's entry misses, then is held until the first has stored it.
    let held: Promise<void> | null = null;
    const get: typeof cache.get = async (key) => {
      const hit = await cache.get(key);
      if (key.endsWith('repo:nvidia-nemo/labs-molt')) {
        const gate = held;
        held = null;
        await gate;
      }
      return hit;
    };
    const deps = { client: { getJson }, cache: { ...cache, get }, queue: createRequestQueue(4), base: async () => BASE };
    const service = createRepoService({ ...deps, lookupPaper: createPaperService(deps).lookupPaper });
    const first = service.lookupRepo({ ...MOLT, citedIds: [] });
    await vi.waitFor(() => expect(getJson).toHaveBeenCalledWith(MOLT_URL));
    const readDone = deferred<void>();
    held = readDone.promise;
    const second = service.lookupRepo({ ...MOLT, citedIds: [] });
    await vi.waitFor(() => expect(held).toBeNull());
    answer.resolve({ kind: 'ok', body: structuredClone(moltRecord) });
    const shown = viewOf(await first);
    readDone.resolve();
    expect(viewOf(await second)).toEqual(shown);
    expect(getJson.mock.calls.filter(([url]) => url === MOLT_URL)).toHaveLength(1);
  });

  it('serves a day-old record at once and refreshes it behind', async () => {
    const { service, urls, advance } = setup();
    await service.lookupRepo({ ...MOLT, citedIds: [] });
    advance(TTL_MS.found + 1);
    expect(await service.lookupRepo({ ...MOLT, citedIds: [] })).toMatchObject({ status: 'found', stale: false });
    await vi.waitFor(() => expect(urls.filter((u) => u === MOLT_URL)).toHaveLength(2));
  });

  it('keeps a record for the time to live the user set', async () => {
    const { service, urls, advance } = setup({ ttlHours: 2 });
    await service.lookupRepo({ ...MOLT, citedIds: [] });
    advance(2 * HOUR - 1);
    await service.lookupRepo({ ...MOLT, citedIds: [] });
    expect(urls.filter((u) => u === MOLT_URL)).toHaveLength(1);
    advance(1);
    await service.lookupRepo({ ...MOLT, citedIds: [] });
    await vi.waitFor(() => expect(urls.filter((u) => u === MOLT_URL)).toHaveLength(2));
  });

  it.each([
    ['unreachable', down, 'Record source unreachable: the record source answered 503'],
    ['unreadable', { kind: 'bad-body', problem: 'the answer is not JSON' } as const, 'The repo record could not be read: the answer is not JSON'],
    ['mixed up', { kind: 'ok', body: { ...moltRecord, repo: 'someone/else' } } as const, expect.stringContaining('someone/else')],
  ])('shows the old copy marked stale when the source is %s, and keeps it', async (_, outcome, problem) => {
    const { service, state, advance } = setup();
    const fresh = viewOf(await service.lookupRepo({ ...MOLT, citedIds: [] }));
    advance(TTL_MS.found + STALE_WHILE_REVALIDATE_MS + 1);
    state.script = { [MOLT_URL]: outcome };
    const lookup = await service.lookupRepo({ ...MOLT, citedIds: [] });
    expect(lookup).toMatchObject({ status: 'found', stale: true, problem });
    expect(viewOf(lookup).papers.map((p) => p.arxivId)).toEqual(fresh.papers.map((p) => p.arxivId));
    state.down = true;
    expect(await service.lookupRepo({ ...MOLT, citedIds: [] })).toMatchObject({ status: 'found', stale: true });
  });

  it('says unreachable when there is no copy, without asking for any paper', async () => {
    const { service, urls, state } = setup();
    state.down = true;
    expect(await service.lookupRepo({ ...MOLT, citedIds: [real.arxiv_id] })).toEqual({ status: 'unreachable', problem: down.problem });
    expect(urls).toEqual([MOLT_URL]);
  });
});

describe('lookupRepo guards', () => {
  it.each([
    ['settings', 'x'],
    ['github.com/NVIDIA-NeMo', 'labs-molt'],
    ['NVIDIA-NeMo', 'labs-molt/tree'],
    ['-bad', 'x'],
    ['owner', ''],
    ['owner', 'a b'],
    ['owner', '..'],
    ['git@github.com:NVIDIA-NeMo', 'labs-molt'],
  ])('refuses %s / %s without asking anyone', async (owner, name) => {
    const { service, urls } = setup();
    expect((await service.lookupRepo({ owner, name, citedIds: [real.arxiv_id] })).status).toBe('invalid-repo');
    expect(urls).toHaveLength(0);
  });

  it('finishes with a queue of one slot, several repositories at once', async () => {
    const { service } = setup({ limit: 1 });
    const cited = [real.arxiv_id, '2607.00001', '2607.00002'];
    const lookups = await Promise.all([
      service.lookupRepo({ ...MOLT, citedIds: cited }),
      service.lookupRepo({ owner: 'Someone', name: 'fixture-fork', citedIds: cited }),
      service.lookupRepo({ owner: 'someone', name: 'unknown-repo', citedIds: cited }),
    ]);
    expect(lookups.map((l) => viewOf(l).basis)).toEqual(['repo-record', 'repo-record', 'readme-papers']);
  }, 3_000);

  it('lets no link from a hostile record be anything but http(s)', async () => {
    const hostile = structuredClone(real);
    hostile.url = 'javascript:alert(1)';
    hostile.about = { ...hostile.about, site: 'javascript:alert(1)', licence_url: 'data:text/html,x', attribution: 'javascript:alert(2)' };
    const repo = {
      ...moltRecord,
      about: hostile.about,
      papers: [
        { ...moltRecord.papers[1], url: 'javascript:alert(3)' },
        { arxiv_id: '2607.00002', url: 'javascript:alert(4)', repo_kind: 'listed' },
      ],
    };
    const { service } = setup({ script: { [MOLT_URL]: { kind: 'ok', body: repo }, [paperUrl('arxiv-2607-21653')]: { kind: 'ok', body: hostile } } });
    const view = viewOf(await service.lookupRepo({ ...MOLT, citedIds: [real.arxiv_id] }));
    expect(view.papers).toHaveLength(2);
    const links: unknown[] = [];
    JSON.stringify(view, (k, v: unknown) => {
      if (/url$/i.test(k)) links.push(v);
      return v;
    });
    expect(links.length).toBeGreaterThan(4);
    for (const link of links) expect(link === null || (typeof link === 'string' && /^https?:\/\//.test(link))).toBe(true);
    expect(JSON.stringify(view)).not.toMatch(/javascript:|data:/);
  });
});

describe('canonicalIds', () => {
  it('keeps the first of each paper, in order, up to the limit', () => {
    expect(canonicalIds(['2607.21653v2', 'arXiv:2607.21653', 'nope', 42, 'math.GT/0309136', '2607.00001'], 2)).toEqual(['2607.21653', 'math/0309136']);
  });
});
