// The cache's numbers as the README (and docs/) and the options page promise them, stated as literals and held to
// the code that uses them: the times to live and the stale window through the wired background on a
// fake clock, the byte bounds and the entry count through the cache itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerBackground } from '../../../lib/background/register';
import { byteLength, evictionFor, fitsAtAll } from '../../../lib/cache/cache-bounds';
import { cacheMaxEntries } from '../../../lib/settings';
import { loadRecord, REAL_RECORD } from '../../support/records';
import { settledCaches } from '../support/settled-caches';
import { freshBackground, fromOptions, SOURCE, send, settle, stubFetch } from './background-harness';

vi.mock('../../../lib/messaging/protocol', async () => (await import('./background-harness')).protocolMock());

freshBackground();
afterEach(async () => {
  // Writes and refreshes begun behind an answer land before the next test resets storage.
  await settle();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 11, 1, 12);
const PAPER = `${SOURCE}/paper/arxiv-2607-21653`;

/** The source answers the paper's record until `gone()`, then 404 ("no record"). */
function recordThenGone() {
  let there = true;
  const fetch = stubFetch((url) => (there && url === PAPER ? Response.json(loadRecord(REAL_RECORD)) : new Response('', { status: 404 })));
  return { fetch, gone: () => (there = false) };
}

/** The source answers 404 until `found()`, then the record. */
function noneThenFound() {
  let there = false;
  const fetch = stubFetch((url) => (there && url === PAPER ? Response.json(loadRecord(REAL_RECORD)) : new Response('', { status: 404 })));
  return { fetch, found: () => (there = true) };
}

/** Looks the paper up at `T0 + after` ms and gives its status. */
async function lookupAt(after: number): Promise<string> {
  vi.setSystemTime(T0 + after);
  const lookup = (await send('getPaper', { arxivId: '2607.21653' })) as { status: string };
  return lookup.status;
}

describe('README › Options: "Cache time to live | 24 hours" (how long a record is used before it is asked for again)', () => {
  it('a record fetched 24 h less 1 ms ago is used without asking the source', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { fetch } = recordThenGone();
    registerBackground();
    expect(await lookupAt(0)).toBe('found');
    expect(await lookupAt(24 * HOUR - 1)).toBe('found');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a record fetched 24 h ago is shown and asked for again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { fetch } = recordThenGone();
    registerBackground();
    expect(await lookupAt(0)).toBe('found');
    expect(await lookupAt(24 * HOUR)).toBe('found');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});

describe('README › Options: "for a week past that an old copy shows at once while a fresh one is fetched"', () => {
  it('24 h + 7 days less 1 ms after its fetch, the old copy shows at once though the source now has no record', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { fetch, gone } = recordThenGone();
    registerBackground();
    expect(await lookupAt(0)).toBe('found');
    gone();
    expect(await lookupAt(24 * HOUR + 7 * DAY - 1)).toBe('found');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('24 h + 7 days after its fetch, the old copy is no longer shown: the lookup waits for the source', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { gone } = recordThenGone();
    registerBackground();
    expect(await lookupAt(0)).toBe('found');
    gone();
    expect(await lookupAt(24 * HOUR + 7 * DAY)).toBe('none');
  });
});

describe('README › Options: "no record" is kept for an hour', () => {
  it('a "no record" answered 1 h less 1 ms ago is used without asking the source', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { fetch, found } = noneThenFound();
    registerBackground();
    expect(await lookupAt(0)).toBe('none');
    found();
    expect(await lookupAt(HOUR - 1)).toBe('none');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a "no record" answered 1 h ago is asked for again (and no old copy is shown meanwhile)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { fetch, found } = noneThenFound();
    registerBackground();
    expect(await lookupAt(0)).toBe('none');
    found();
    expect(await lookupAt(HOUR)).toBe('found');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('docs/record-source.md › Papers with Code: "the same time to live (a paper it has no page for is kept for an hour)"', () => {
  const SECOND = 'https://pwc.example';
  const PAPERS = `${SECOND}/api/v1/papers/?arxiv_id=2607.21653`;
  const REPOS = `${SECOND}/api/v1/papers/molt/repositories/`;

  /** Papers with Code lists the paper (one repository) until `gone()`, then no paper. */
  async function secondSite() {
    let there = true;
    const fetch = stubFetch((url) => {
      if (url === PAPERS) return Response.json({ count: there ? 1 : 0, results: there ? [{ id: 'molt', arxiv_id: '2607.21653' }] : [] });
      if (url === REPOS) return Response.json({ count: 1, results: [{ url: 'https://github.com/a/b', is_official: true }] });
      return new Response('', { status: 404 });
    });
    const { secondSource, secondSourceOn } = await import('../../../lib/settings');
    await secondSource.setValue(SECOND);
    await secondSourceOn.setValue(true);
    return { fetch, gone: () => (there = false), back: () => (there = true) };
  }
  const secondAt = async (after: number) => {
    vi.setSystemTime(T0 + after);
    return ((await send('getSecondOpinion', { arxivId: '2607.21653' })) as { status: string }).status;
  };

  it('its list is used for 24 h less 1 ms, shown and asked again at 24 h', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { fetch, gone } = await secondSite();
    registerBackground();
    expect(await secondAt(0)).toBe('found');
    gone();
    expect(await secondAt(24 * HOUR - 1)).toBe('found');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await secondAt(24 * HOUR)).toBe('found');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });

  it('"no page" is kept 1 h less 1 ms, and asked again at 1 h', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { fetch, gone, back } = await secondSite();
    gone();
    registerBackground();
    expect(await secondAt(0)).toBe('none');
    back();
    expect(await secondAt(HOUR - 1)).toBe('none');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await secondAt(HOUR)).toBe('found');
  });
});

describe('README › Options: "Cache entries | 500 | the most answers kept"', () => {
  const createRecordCache = settledCaches();

  it('the cache as the background makes it (bounded by the setting) keeps 500 answers, not 501', async () => {
    // register.ts: createRecordCache({ maxEntries: () => cacheMaxEntries.getValue() }); nothing saved.
    const cache = createRecordCache({ maxEntries: () => cacheMaxEntries.getValue() });
    for (let i = 1; i <= 501; i++) await cache.put(`k${i}`, { kind: 'none' });
    await cache.settled();
    expect((await cache.stats()).entries).toBe(500);
    // The least recently used went first.
    expect(await cache.get('k1')).toBeNull();
    expect(await cache.get('k2')).not.toBeNull();
  }, 60_000);

  it('a bound that is no number falls back to 500 too', async () => {
    const cache = createRecordCache({ maxEntries: () => Number.NaN });
    for (let i = 1; i <= 501; i++) await cache.put(`k${i}`, { kind: 'none' });
    await cache.settled();
    expect((await cache.stats()).entries).toBe(500);
  }, 60_000);

  it('through the wired background, cacheStats counts what the lookups kept', async () => {
    stubFetch(() => new Response('', { status: 404 }));
    registerBackground();
    await send('getPaper', { arxivId: '2607.21653' });
    await settle();
    expect(await send('cacheStats', undefined, fromOptions())).toMatchObject({ entries: 1 });
  });
});

describe('README › Options and Permissions: "never more than 7 MB of them"', () => {
  const row = (usedAt: number, bytes: number) => ({ storedAt: usedAt, usedAt, bytes });

  it('answers of 7,000,000 bytes in all fit; one byte more evicts the least recently used', () => {
    const rows = { old: row(1, 3_000_000), new: row(2, 3_000_000) };
    expect(evictionFor(rows, { limit: 500, bytes: 1_000_000 })).toEqual([]);
    expect(evictionFor(rows, { limit: 500, bytes: 1_000_001 })).toEqual(['old']);
  });

  it('7 MB is counted in bytes (1 MB = 1,000,000), not in MiB', () => {
    expect(evictionFor({ a: row(1, 7_000_000) }, { limit: 500, bytes: 1 })).toEqual(['a']);
  });
});

describe('README › Options: "an answer over 4.2 MB is shown but not kept"', () => {
  const createRecordCache = settledCaches();

  it('an answer of 4,200,000 bytes fits, one of 4,200,001 does not', () => {
    expect([fitsAtAll(4_200_000), fitsAtAll(4_200_001)]).toEqual([true, false]);
  });

  it('the cache keeps an entry of 4,200,000 bytes as stored, and not one of 4,200,001', async () => {
    const now = () => 1_000;
    const cache = createRecordCache({ maxEntries: () => 500, now });
    const sized = (bytes: number) => {
      const overhead = byteLength({ kind: 'found', body: '', storedAt: now() });
      return { kind: 'found' as const, body: 'x'.repeat(bytes - overhead) };
    };
    await cache.put('at-bound', sized(4_200_000));
    await cache.put('over', sized(4_200_001));
    await cache.settled();
    const stored = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(stored).filter((k) => k.startsWith('cache:'))).toEqual(['cache:at-bound']);
    expect((await cache.stats()).bytes).toBe(4_200_000);
  });

  // README (Options, Cache entries): "an answer over 4 MB is refused unread as too large".
  it('a record body of 4,000,001 bytes is refused unread, as too large; the record the source had is not shown', async () => {
    const record = loadRecord(REAL_RECORD);
    const base = JSON.stringify(record).length;
    record.padding = 'x'.repeat(4_000_001 - base - ',"padding":""'.length);
    expect(JSON.stringify(record).length).toBe(4_000_001);
    stubFetch(() => new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }));
    registerBackground();
    const lookup = (await send('getPaper', { arxivId: '2607.21653' })) as { status: string; problem?: string };
    expect(lookup).toEqual({ status: 'unreadable', problem: 'the answer is too large to read' });
  });

  it('a record body of 4,000,000 bytes is read and shown', async () => {
    const record = loadRecord(REAL_RECORD);
    const base = JSON.stringify(record).length;
    record.padding = 'x'.repeat(4_000_000 - base - ',"padding":""'.length);
    expect(JSON.stringify(record).length).toBe(4_000_000);
    stubFetch(() => new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }));
    registerBackground();
    const lookup = (await send('getPaper', { arxivId: '2607.21653' })) as { status: string };
    expect(lookup.status).toBe('found');
  });
});
