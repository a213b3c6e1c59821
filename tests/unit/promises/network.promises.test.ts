// The network numbers docs/record-source.md promises ("The record source contract" and "Papers with
// Code, when you turn it on"), stated as literals. The record source's client is made as register.ts makes it
// (no numbers passed), so its own defaults are what is tested; the second source's is made from the
// options register.ts gives it; the in-flight limits are counted through the wired background.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECOND_CLIENT_OPTIONS } from '../../../lib/background/second-service';
import { registerBackground } from '../../../lib/background/register';
import { type ClientOptions, createRecordClient } from '../../../lib/net/record-client';
import { memoryRestStore, type RestState, type RestStore } from '../../../lib/net/rest-store';
import { secondSource, secondSourceOn } from '../../../lib/settings';
import { deferred } from '../support/deferred';
import { freshBackground, SOURCE, send, settle, stubFetch } from './background-harness';

vi.mock('../../../lib/messaging/protocol', async () => (await import('./background-harness')).protocolMock());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const URL_ = `${SOURCE}/paper/arxiv-2607-21653`;
const NOW = 1_000_000;
const HOUR = 3_600_000;

/** A rest store that notes the length of every rest it is given. */
function notedRests(start?: RestState): RestStore & { lengths: number[] } {
  const store = memoryRestStore();
  const lengths: number[] = [];
  if (start) void store.set(new URL(SOURCE).origin, start);
  return {
    lengths,
    get: store.get,
    set: async (origin, state) => {
      if (state.until > 0) lengths.push(state.until - NOW);
      await store.set(origin, state);
    },
  };
}

/** A client with fakes for the network, the sleep and the clock, and nothing else of its options. */
function client(answer: () => Promise<Response>, extra: ClientOptions = {}) {
  const fetch = vi.fn(answer);
  const sleeps: number[] = [];
  const made = createRecordClient({ ...extra, fetch: fetch as typeof globalThis.fetch, sleep: async (ms) => void sleeps.push(ms), now: () => NOW });
  return { made, fetch, sleeps };
}
const refusing = (status: number, retryAfter?: string) => async (): Promise<Response> =>
  new Response('', { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } });

