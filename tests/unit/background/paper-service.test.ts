import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPaperService } from '../../../lib/background/paper-service';
import { TTL_MS, STALE_WHILE_REVALIDATE_MS } from '../../../lib/cache/freshness';
import { deferred } from '../support/deferred';
import { holdWrites } from '../support/held-writes';
import { settledCaches } from '../support/settled-caches';
import type { FetchOutcome } from '../../../lib/net/record-client';
import { createRequestQueue } from '../../../lib/net/request-queue';
import { loadRecord, REAL_RECORD } from '../../support/records';

beforeEach(() => fakeBrowser.reset());
const createRecordCache = settledCaches();

function setup(...outcomes: FetchOutcome[]) {
  let t = 5_000_000_000;
  const urls: string[] = [];
  const getJson = vi.fn(async (url: string) => {
    urls.push(url);
    return outcomes.shift() ?? { kind: 'unreachable' as const, problem: 'no more answers' };
  });
  const service = createPaperService({
    client: { getJson },
    cache: createRecordCache({ maxEntries: () => 50, now: () => t }),
    queue: createRequestQueue(4),
    base: async () => 'https://records.example',
    now: () => t,
  });
  return { service, urls, advance: (ms: number) => (t += ms) };
}

const real = () => ({ kind: 'ok' as const, body: loadRecord(REAL_RECORD) });

