import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storedSince } from '../../../lib/background/stored-since';
import { settledCaches } from '../support/settled-caches';

beforeEach(() => fakeBrowser.reset());
const createRecordCache = settledCaches();
const KEY = 'https://records.example|paper:2607.21653';
const reads = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body);

async function cacheAt(time: number, answer?: Parameters<ReturnType<typeof createRecordCache>['put']>[1]) {
  const cache = createRecordCache({ maxEntries: () => 10, now: () => time });
  if (answer) await cache.put(KEY, answer);
  return cache;
}

describe('storedSince', () => {
  it.each([
    ['a record stored since', 2000, { kind: 'found' as const, body: { arxiv_id: '2607.21653' } }, { kind: 'ok', body: { arxiv_id: '2607.21653' } }],
    ['"no record" stored since', 2000, { kind: 'none' as const }, { kind: 'not-found' }],
    ['a record stored at the very time the lookup began', 1000, { kind: 'found' as const, body: {} }, { kind: 'ok', body: {} }],
    ['a record stored before the lookup began', 999, { kind: 'found' as const, body: {} }, null],
    ['a stored body that no longer reads', 2000, { kind: 'found' as const, body: ['old'] }, null],
    ['nothing stored', 2000, undefined, null],
  ])('%s: %j', async (_, storedAt, answer, expected) => {
    const cache = await cacheAt(storedAt, answer);
    expect(await storedSince(cache, KEY, 1000, reads)).toEqual(expected);
  });
});
