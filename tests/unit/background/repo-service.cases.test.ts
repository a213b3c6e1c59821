// The repository service's edges, one fixture each: which owner/name pairs are refused and how they
// are quoted, what is cached, when a cached copy counts, and a paper lookup that throws.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createRepoService } from '../../../lib/background/repo-service';
import { settledCaches } from '../support/settled-caches';
import type { FetchOutcome } from '../../../lib/net/record-client';
import { createRequestQueue } from '../../../lib/net/request-queue';
import type { PaperLookup } from '../../../lib/record/view-types';

beforeEach(() => fakeBrowser.reset());
const createRecordCache = settledCaches();

const KEY = 'https://records.example|repo:openai/whisper';
const REPO_URL = 'https://records.example/repo/openai/whisper';
const nothing = { repo: 'openai/whisper', papers: [], citations: [], samplesByPath: {}, attribution: null, basis: 'readme-papers' };

function setup(outcomes: FetchOutcome[], lookupPaper: (id: string) => Promise<PaperLookup> = async (id) => ({ status: 'none', arxivId: id })) {
  let t = 5_000_000_000;
  const getJson = vi.fn(async (_url: string) => outcomes.shift() ?? { kind: 'not-found' as const });
  const cache = createRecordCache({ maxEntries: () => 50, now: () => t });
  const service = createRepoService({
    client: { getJson },
    cache,
    queue: createRequestQueue(4),
    base: async () => 'https://records.example',
    lookupPaper,
    now: () => t,
  });
  return { service, cache, getJson, advance: (ms: number) => (t += ms) };
}

describe('lookupRepo: what is not a repository', () => {
  it.each([
    ['a path after the name', { owner: 'openai', name: 'whisper/tree/main' }, '"openai/whisper/tree/main" is not a GitHub repository'],
    ['a space in the name', { owner: 'openai', name: 'whisper ' }, '"openai/whisper " is not a GitHub repository'],
    ['a space in the owner', { owner: ' openai', name: 'whisper' }, '" openai/whisper" is not a GitHub repository'],
    ['no name', { owner: 'openai', name: undefined }, '"openai/undefined" is not a GitHub repository'],
    ['no owner', { owner: undefined, name: 'whisper' }, '"undefined/whisper" is not a GitHub repository'],
    [
      'an owner and a name too long to quote whole',
      { owner: 'o'.repeat(45), name: 'n'.repeat(105) },
      `"${'o'.repeat(40)}/${'n'.repeat(100)}" is not a GitHub repository`,
    ],
  ])('refuses %s without asking the source', async (_name, input, problem) => {
    const { service, getJson } = setup([]);
    expect(await service.lookupRepo({ ...(input as { owner: string; name: string }), citedIds: [] })).toEqual({ status: 'invalid-repo', problem });
    expect(getJson).not.toHaveBeenCalled();
  });
});

describe('lookupRepo: the cache', () => {
  it('keeps nothing when the source cannot be reached', async () => {
    const { service, cache } = setup([{ kind: 'unreachable', problem: 'the record source answered 503' }]);
    expect(await service.lookupRepo({ owner: 'openai', name: 'whisper', citedIds: [] })).toEqual({
      status: 'unreachable',
      problem: 'the record source answered 503',
    });
    expect(await cache.get(KEY)).toBeNull();
  });

  it('answers a cached 404 as a repository with no papers and no problem, without asking again', async () => {
    const { service, getJson, advance } = setup([{ kind: 'not-found' }]);
    const none = { status: 'found', view: nothing, stale: false, problem: null };
    expect(await service.lookupRepo({ owner: 'openai', name: 'whisper', citedIds: [] })).toEqual(none);
    advance(1);
    expect(await service.lookupRepo({ owner: 'openai', name: 'whisper', citedIds: [] })).toEqual(none);
    expect(getJson).toHaveBeenCalledTimes(1);
  });

  it('asks the source again when the cached record no longer reads (an older schema)', async () => {
    const { service, cache, getJson } = setup([{ kind: 'not-found' }]);
    await cache.put(KEY, { kind: 'found', body: { schema: 'old' } });
    expect(await service.lookupRepo({ owner: 'openai', name: 'whisper', citedIds: [] })).toEqual({
      status: 'found',
      view: nothing,
      stale: false,
      problem: null,
    });
    expect(getJson).toHaveBeenCalledWith(REPO_URL);
  });
});

describe('lookupRepo: the cited papers', () => {
  it('says unknown for a cited paper whose lookup threw, and still answers', async () => {
    const { service } = setup([], async () => Promise.reject(new Error('storage is gone')));
    const lookup = await service.lookupRepo({ owner: 'openai', name: 'whisper', citedIds: ['2607.21653'] });
    expect(lookup).toMatchObject({ status: 'found', stale: false, problem: null });
    expect(lookup.status === 'found' && lookup.view.citations).toEqual([expect.objectContaining({ arxivId: '2607.21653', linkage: 'unknown' })]);
  });
});