describe('docs/record-source.md › the record source contract: "429 and 5xx are retried at most twice"', () => {
  it.each([503, 429, 500])('%i: three attempts in all, then unreachable', async (status) => {
    const { made, fetch } = client(refusing(status));
    expect(await made.getJson(URL_)).toEqual({ kind: 'unreachable', problem: `the record source answered ${status}` });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('docs/record-source.md › the record source contract: "each refusal in a row … makes the whole source rest longer (0.4 s, 1.2 s, 3.6 s, …)"', () => {
  it('one lookup refused three times rests the source 0.4 s, then 1.2 s, then 3.6 s, waiting out the first two', async () => {
    const rest = notedRests();
    const { made, sleeps } = client(refusing(503), { rest });
    await made.getJson(URL_);
    expect(rest.lengths).toEqual([400, 1_200, 3_600]);
    expect(sleeps).toEqual([400, 1_200]);
  });

  it('the run goes on from lookup to lookup: a fourth refusal in a row rests it 10.8 s', async () => {
    const rest = notedRests({ until: 0, refusals: 3, reason: null });
    const { made } = client(refusing(503), { rest });
    await made.getJson(URL_);
    expect(rest.lengths[0]).toBe(10_800);
  });

  it('"A time-out or a dropped connection is retried with the same waits but does not make the source rest"', async () => {
    const rest = notedRests();
    const { made, fetch, sleeps } = client(async () => Promise.reject(new TypeError('connection reset')), { rest });
    expect(await made.getJson(URL_)).toEqual({ kind: 'unreachable', problem: 'the record source could not be reached' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([400, 1_200]);
    expect(rest.lengths).toEqual([]);
  });
});

describe('docs/record-source.md › the record source contract: rests "never more than an hour"', () => {
  it('a Retry-After of two hours rests the source one hour', async () => {
    const rest = notedRests();
    const { made, fetch } = client(refusing(429, '7200'), { rest });
    expect((await made.getJson(URL_)).kind).toBe('unreachable');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(rest.lengths).toEqual([HOUR]);
    expect(await made.restOf(SOURCE)).toMatchObject({ until: NOW + HOUR });
  });

  it('the tenth refusal in a row (0.4 s × 3⁹ = 2.2 h) rests it one hour', async () => {
    const rest = notedRests({ until: 0, refusals: 9, reason: null });
    const { made } = client(refusing(503), { rest });
    await made.getJson(URL_);
    expect(rest.lengths[0]).toBe(HOUR);
  });
});

describe('docs/record-source.md › the record source contract: "a rest of up to 20 s is waited out, a longer one answers \'unreachable\' at once"', () => {
  it('a Retry-After of 20 s is waited out and the record asked again', async () => {
    let first = true;
    const { made, fetch, sleeps } = client(async () => {
      if (!first) return Response.json({ ok: 1 });
      first = false;
      return refusing(503, '20')();
    });
    expect(await made.getJson(URL_)).toEqual({ kind: 'ok', body: { ok: 1 } });
    expect(sleeps).toEqual([20_000]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a Retry-After of 21 s is not waited for', async () => {
    const { made, fetch, sleeps } = client(refusing(503, '21'));
    expect(await made.getJson(URL_)).toEqual({ kind: 'unreachable', problem: 'the record source answered 503; it asked us to wait 21 s' });
    expect(sleeps).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a rest another lookup set, 20 s from its end, is waited out before asking', async () => {
    const rest = notedRests({ until: NOW + 20_000, refusals: 1, reason: 'x' });
    const { made, fetch, sleeps } = client(async () => Response.json({ ok: 1 }), { rest });
    expect((await made.getJson(URL_)).kind).toBe('ok');
    expect(sleeps).toEqual([20_000]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a rest 20.001 s from its end answers unreachable at once, asking nothing', async () => {
    const rest = notedRests({ until: NOW + 20_001, refusals: 1, reason: 'x' });
    const { made, fetch } = client(async () => Response.json({ ok: 1 }), { rest });
    expect((await made.getJson(URL_)).kind).toBe('unreachable');
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** The first attempt's signal, checked just before and at `ms` of fake time. */
async function abortedAround(options: ClientOptions, ms: number): Promise<[boolean, boolean]> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signals.push(init!.signal!);
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  const made = createRecordClient({ ...options, fetch: fetch as typeof globalThis.fetch, sleep: async () => undefined });
  const outcome = made.getJson(URL_);
  await vi.advanceTimersByTimeAsync(ms - 1);
  const before = signals[0]!.aborted;
  await vi.advanceTimersByTimeAsync(1);
  const at = signals[0]!.aborted;
  await vi.runAllTimersAsync();
  await outcome;
  return [before, at];
}

describe('docs/record-source.md › the record source contract: "Every attempt times out after 10 s"', () => {
  it('the attempt is still waited for at 9.999 s and given up at 10 s', async () => {
    expect(await abortedAround({}, 10_000)).toEqual([false, true]);
  });
});

describe('docs/record-source.md › the record source contract: "at most 4 requests are in flight" (through the wired background)', () => {
  freshBackground();

  it('six papers asked at once: four requests go out, the fifth when one ends', async () => {
    const pending: ReturnType<typeof deferred<Response>>[] = [];
    const fetch = stubFetch(() => {
      const answer = deferred<Response>();
      pending.push(answer);
      return answer.promise;
    });
    registerBackground();
    const lookups = [1, 2, 3, 4, 5, 6].map((n) => send('getPaper', { arxivId: `2607.2160${n}` }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(4);
    pending[0]!.resolve(new Response('', { status: 404 }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(5));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(5);
    for (let i = 1; i < 6; i++) {
      await vi.waitFor(() => expect(pending.length).toBeGreaterThan(i));
      pending[i]!.resolve(new Response('', { status: 404 }));
    }
    await Promise.all(lookups);
    await settle();
  });
});

describe('docs/record-source.md › Papers with Code: "1 retry, 8 s per attempt, and a Retry-After longer than 10 s is not waited for"', () => {
  it('a 503 is tried twice in all, resting 0.4 s between, as the record source does', async () => {
    const rest = notedRests();
    const { made, fetch, sleeps } = client(refusing(503), { ...SECOND_CLIENT_OPTIONS, rest });
    expect((await made.getJson(URL_)).kind).toBe('unreachable');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([400]);
    expect(rest.lengths).toEqual([400, 1_200]);
  });

  it('an attempt is waited for at 7.999 s and given up at 8 s', async () => {
    expect(await abortedAround(SECOND_CLIENT_OPTIONS, 8_000)).toEqual([false, true]);
  });

  it('a Retry-After of 10 s is waited out, one of 11 s is not', async () => {
    const ten = client(refusing(503, '10'), SECOND_CLIENT_OPTIONS);
    await ten.made.getJson(URL_);
    expect(ten.sleeps).toEqual([10_000]);
    expect(ten.fetch).toHaveBeenCalledTimes(2);
    const eleven = client(refusing(503, '11'), SECOND_CLIENT_OPTIONS);
    expect(await eleven.made.getJson(URL_)).toEqual({ kind: 'unreachable', problem: 'the record source answered 503; it asked us to wait 11 s' });
    expect(eleven.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('docs/record-source.md › Papers with Code: "at most 2 lookups in flight" (through the wired background)', () => {
  freshBackground();

  it('three papers asked at once: two lookups ask, the third when one ends', async () => {
    const pending: ReturnType<typeof deferred<Response>>[] = [];
    const fetch = stubFetch(() => {
      const answer = deferred<Response>();
      pending.push(answer);
      return answer.promise;
    });
    await secondSource.setValue('https://pwc.example');
    await secondSourceOn.setValue(true);
    registerBackground();
    const lookups = ['2607.21601', '2607.21602', '2607.21603'].map((arxivId) => send('getSecondOpinion', { arxivId }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    // An empty list of papers ends that lookup after its one request.
    pending[0]!.resolve(Response.json({ count: 0, results: [] }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(3);
    pending[1]!.resolve(Response.json({ count: 0, results: [] }));
    pending[2]!.resolve(Response.json({ count: 0, results: [] }));
    await Promise.all(lookups);
    await settle();
  });
});
