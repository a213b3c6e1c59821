// Entries left without an index (the index key removed alone, by hand or by a crash between writes):
// they must not be served forever nor escape the bound.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settledCaches } from '../support/settled-caches';
import { answer, clock, entryKeys, setRaw } from './cache-storage';

// Each cache's writes and recorded uses are done before the next test resets storage.
const createRecordCache = settledCaches();

beforeEach(() => fakeBrowser.reset());

describe('entries with no index', () => {
  it('are swept at the next write, so the bound of 1 keeps only the entry just put', async () => {
    const time = clock();
    await setRaw({ 'cache:a': { kind: 'found', body: { i: 1 }, storedAt: 500 }, 'cache:b': { kind: 'none', storedAt: 600 } });
    const cache = createRecordCache({ maxEntries: () => 1, now: time.now });
    await cache.put('c', answer(3));
    expect(await entryKeys()).toEqual(['c']);
    expect(await cache.get('a')).toBeNull();
    expect((await cache.stats()).entries).toBe(1);
  });

  it('are swept when the stats are read, and nothing is written when there were none', async () => {
    await setRaw({ 'cache:a': { kind: 'none', storedAt: 500 } });
    const cache = createRecordCache({ maxEntries: () => 10 });
    expect((await cache.stats()).entries).toBe(0);
    expect(await entryKeys()).toEqual([]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });
});
