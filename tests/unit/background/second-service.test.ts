// The second source's lookups: off asks nothing, the cache and its times, what is asked (the arXiv id
// only), failures in plain words or the older copy, and another paper's answer never kept.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSecondService, SECOND_MAX_IN_FLIGHT } from '../../../lib/background/second-service';
import type { FetchOutcome } from '../../../lib/net/record-client';
import { createRequestQueue } from '../../../lib/net/request-queue';
import { deferred } from '../support/deferred';
import { settledCaches } from '../support/settled-caches';

beforeEach(() => fakeBrowser.reset());
const createRecordCache = settledCaches();

const BASE = 'https://pwc.example';
const HOUR = 3_600_000;
const PAPERS = `${BASE}/api/v1/papers/?arxiv_id=2607.21653`;
const REPOS = `${BASE}/api/v1/papers/molt/repositories/`;
const paperPage = (arxivId = '2607.21653', id = 'molt'): FetchOutcome => ({
  kind: 'ok',
  body: { count: 1, next: null, previous: null, results: [{ id, arxiv_id: arxivId }] },
});
const repoPage = (stars = 7): FetchOutcome => ({ kind: 'ok', body: { count: 1, results: [{ url: 'https://github.com/a/b', stars, is_official: true }] } });

/** A service whose client answers each URL from its own list, in order (503 words when none is left). */
function setup(answers: Record<string, FetchOutcome[]> = {}, options: { on?: boolean; ttlHours?: number } = {}) {
  let t = 5_000_000_000;
  const urls: string[] = [];
  const getJson = vi.fn(async (url: string) => {
    urls.push(url);
    return answers[url]?.shift() ?? { kind: 'unreachable' as const, problem: 'the record source answered 503' };
  });
  const cache = createRecordCache({ maxEntries: () => 50, now: () => t });
  const on = vi.fn(async () => options.on ?? true);
  const service = createSecondService({
    client: { getJson },
    cache,
    queue: createRequestQueue(SECOND_MAX_IN_FLIGHT),
    base: async () => BASE,
    on,
    ttlHours: options.ttlHours === undefined ? undefined : async () => options.ttlHours!,
    now: () => t,
  });
  return { service, urls, cache, on, getJson, advance: (ms: number) => (t += ms) };
}

describe('lookupSecond: turned off', () => {
  it('answers off at once, asking nothing and reading no cache', async () => {
    const { service, getJson, cache, on } = setup({}, { on: false });
    const get = vi.spyOn(cache, 'get');
    expect(await service.lookupSecond('2607.21653')).toEqual({ status: 'off' });
    expect([on.mock.calls.length, getJson.mock.calls.length, get.mock.calls.length]).toEqual([1, 0, 0]);
  });
});

