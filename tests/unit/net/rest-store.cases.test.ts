// Where a source's back-off is kept: storage.session (outlives a stopped service worker), else memory.
// What is read back is checked, since every extension page can write storage.session.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { memoryRestStore, sessionRestStore } from '../../../lib/net/rest-store';

const KEY = 'net:sourceRest';
const ORIGIN = 'https://records.example';
const OTHER = 'https://other.example';

/** A storage.session stand-in holding `items`, recording what is written. */
function area(items: Record<string, unknown> = {}) {
  const writes: Record<string, unknown>[] = [];
  return {
    items,
    writes,
    get: async (key: string) => (key in items ? { [key]: items[key] } : {}),
    set: async (next: Record<string, unknown>) => {
      writes.push(next);
      Object.assign(items, next);
    },
  };
}

const storedAs = (state: unknown) => area({ [KEY]: { [ORIGIN]: state } });

beforeEach(() => fakeBrowser.reset());

describe('sessionRestStore reads a stored rest, checked', () => {
  const resting = { until: 1_700_000_000_000, refusals: 3, reason: 'the record source answered 503' };
  const long = 'r'.repeat(300);

  it.each([
    ['a well-formed rest', resting, resting],
    ['nothing stored for the source', undefined, { until: 0, refusals: 0, reason: null }],
    ['null', null, { until: 0, refusals: 0, reason: null }],
    ['a string', 'resting', { until: 0, refusals: 0, reason: null }],
    ['an endless until', { until: Number.POSITIVE_INFINITY, refusals: 1, reason: null }, { until: 0, refusals: 1, reason: null }],
    ['an until that is not a number', { until: '1700000000000', refusals: 1, reason: null }, { until: 0, refusals: 1, reason: null }],
    ['a NaN until', { until: Number.NaN, refusals: 1, reason: null }, { until: 0, refusals: 1, reason: null }],
    ['refusals as text', { until: 5, refusals: '3', reason: null }, { until: 5, refusals: 0, reason: null }],
    ['fractional refusals', { until: 5, refusals: 2.5, reason: null }, { until: 5, refusals: 0, reason: null }],
    ['negative refusals', { until: 5, refusals: -1, reason: null }, { until: 5, refusals: 0, reason: null }],
    ['no refusals', { until: 5, refusals: 0, reason: null }, { until: 5, refusals: 0, reason: null }],
    ['refusals at the cap', { until: 5, refusals: 100, reason: null }, { until: 5, refusals: 100, reason: null }],
    ['refusals over the cap', { until: 5, refusals: 150, reason: null }, { until: 5, refusals: 100, reason: null }],
    ['a reason that is not text', { until: 5, refusals: 1, reason: 503 }, { until: 5, refusals: 1, reason: null }],
    ['a reason of 300 characters', { until: 5, refusals: 1, reason: long }, { until: 5, refusals: 1, reason: 'r'.repeat(200) }],
  ])('%s', async (_name, stored, expected) => {
    expect(await sessionRestStore(storedAs(stored)).get(ORIGIN)).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['text', 'junk'],
    ['a number', 42],
  ])('reads no rest when the whole stored value is %s', async (_name, stored) => {
    expect(await sessionRestStore(area({ [KEY]: stored })).get(ORIGIN)).toEqual({ until: 0, refusals: 0, reason: null });
  });

  it('reads no rest when storage cannot be read', async () => {
    const failing = { ...area(), get: () => Promise.reject(new Error('session storage gone')) };
    expect(await sessionRestStore(failing).get(ORIGIN)).toEqual({ until: 0, refusals: 0, reason: null });
  });
});

describe('sessionRestStore writes one entry per source', () => {
  const state = { until: 2_000, refusals: 2, reason: 'the record source answered 429' };

  it('keeps the other sources when one rests', async () => {
    const other = { until: 9_000, refusals: 1, reason: null };
    const session = area({ [KEY]: { [OTHER]: other } });
    await sessionRestStore(session).set(ORIGIN, state);
    expect(session.writes).toEqual([{ [KEY]: { [OTHER]: other, [ORIGIN]: state } }]);
    expect(await sessionRestStore(session).get(ORIGIN)).toEqual(state);
    expect(await sessionRestStore(session).get(OTHER)).toEqual(other);
  });

  it.each([
    ['text', 'junk'],
    ['null', null],
  ])('replaces a stored value that is %s with just the new rest', async (_name, stored) => {
    const session = area({ [KEY]: stored });
    await sessionRestStore(session).set(ORIGIN, state);
    expect(session.writes).toEqual([{ [KEY]: { [ORIGIN]: state } }]);
  });

  it('loses only the rest, not the lookup, when storage cannot be written', async () => {
    const failing = { ...area(), set: () => Promise.reject(new Error('quota')) };
    await expect(sessionRestStore(failing).set(ORIGIN, state)).resolves.toBeUndefined();
  });

  it('uses the browser storage.session by default, so a restarted worker sees the rest', async () => {
    await sessionRestStore().set(ORIGIN, state);
    expect((await fakeBrowser.storage.session.get(KEY))[KEY]).toEqual({ [ORIGIN]: state });
    expect(await sessionRestStore().get(ORIGIN)).toEqual(state);
  });

  it('keeps the rest in memory when the browser has no storage.session', async () => {
    const storage = fakeBrowser.storage as { session?: unknown };
    const session = storage.session;
    Object.defineProperty(storage, 'session', { value: undefined, configurable: true, writable: true });
    try {
      const store = sessionRestStore();
      expect(await store.get(ORIGIN)).toEqual({ until: 0, refusals: 0, reason: null });
      await store.set(ORIGIN, state);
      expect(await store.get(ORIGIN)).toEqual(state);
    } finally {
      Object.defineProperty(storage, 'session', { value: session, configurable: true, writable: true });
    }
  });
});

describe('memoryRestStore', () => {
  it('keeps each source apart and starts not resting', async () => {
    const store = memoryRestStore();
    await store.set(ORIGIN, { until: 5, refusals: 1, reason: 'x' });
    expect(await store.get(ORIGIN)).toEqual({ until: 5, refusals: 1, reason: 'x' });
    expect(await store.get(OTHER)).toEqual({ until: 0, refusals: 0, reason: null });
  });
});
