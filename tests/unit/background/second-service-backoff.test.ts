// The second source through a real record client with its own options: its retries, its time-out and
// its rest after refusals, which never reach the record source's client, even on the same origin.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createSecondService,
  SECOND_CLIENT_OPTIONS,
  SECOND_MAX_IN_FLIGHT,
  SECOND_MAX_WAIT_MS,
  SECOND_RETRIES,
  SECOND_TIMEOUT_MS,
} from '../../../lib/background/second-service';
import { createRecordClient } from '../../../lib/net/record-client';
import { createRequestQueue } from '../../../lib/net/request-queue';
import { settledCaches } from '../support/settled-caches';

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.useRealTimers());
const createRecordCache = settledCaches();

// The same origin for both sources, as in the end-to-end suites: still two rests.
const ORIGIN = 'http://127.0.0.1:8787';
const RECORD = `${ORIGIN}/paper/arxiv-2607-21653`;

/** The second source's service over a real client whose fetch answers `second`, and the record
 * source's own client, whose fetch always answers 200. */
function setup(second: (url: string, init?: RequestInit) => Promise<Response>) {
  const secondFetch = vi.fn(second);
  const recordFetch = vi.fn(async () => Response.json({ arxiv_id: '2607.21653' }));
  const sleeps: number[] = [];
  const sleep = async (ms: number) => void sleeps.push(ms);
  const client = createRecordClient({ ...SECOND_CLIENT_OPTIONS, fetch: secondFetch as typeof fetch, sleep });
  const service = createSecondService({
    client,
    cache: createRecordCache({ maxEntries: () => 50 }),
    queue: createRequestQueue(SECOND_MAX_IN_FLIGHT),
    base: async () => ORIGIN,
    on: async () => true,
  });
  const records = createRecordClient({ fetch: recordFetch as typeof fetch, sleep });
  return { service, client, records, secondFetch, recordFetch, sleeps };
}

describe('the second source’s client', () => {
  it('states its numbers: 1 retry, 8 s per attempt, waits of at most 10 s', () => {
    expect([SECOND_RETRIES, SECOND_TIMEOUT_MS, SECOND_MAX_WAIT_MS]).toEqual([1, 8_000, 10_000]);
    expect(SECOND_CLIENT_OPTIONS).toEqual({ retries: 1, timeoutMs: 8_000, maxWaitMs: 10_000 });
  });

  it('tries a 5xx twice in all, then says so in words naming the site', async () => {
    const { service, secondFetch } = setup(async () => new Response('', { status: 503 }));
    expect(await service.lookupSecond('2607.21653')).toMatchObject({ status: 'unreachable', problem: 'Papers with Code answered 503' });
    expect(secondFetch).toHaveBeenCalledTimes(2);
  });

  it('sends no cookies, and only the arXiv id', async () => {
    const { service, secondFetch } = setup(async () => new Response('', { status: 404 }));
    expect(await service.lookupSecond('2607.21653v2')).toEqual({ status: 'none', site: ORIGIN });
    expect(secondFetch).toHaveBeenCalledWith(`${ORIGIN}/api/v1/papers/?arxiv_id=2607.21653`, expect.objectContaining({ credentials: 'omit', method: 'GET' }));
  });

  it('gives up on an attempt after 8 s, twice, and says it did not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { service, secondFetch } = setup(
      (_url, init) => new Promise((_, fail) => init?.signal?.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError')))),
    );
    const lookup = service.lookupSecond('2607.21653');
    await vi.advanceTimersByTimeAsync(8_000 - 1);
    expect(secondFetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(secondFetch).toHaveBeenCalledTimes(2));
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await lookup).toMatchObject({ status: 'unreachable', problem: 'Papers with Code did not answer in time' });
  });

  it('rests after a 429 asking for a minute, and the record source on the same origin is not slowed', async () => {
    const { service, client, records, secondFetch, recordFetch, sleeps } = setup(
      async () => new Response('', { status: 429, headers: { 'Retry-After': '60' } }),
    );
    expect(await service.lookupSecond('2607.21653')).toMatchObject({
      status: 'unreachable',
      problem: 'Papers with Code answered 429; it asked us to wait 60 s',
    });
    expect((await client.restOf(ORIGIN)).until).not.toBeNull();
    // Resting: the next lookup sends nothing.
    expect(await service.lookupSecond('2607.00001')).toMatchObject({
      status: 'unreachable',
      problem: expect.stringMatching(/^Papers with Code asked us to wait \d+ s$/),
    });
    expect(secondFetch).toHaveBeenCalledTimes(1);
    // The record source's client knows nothing of it: it asks at once, waiting for nothing.
    expect(await records.restOf(ORIGIN)).toEqual({ until: null, reason: null });
    expect(await records.getJson(RECORD)).toMatchObject({ kind: 'ok' });
    expect([recordFetch.mock.calls.length, sleeps]).toEqual([1, []]);
  });
});
