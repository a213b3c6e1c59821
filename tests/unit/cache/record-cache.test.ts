import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settledCaches } from '../support/settled-caches';
import { freshness, HOUR, STALE_WHILE_REVALIDATE_MS, TTL_MS } from '../../../lib/cache/freshness';
import { holdWrites } from '../support/held-writes';

// Each cache's writes and recorded uses are done before the next test resets storage.
const createRecordCache = settledCaches();

beforeEach(() => fakeBrowser.reset());

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, tick: (ms = 1) => (t += ms) };
}

describe('createRecordCache', () => {
  it('gives back what was put, with when it was stored', async () => {
    const time = clock();
    const cache = createRecordCache({ maxEntries: () => 10, now: time.now });
    await cache.put('a', { kind: 'found', body: { x: 1 } });
    expect(await cache.get('a')).toEqual({ answer: { kind: 'found', body: { x: 1 } }, storedAt: 1_000 });
    expect(await cache.get('b')).toBeNull();
  });

  it('gives back what was put before its write is done, and has it stored once settled', async () => {
    const writes = holdWrites();
    const cache = createRecordCache({ maxEntries: () => 10, now: clock().now });
    void cache.put('a', { kind: 'found', body: { x: 1 } });
    void cache.put('b', { kind: 'none' });
    void cache.put('b', { kind: 'found', body: 2 });
    expect(await cache.get('a')).toEqual({ answer: { kind: 'found', body: { x: 1 } }, storedAt: 1_000 });
    // The later put of the same key is the one given back.
    expect(await cache.get('b')).toEqual({ answer: { kind: 'found', body: 2 }, storedAt: 1_000 });
    expect(await fakeBrowser.storage.local.get(['cache:a', 'cache:b'])).toEqual({});
    writes.release();
    await cache.settled();
    expect(await fakeBrowser.storage.local.get(['cache:a', 'cache:b'])).toEqual({
      'cache:a': { kind: 'found', body: { x: 1 }, storedAt: 1_000 },
      'cache:b': { kind: 'found', body: 2, storedAt: 1_000 },
    });
    expect(await createRecordCache({ maxEntries: () => 10 }).get('b')).toEqual({ answer: { kind: 'found', body: 2 }, storedAt: 1_000 });
  });

  it('gives back the later of two puts of one key while only the earlier is written', async () => {
    const writes = holdWrites();
    const cache = createRecordCache({ maxEntries: () => 10, now: clock().now });
    void cache.put('b', { kind: 'none' });
    void cache.put('b', { kind: 'found', body: 2 });
    // The earlier put's two writes (its entry, then the index) go through; the later one's wait.
    for (let i = 0; i < 2; i++) {
      await vi.waitFor(() => expect(writes.waiting).toBe(1));
      writes.next();
    }
    await vi.waitFor(() => expect(writes.waiting).toBe(1));
    expect((await fakeBrowser.storage.local.get('cache-index'))['cache-index']).toHaveProperty('b');
    expect(await cache.get('b')).toEqual({ answer: { kind: 'found', body: 2 }, storedAt: 1_000 });
    writes.release();
    await cache.settled();
  });

  it('evicts the least recently used past its bound', async () => {
    const time = clock();
    const cache = createRecordCache({ maxEntries: () => 2, now: time.now });
    await cache.put('a', { kind: 'none' });
    time.tick();
    await cache.put('b', { kind: 'none' });
    time.tick();
    await cache.get('a'); // a is now more recent than b
    time.tick();
    await cache.put('c', { kind: 'none' });
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
    expect(await cache.get('c')).not.toBeNull();
    expect((await cache.stats()).entries).toBe(2);
  });

  it('holds its bound through many distinct lookups, in storage too', async () => {
    const time = clock();
    const cache = createRecordCache({ maxEntries: () => 25, now: time.now });
    for (let i = 0; i < 300; i++) {
      time.tick();
      await cache.put(`k${i}`, { kind: 'found', body: { i } });
    }
    expect((await cache.stats()).entries).toBe(25);
    const stored = Object.keys(await fakeBrowser.storage.local.get(null)).filter((k) => k.startsWith('cache:'));
    expect(stored).toHaveLength(25);
  });

  it('survives a worker restart: a new instance reads the same store', async () => {
    await createRecordCache({ maxEntries: () => 5 }).put('a', { kind: 'none' });
    expect((await createRecordCache({ maxEntries: () => 5 }).get('a'))?.answer).toEqual({ kind: 'none' });
  });

  it('drops a damaged entry instead of trusting it', async () => {
    const cache = createRecordCache({ maxEntries: () => 5 });
    await cache.put('a', { kind: 'found', body: {} });
    await fakeBrowser.storage.local.set({ 'cache:a': 'garbage' });
    expect(await cache.get('a')).toBeNull();
    expect((await cache.stats()).entries).toBe(0);
  });

  it('clears everything it holds', async () => {
    const cache = createRecordCache({ maxEntries: () => 5 });
    await cache.put('a', { kind: 'none' });
    await cache.put('b', { kind: 'found', body: 1 });
    await cache.clear();
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
    expect(await cache.get('b')).toBeNull();
  });
});

describe('freshness', () => {
  it.each([
    ['found', 0, 'fresh'],
    ['found', TTL_MS.found - 1, 'fresh'],
    ['found', TTL_MS.found, 'revalidate'],
    ['found', TTL_MS.found + STALE_WHILE_REVALIDATE_MS, 'expired'],
    ['none', HOUR - 1, 'fresh'],
    ['none', HOUR, 'expired'],
    ['found', -5, 'expired'],
  ] as const)('%s aged %d ms is %s', (kind, age, expected) => {
    expect(freshness(kind, 10_000_000, 10_000_000 + age)).toBe(expected);
  });
});