describe('lookupPaper', () => {
  it('asks the record path of the canonical id, whatever form it was given in', async () => {
    const { service, urls } = setup(real());
    const lookup = await service.lookupPaper('https://arxiv.org/abs/2607.21653v3');
    expect(urls).toEqual(['https://records.example/paper/arxiv-2607-21653']);
    expect(lookup.status === 'found' && lookup.view.title).toBe(loadRecord(REAL_RECORD).title);
  });

  it('answers from the cache the second time', async () => {
    const { service, urls } = setup(real());
    await service.lookupPaper('2607.21653');
    const again = await service.lookupPaper('arXiv:2607.21653');
    expect(again.status).toBe('found');
    expect(urls).toHaveLength(1);
  });

  it('answers without waiting for the cache to write the record, and the next lookup asks nothing', async () => {
    const writes = holdWrites();
    const { service, urls } = setup(real());
    expect((await service.lookupPaper('2607.21653')).status).toBe('found');
    expect((await service.lookupPaper('2607.21653')).status).toBe('found');
    expect(urls).toHaveLength(1);
    writes.release();
  });

  it('shares one request between lookups at the same time', async () => {
    const { service, urls } = setup(real(), real());
    const both = await Promise.all([service.lookupPaper('2607.21653'), service.lookupPaper('2607.21653v1')]);
    expect(both.map((l) => l.status)).toEqual(['found', 'found']);
    expect(urls).toHaveLength(1);
  });

  it('takes the answer a lookup that just ended stored, when its own cache read missed while that fetch was under way', async () => {
    const answer = deferred<FetchOutcome>();
    const getJson = vi.fn(() => answer.promise);
    const cache = createRecordCache({ maxEntries: () => 50 });
    // The second lookup's cache read misses, then is held until the first lookup has stored its answer.
    let held: Promise<void> | null = null;
    const get: typeof cache.get = async (key) => {
      const hit = await cache.get(key);
      const gate = held;
      held = null;
      await gate;
      return hit;
    };
    const service = createPaperService({
      client: { getJson },
      cache: { ...cache, get },
      queue: createRequestQueue(4),
      base: async () => 'https://records.example',
    });
    const first = service.lookupPaper('2607.21653');
    await vi.waitFor(() => expect(getJson).toHaveBeenCalledTimes(1));
    const readDone = deferred<void>();
    held = readDone.promise;
    const second = service.lookupPaper('2607.21653');
    await vi.waitFor(() => expect(held).toBeNull());
    answer.resolve(real());
    expect((await first).status).toBe('found');
    readDone.resolve();
    const late = await second;
    expect(late.status === 'found' && late.view.title).toBe(loadRecord(REAL_RECORD).title);
    expect(getJson).toHaveBeenCalledTimes(1);
  });

  it('says no record for 404 and keeps that for an hour only', async () => {
    const { service, urls, advance } = setup({ kind: 'not-found' }, { kind: 'not-found' });
    expect(await service.lookupPaper('2607.00002')).toEqual({ status: 'none', arxivId: '2607.00002' });
    await service.lookupPaper('2607.00002');
    expect(urls).toHaveLength(1);
    advance(TTL_MS.none);
    await service.lookupPaper('2607.00002');
    expect(urls).toHaveLength(2);
  });

  it('serves a day-old record at once and refreshes it behind', async () => {
    const { service, urls, advance } = setup(real(), real());
    await service.lookupPaper('2607.21653');
    advance(TTL_MS.found + 1);
    const lookup = await service.lookupPaper('2607.21653');
    expect(lookup.status === 'found' && lookup.stale).toBe(false);
    await vi.waitFor(() => expect(urls).toHaveLength(2));
  });

  it('shows the old copy marked stale when the source is down', async () => {
    const { service, advance } = setup(real(), { kind: 'unreachable', problem: 'the record source answered 503' });
    await service.lookupPaper('2607.21653');
    advance(TTL_MS.found + STALE_WHILE_REVALIDATE_MS + 1);
    const lookup = await service.lookupPaper('2607.21653');
    expect(lookup).toMatchObject({ status: 'found', stale: true, problem: 'Record source unreachable: the record source answered 503' });
  });

  it('says unreachable when there is no copy', async () => {
    const { service } = setup({ kind: 'unreachable', problem: 'the record source answered 500' });
    expect(await service.lookupPaper('2607.21653')).toEqual({ status: 'unreachable', problem: 'the record source answered 500' });
  });

  it('says unreadable for a body that is not a record, and does not cache it', async () => {
    const { service, urls } = setup({ kind: 'ok', body: ['not', 'a', 'record'] }, real());
    expect((await service.lookupPaper('2607.21653')).status).toBe('unreadable');
    expect((await service.lookupPaper('2607.21653')).status).toBe('found');
    expect(urls).toHaveLength(2);
  });

  it('refuses what is not an arXiv id without asking anyone', async () => {
    const { service, urls } = setup();
    expect((await service.lookupPaper('not an id')).status).toBe('invalid-id');
    expect(urls).toHaveLength(0);
  });

  it("refuses another paper's record, says which, and does not cache it", async () => {
    const { service, urls } = setup(
      { kind: 'ok', body: { ...loadRecord(REAL_RECORD), arxiv_id: '1706.03762' } },
      { kind: 'ok', body: { ...loadRecord(REAL_RECORD), arxiv_id: '1706.03762v5' } },
    );
    const first = await service.lookupPaper('2607.21653');
    expect(first).toEqual({ status: 'unreadable', problem: 'the source answered with the record of arXiv 1706.03762, not 2607.21653' });
    const second = await service.lookupPaper('2607.21653');
    expect(second.status).toBe('unreadable');
    // Not cached: the second lookup asked again.
    expect(urls).toHaveLength(2);
  });

  it('keeps showing an older good copy, marked stale, when the source answers with another paper', async () => {
    const { service, advance } = setup(real(), { kind: 'ok', body: { ...loadRecord(REAL_RECORD), arxiv_id: '1706.03762' } });
    await service.lookupPaper('2607.21653');
    advance(TTL_MS.found + STALE_WHILE_REVALIDATE_MS + 1);
    const lookup = await service.lookupPaper('2607.21653');
    expect(lookup.status === 'found' && [lookup.stale, lookup.problem]).toEqual([
      true,
      'The record could not be read: the source answered with the record of arXiv 1706.03762, not 2607.21653',
    ]);
  });

  it('takes the record whose id names the same paper in another form (a version)', async () => {
    const { service } = setup({ kind: 'ok', body: { ...loadRecord(REAL_RECORD), arxiv_id: '2607.21653v2' } });
    expect((await service.lookupPaper('2607.21653')).status).toBe('found');
  });

  it('shows a record that cannot be cached because storage is full', async () => {
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    const { service } = setup(real());
    const lookup = await service.lookupPaper('2607.21653');
    expect(lookup.status === 'found' && lookup.view.title).toBe(loadRecord(REAL_RECORD).title);
  });
});