describe('lookupSecond: what is asked', () => {
  it('asks the paper by its arXiv id without version, then its repositories, and shows them', async () => {
    const { service, urls } = setup({ [PAPERS]: [paperPage()], [REPOS]: [repoPage()] });
    expect(await service.lookupSecond('https://arxiv.org/abs/2607.21653v4')).toEqual({
      status: 'found',
      site: BASE,
      paperUrl: `${BASE}/paper/molt`,
      repos: [{ url: 'https://github.com/a/b', label: 'a/b', official: true, stars: 7, framework: null }],
      more: 0,
      stale: false,
    });
    expect(urls).toEqual([PAPERS, REPOS]);
  });

  it('sends only the arXiv id: one query parameter, the id encoded, nothing of the page', async () => {
    const { service, urls } = setup();
    await service.lookupSecond('arXiv:hep-th/9901001v2');
    expect(urls).toEqual([`${BASE}/api/v1/papers/?arxiv_id=hep-th%2F9901001`]);
    expect([...new URL(urls[0]!).searchParams]).toEqual([['arxiv_id', 'hep-th/9901001']]);
  });

  it('encodes the paper’s id in the repositories’ path, and asks nothing for an id that is no safe slug', async () => {
    const weird = setup({ [PAPERS]: [paperPage('2607.21653', 'a~b.c_d-e')] });
    await weird.service.lookupSecond('2607.21653');
    expect(weird.urls[1]).toBe(`${BASE}/api/v1/papers/a~b.c_d-e/repositories/`);
    const unsafe = setup({ [PAPERS]: [paperPage('2607.21653', '../admin')] });
    expect(await unsafe.service.lookupSecond('2607.21653')).toMatchObject({
      status: 'unreadable',
      problem: 'Papers with Code named the paper with an id that cannot be asked for',
    });
    expect(unsafe.urls).toEqual([PAPERS]);
  });

  it('refuses what is not an arXiv id without asking anyone', async () => {
    const { service, urls } = setup();
    expect(await service.lookupSecond('not an id')).toEqual({ status: 'unreadable', site: BASE, problem: '"not an id" is not an arXiv identifier' });
    expect(urls).toEqual([]);
  });

  it('shares one pair of requests between lookups of the same paper at the same time', async () => {
    const { service, urls } = setup({ [PAPERS]: [paperPage()], [REPOS]: [repoPage()] });
    const both = await Promise.all([service.lookupSecond('2607.21653'), service.lookupSecond('2607.21653v1')]);
    expect(both.map((o) => o.status)).toEqual(['found', 'found']);
    expect(urls).toEqual([PAPERS, REPOS]);
  });

  it('has at most 2 lookups of the second source under way at once', async () => {
    const held = deferred<FetchOutcome>();
    const { service, getJson } = setup();
    getJson.mockImplementation(() => held.promise);
    const lookups = ['2607.00001', '2607.00002', '2607.00003'].map((id) => service.lookupSecond(id));
    await vi.waitFor(() => expect(getJson).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(SECOND_MAX_IN_FLIGHT).toBe(2);
    expect(getJson).toHaveBeenCalledTimes(2);
    held.resolve({ kind: 'not-found' });
    expect((await Promise.all(lookups)).map((o) => o.status)).toEqual(['none', 'none', 'none']);
    expect(getJson).toHaveBeenCalledTimes(3);
  });
});

describe('lookupSecond: the cache', () => {
  it('answers from the cache for 24 hours, then at once while it refreshes behind for 7 days more', async () => {
    const { service, urls, advance } = setup({ [PAPERS]: [paperPage(), paperPage()], [REPOS]: [repoPage(7), repoPage(9)] });
    await service.lookupSecond('2607.21653');
    advance(24 * HOUR - 1);
    expect(await service.lookupSecond('2607.21653')).toMatchObject({ status: 'found', stale: false });
    expect(urls).toHaveLength(2);
    advance(1);
    expect(await service.lookupSecond('2607.21653')).toMatchObject({ status: 'found', stale: false, repos: [{ stars: 7 }] });
    await vi.waitFor(() => expect(urls).toHaveLength(4));
    await vi.waitFor(async () => expect(await service.lookupSecond('2607.21653')).toMatchObject({ repos: [{ stars: 9 }] }));
  });

  it('keeps a found answer as long as the records’ time to live says (2 hours here)', async () => {
    const { service, urls, advance } = setup({ [PAPERS]: [paperPage()], [REPOS]: [repoPage()] }, { ttlHours: 2 });
    await service.lookupSecond('2607.21653');
    advance(2 * HOUR - 1);
    await service.lookupSecond('2607.21653');
    expect(urls).toHaveLength(2);
    advance(1);
    await service.lookupSecond('2607.21653');
    await vi.waitFor(() => expect(urls).toHaveLength(3));
  });

  it.each([
    ['a 404', { kind: 'not-found' } as FetchOutcome],
    ['an empty page', { kind: 'ok', body: { count: 0, next: null, previous: null, results: [] } } as FetchOutcome],
  ])('says none for %s, and keeps that for 1 hour', async (_, first) => {
    const { service, urls, advance } = setup({ [PAPERS]: [first, first] });
    expect(await service.lookupSecond('2607.21653')).toEqual({ status: 'none', site: BASE });
    advance(1 * HOUR - 1);
    expect(await service.lookupSecond('2607.21653')).toEqual({ status: 'none', site: BASE });
    expect(urls).toEqual([PAPERS]);
    advance(1);
    await service.lookupSecond('2607.21653');
    expect(urls).toEqual([PAPERS, PAPERS]);
  });

  it('keeps its answers apart from the record’s, under the source and the id', async () => {
    const { service, cache } = setup({ [PAPERS]: [paperPage()], [REPOS]: [repoPage()] });
    await service.lookupSecond('2607.21653');
    expect((await cache.get(`${BASE}|pwc:2607.21653`))?.answer.kind).toBe('found');
    expect(await cache.get(`${BASE}|paper:2607.21653`)).toBeNull();
  });

  it('shows a paper it knows with no repositories (404 for them) as found with none, and keeps it', async () => {
    const { service, urls } = setup({ [PAPERS]: [paperPage()], [REPOS]: [{ kind: 'not-found' }] });
    expect(await service.lookupSecond('2607.21653')).toMatchObject({ status: 'found', repos: [], more: 0, paperUrl: `${BASE}/paper/molt` });
    await service.lookupSecond('2607.21653');
    expect(urls).toHaveLength(2);
  });
});

describe('lookupSecond: failures', () => {
  it('says unreachable in plain words naming the site when there is no copy', async () => {
    const { service } = setup();
    expect(await service.lookupSecond('2607.21653')).toEqual({ status: 'unreachable', site: BASE, problem: 'Papers with Code answered 503' });
  });

  it('shows the older copy marked stale when the site fails on either request', async () => {
    const down: FetchOutcome = { kind: 'unreachable', problem: 'the record source did not answer in time' };
    const { service, advance } = setup({ [PAPERS]: [paperPage(), paperPage(), down], [REPOS]: [repoPage(), down] });
    await service.lookupSecond('2607.21653');
    advance(24 * HOUR + 7 * 24 * HOUR);
    expect(await service.lookupSecond('2607.21653')).toMatchObject({ status: 'found', stale: true, repos: [{ label: 'a/b' }] });
    expect(await service.lookupSecond('2607.21653')).toMatchObject({ status: 'found', stale: true });
  });

  it.each([
    ['a body that is no page', { kind: 'ok', body: { results: 'none' } } as FetchOutcome, 'Papers with Code’s list of papers could not be read'],
    ['a body too large', { kind: 'bad-body', problem: 'the answer is too large to read' } as FetchOutcome, 'the answer is too large to read'],
  ])('says unreadable for %s, and asks again next time', async (_, first, problem) => {
    const { service, urls } = setup({ [PAPERS]: [first, paperPage()], [REPOS]: [repoPage()] });
    expect(await service.lookupSecond('2607.21653')).toEqual({ status: 'unreadable', site: BASE, problem });
    expect((await service.lookupSecond('2607.21653')).status).toBe('found');
    expect(urls).toEqual([PAPERS, PAPERS, REPOS]);
  });

  it('refuses another paper’s answer, says which, and never caches it', async () => {
    const { service, urls, cache } = setup({ [PAPERS]: [paperPage('2607.00001v2'), paperPage('2607.00001')] });
    const expected = { status: 'unreadable', site: BASE, problem: 'Papers with Code answered with arXiv 2607.00001, not 2607.21653' };
    expect(await service.lookupSecond('2607.21653')).toEqual(expected);
    expect(await service.lookupSecond('2607.21653')).toEqual(expected);
    expect(urls).toEqual([PAPERS, PAPERS]);
    await cache.settled();
    expect(await cache.get(`${BASE}|pwc:2607.21653`)).toBeNull();
  });

  it('never shows a cached entry that names another paper (a damaged cache), and asks again', async () => {
    const { service, cache, urls } = setup({ [PAPERS]: [paperPage()], [REPOS]: [repoPage()] });
    await cache.put(`${BASE}|pwc:2607.21653`, { kind: 'found', body: { paper: { id: 'x', arxiv_id: '2607.00001' }, repositories: { results: [] } } });
    expect(await service.lookupSecond('2607.21653')).toMatchObject({ status: 'found', paperUrl: `${BASE}/paper/molt` });
    expect(urls).toEqual([PAPERS, REPOS]);
  });
});
