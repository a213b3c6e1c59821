// The record cache's edges, one fixture each: which stored entries it trusts, what a damaged index
// leaves in storage, when recorded uses reach the index, and what is kept when storage is full.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settledCaches } from '../support/settled-caches';
import { clock, entryKeys, INDEX, indexKeys, setRaw } from './cache-storage';

// Each cache's writes and recorded uses are done before the next test resets storage.
const createRecordCache = settledCaches();

beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  vi.useRealTimers();
});

const storedIndex = async () => (await fakeBrowser.storage.local.get(INDEX))[INDEX] as Record<string, { usedAt: number }>;
/** A found answer whose stored JSON is a little over `mb` megabytes. */
const record = (mb: number, tag: string) => ({ kind: 'found' as const, body: { tag, text: 'x'.repeat(mb * 1_000_000) } });

describe('a stored entry', () => {
  it('with a finite storedAt and kind none is a hit, with that time', async () => {
    const cache = createRecordCache({ maxEntries: () => 5 });
    await cache.put('a', { kind: 'none' });
    await setRaw({ 'cache:a': { kind: 'none', storedAt: 5 } });
    expect(await cache.get('a')).toEqual({ answer: { kind: 'none' }, storedAt: 5 });
  });

  it.each([
    ['none without storedAt', { kind: 'none' }],
    ['none with storedAt as text', { kind: 'none', storedAt: '1000' }],
    ['found without storedAt', { kind: 'found', body: 1 }],
    ['found without a body', { kind: 'found', storedAt: 1_000 }],
    ['an unknown kind with a body', { kind: 'maybe', body: 1, storedAt: 1_000 }],
  ])('(%s) misses and is dropped from storage and index', async (_name, junk) => {
    const cache = createRecordCache({ maxEntries: () => 5 });
    await cache.put('a', { kind: 'none' });
    await setRaw({ 'cache:a': junk });
    expect(await cache.get('a')).toBeNull();
    expect(await entryKeys()).toEqual([]);
    expect(await indexKeys()).toEqual([]);
  });
});

describe('a damaged index', () => {
  it('keeps the entries of its sound rows and the other data in storage, and drops every other entry', async () => {
    const entry = { kind: 'none', storedAt: 1 };
    await setRaw({
      [INDEX]: { a: { storedAt: 1, usedAt: 1, bytes: 30 }, b: 'not a row' },
      'cache:a': entry,
      'cache:b': entry,
      'cache:orphan': entry,
      settings: { maxEntries: 5 },
    });
    expect(await createRecordCache({ maxEntries: () => 5 }).stats()).toEqual({ entries: 1, bytes: 30 });
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual(['cache-index', 'cache:a', 'settings']);
  });

  it('a sound one is only read: stats write nothing', async () => {
    const cache = createRecordCache({ maxEntries: () => 5 });
    await cache.put('a', { kind: 'none' });
    const changed: string[] = [];
    fakeBrowser.storage.local.onChanged.addListener((changes) => changed.push(...Object.keys(changes)));
    expect((await cache.stats()).entries).toBe(1);
    expect(changed).toEqual([]);
  });
});

describe('an empty store', () => {
  it('is only read: stats write nothing, not even an empty index', async () => {
    const changed: string[] = [];
    fakeBrowser.storage.local.onChanged.addListener((changes) => changed.push(...Object.keys(changes)));
    expect(await createRecordCache({ maxEntries: () => 5 }).stats()).toEqual({ entries: 0, bytes: 0 });
    expect(changed).toEqual([]);
  });
});

describe('stats', () => {
  it('adds up the stored size of each entry', async () => {
    const cache = createRecordCache({ maxEntries: () => 5, now: () => 1_000 });
    // {"kind":"none","storedAt":1000} is 31 bytes; {"kind":"found","body":1,"storedAt":1000} is 41.
    await cache.put('a', { kind: 'none' });
    await cache.put('b', { kind: 'found', body: 1 });
    expect(await cache.stats()).toEqual({ entries: 2, bytes: 72 });
  });
});

