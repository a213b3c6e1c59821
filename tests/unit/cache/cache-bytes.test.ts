// The cache against full storage and a large index: bounded in bytes, evicting before it writes, never
// failing a lookup, and a hit that costs the same at any size.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MAX_CACHE_BYTES } from '../../../lib/cache/cache-bounds';
import { settledCaches } from '../support/settled-caches';

// Each cache's writes and recorded uses are done before the next test resets storage.
const createRecordCache = settledCaches();

beforeEach(() => fakeBrowser.reset());

const entryKeys = async () =>
  Object.keys(await fakeBrowser.storage.local.get(null))
    .filter((k) => k.startsWith('cache:'))
    .sort();
/** A found answer whose stored JSON is about `mb` megabytes. */
const record = (mb: number, tag = '') => ({ kind: 'found' as const, body: { tag, text: 'x'.repeat(Math.round(mb * 1_000_000)) } });
function clock() {
  let t = 1_000;
  return { now: () => t, tick: () => (t += 1) };
}

describe('bounded in bytes', () => {
  it('keeps at most 7 MB of answers, evicting the least recently used first', async () => {
    const time = clock();
    const cache = createRecordCache({ maxEntries: () => 10_000, now: time.now });
    for (const key of ['a', 'b', 'c', 'd']) {
      time.tick();
      await cache.put(key, record(2, key));
    }
    // Four answers of 2 MB: the oldest went to make room for the fourth.
    expect(await entryKeys()).toEqual(['cache:b', 'cache:c', 'cache:d']);
    const { bytes, entries } = await cache.stats();
    expect(entries).toBe(3);
    expect(bytes).toBeLessThanOrEqual(7_000_000);
    expect(MAX_CACHE_BYTES).toBe(7_000_000);
  });

  it('evicts before it writes: storage never holds more than the bound, even for a moment', async () => {
    const time = clock();
    const cache = createRecordCache({ maxEntries: () => 10_000, now: time.now });
    let most = 0;
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      await set(items);
      const all = await fakeBrowser.storage.local.get(null);
      most = Math.max(most, JSON.stringify(all).length);
    });
    for (let i = 0; i < 8; i++) {
      time.tick();
      await cache.put(`k${i}`, record(1.5, String(i)));
    }
    expect(most).toBeLessThan(7_200_000);
  });

  it('does not cache an answer over 4.2 MB, and keeps what it held', async () => {
    const cache = createRecordCache({ maxEntries: () => 500 });
    await cache.put('small', record(0.001));
    await cache.put('huge', record(4.5));
    expect(await cache.get('huge')).toBeNull();
    expect((await cache.get('small'))?.answer.kind).toBe('found');
  });

  it('on a quota error, makes room and tries once more; if storage still refuses, the put resolves and nothing is half-kept', async () => {
    const time = clock();
    const cache = createRecordCache({ maxEntries: () => 500, now: time.now });
    for (const key of ['a', 'b', 'c']) {
      time.tick();
      await cache.put(key, record(1, key));
    }
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    let refusals = 1;
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      if (Object.keys(items).some((k) => k.startsWith('cache:')) && refusals-- > 0) throw new Error('QUOTA_BYTES quota exceeded');
      await set(items);
    });
    time.tick();
    await cache.put('d', record(1, 'd'));
    expect((await cache.get('d'))?.answer).toEqual(record(1, 'd'));
    // Room for twice the answer within half the budget: the oldest went.
    expect(await entryKeys()).not.toContain('cache:a');

    refusals = 99;
    time.tick();
    await expect(cache.put('e', record(1, 'e'))).resolves.toBeUndefined();
    expect(await cache.get('e')).toBeNull();
    const stats = await cache.stats();
    expect(stats.entries).toBe((await entryKeys()).length);
  });
});

describe('a hit at any index size', () => {
  async function fill(cache: ReturnType<typeof createRecordCache>, count: number) {
    // The index as a long-used cache would hold it, written at once rather than by count puts.
    const index: Record<string, unknown> = {};
    const items: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      index[`k${i}`] = { storedAt: 1_000, usedAt: 1_000 + i, bytes: 60 };
      items[`cache:k${i}`] = { kind: 'none', storedAt: 1_000 };
    }
    await fakeBrowser.storage.local.set({ ...items, 'cache-index': index });
    return cache;
  }

  it.each([100, 10_000])('with %i entries, 50 hits write storage nothing until the recency is flushed, then once', async (count) => {
    const cache = await fill(createRecordCache({ maxEntries: () => 10_000, recencyDelayMs: 60_000 }), count);
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    for (let i = 0; i < 50; i++) expect((await cache.get(`k${i}`))?.answer).toEqual({ kind: 'none' });
    expect(set).toHaveBeenCalledTimes(0);
    await cache.flush();
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('the flushed recency decides eviction: the entries just read outlive older unread ones', async () => {
    let t = 50_000;
    const cache = await fill(createRecordCache({ maxEntries: () => 100, now: () => t, recencyDelayMs: 60_000 }), 100);
    // k0 and k1 are the oldest by their rows; reading them makes them the newest.
    await cache.get('k0');
    await cache.get('k1');
    t += 1;
    await cache.put('new', { kind: 'none' });
    t += 1;
    await cache.put('newer', { kind: 'none' });
    const kept = await entryKeys();
    expect(kept).toContain('cache:k0');
    expect(kept).toContain('cache:k1');
    expect(kept).not.toContain('cache:k2');
    expect(kept).not.toContain('cache:k3');
  });
});