describe('recorded uses reach the index', () => {
  async function usedAfterPut(recencyDelayMs?: number) {
    vi.useFakeTimers();
    const time = clock(1_000);
    const cache = createRecordCache({ maxEntries: () => 5, now: time.now, ...(recencyDelayMs === undefined ? {} : { recencyDelayMs }) });
    await cache.put('a', { kind: 'none' });
    time.tick();
    await cache.get('a');
    return cache;
  }

  it('2 s after a hit by default, with the later time', async () => {
    await usedAfterPut();
    await vi.advanceTimersByTimeAsync(1_999);
    expect((await storedIndex()).a?.usedAt).toBe(1_000);
    await vi.advanceTimersByTimeAsync(1);
    expect((await storedIndex()).a?.usedAt).toBe(1_001);
  });

  it('after the delay asked for, not the default', async () => {
    await usedAfterPut(60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect((await storedIndex()).a?.usedAt).toBe(1_000);
    await vi.advanceTimersByTimeAsync(1);
    expect((await storedIndex()).a?.usedAt).toBe(1_001);
  });

  it('for the rows still listed, when another page removed one meanwhile', async () => {
    const time = clock(1_000);
    const cache = createRecordCache({ maxEntries: () => 5, now: time.now, recencyDelayMs: 60_000 });
    await cache.put('a', { kind: 'none' });
    await cache.put('b', { kind: 'none' });
    time.tick();
    await cache.get('a');
    await cache.get('b');
    const { a: _removed, ...rest } = await storedIndex();
    await setRaw({ [INDEX]: rest });
    await cache.flush();
    expect(await storedIndex()).toEqual({ b: { storedAt: 1_000, usedAt: 1_001, bytes: 31 } });
  });
});

describe('an answer that cannot be kept', () => {
  it('over 4.2 MB leaves the index listing what it held', async () => {
    const cache = createRecordCache({ maxEntries: () => 5 });
    await cache.put('small', { kind: 'none' });
    await cache.put('huge', record(5, 'huge'));
    expect(await indexKeys()).toEqual(['small']);
    expect(await entryKeys()).toEqual(['small']);
  });

  it('when the bound cannot be read, is not cached and the console says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('settings unreadable');
    const cache = createRecordCache({
      maxEntries: () => {
        throw failure;
      },
    });
    await expect(cache.put('a', { kind: 'none' })).resolves.toBeUndefined();
    expect(await cache.get('a')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Paper Code Lens: an answer was not cached', failure);
  });
});

describe('a full store', () => {
  async function threeHeld() {
    const time = clock();
    const cache = createRecordCache({ maxEntries: () => 500, now: time.now });
    for (const key of ['a', 'b', 'c']) {
      time.tick();
      await cache.put(key, record(1, key));
    }
    time.tick();
    return cache;
  }
  function refuse(times: number) {
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    let left = times;
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      if (Object.keys(items).some((k) => k.startsWith('cache:')) && left-- > 0) throw new Error('QUOTA_BYTES quota exceeded');
      await set(items);
    });
  }

  it('refusing once: room is made for twice the answer within 3.5 MB, and the answer is kept and listed', async () => {
    const cache = await threeHeld();
    refuse(1);
    await cache.put('d', record(1, 'd'));
    // 1 MB held + 2 MB of room ≤ 3.5 MB: the two least recently used went, not one, not all.
    expect(await entryKeys()).toEqual(['c', 'd']);
    expect(await indexKeys()).toEqual(['c', 'd']);
  });

  it('refusing twice: the answer is not listed, and the index lists what storage holds', async () => {
    const cache = await threeHeld();
    refuse(2);
    await cache.put('d', record(1, 'd'));
    expect(await entryKeys()).toEqual(['c']);
    expect(await indexKeys()).toEqual(['c']);
  });
});
