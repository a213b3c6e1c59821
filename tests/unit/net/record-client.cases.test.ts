// The record client's edges, one fixture each: which request it sends, how much of a body it reads,
// when it waits, gives up or rests the source, and what the reader is told.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordClient } from '../../../lib/net/record-client';
import type { RestState, RestStore } from '../../../lib/net/rest-store';

const URL_ = 'https://records.example/paper/arxiv-2607-21653';
const BASE = 'https://records.example';
const NOW = 1_000_000;
const NOT_RESTING = { until: 0, refusals: 0, reason: null };

/** A fetch that plays the given answers in order and records every call. */
function scripted(...answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A rest store starting from `states`, recording each write. */
function recordingRest(states: Record<string, RestState> = {}) {
  const writes: [string, RestState][] = [];
  const store: RestStore = {
    get: async (origin) => states[origin] ?? NOT_RESTING,
    set: async (origin, state) => {
      writes.push([origin, state]);
      states[origin] = state;
    },
  };
  return { store, writes, states };
}

/** A body arriving in `chunks`, noting how many were pulled and whether reading was cancelled. */
function chunked(chunks: string[]) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[seen.pulled];
      seen.pulled += 1;
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

/** An answer without a body stream, as some fetch implementations give: only text(). */
function bodiless(text: string, headers: Record<string, string> = {}): Response {
  return { status: 200, ok: true, headers: new Headers(headers), body: null, text: async () => text } as unknown as Response;
}

const sleeps = () => vi.fn(async (_ms: number) => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe('the request sent', () => {
  it('asks for JSON, sends no cookies and bypasses the HTTP cache', async () => {
    const { fetch, calls } = scripted(new Response('{}'));
    await createRecordClient({ fetch }).getJson(URL_);
    expect(calls[0]?.url).toBe(URL_);
    expect(calls[0]?.init).toMatchObject({ method: 'GET', headers: { Accept: 'application/json' }, credentials: 'omit', cache: 'no-cache' });
  });

  it('uses the global fetch when none is given', async () => {
    const global = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"a":1}'));
    expect(await createRecordClient().getJson(URL_)).toEqual({ kind: 'ok', body: { a: 1 } });
    expect(global).toHaveBeenCalledWith(URL_, expect.objectContaining({ credentials: 'omit' }));
  });

  it('sends nothing and says the source could not be reached when told to make no attempt', async () => {
    const { fetch, calls } = scripted(new Response('{}'));
    expect(await createRecordClient({ fetch, retries: -1 }).getJson(URL_)).toEqual({
      kind: 'unreachable',
      problem: 'the record source could not be reached',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('the answer read', () => {
  it('tells the reader the status of a refusal that is not worth retrying, after one request', async () => {
    const { fetch, calls } = scripted(new Response('{"error":"forbidden"}', { status: 403 }));
    expect(await createRecordClient({ fetch }).getJson(URL_)).toEqual({ kind: 'unreachable', problem: 'the record source answered 403' });
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['at the bound', '10', 10, { kind: 'ok', body: '12345678' }],
    ['one byte over the bound', '10', 9, { kind: 'bad-body', problem: 'the answer is too large to read' }],
  ])('reads a body whose declared length is %s', async (_name, length, maxBodyBytes, expected) => {
    const { fetch } = scripted(new Response('"12345678"', { headers: { 'Content-Length': length } }));
    expect(await createRecordClient({ fetch, maxBodyBytes }).getJson(URL_)).toEqual(expected);
  });

  it('refuses a body declared too large without reading it, even when it is short', async () => {
    const body = chunked(['{}']);
    const { fetch } = scripted(new Response(body.stream, { headers: { 'Content-Length': '5000001' } }));
    expect(await createRecordClient({ fetch }).getJson(URL_)).toEqual({ kind: 'bad-body', problem: 'the answer is too large to read' });
    expect(body.seen.pulled).toBeLessThanOrEqual(1);
  });

  it('refuses a body declared too large that has no stream to cancel', async () => {
    const { fetch } = scripted(bodiless('{}', { 'Content-Length': '11' }));
    expect(await createRecordClient({ fetch, maxBodyBytes: 10 }).getJson(URL_)).toEqual({
      kind: 'bad-body',
      problem: 'the answer is too large to read',
    });
  });

  it.each([
    ['exactly at the bound', 11, { kind: 'ok', body: { a: 'xxx' } }],
    ['one byte over the bound', 10, { kind: 'bad-body', problem: 'the answer is too large to read' }],
  ])('joins a body arriving in pieces when it is %s', async (_name, maxBodyBytes, expected) => {
    const body = chunked(['{"a"', ':"xx', 'x"}']);
    const { fetch } = scripted(new Response(body.stream));
    expect(await createRecordClient({ fetch, maxBodyBytes }).getJson(URL_)).toEqual(expected);
  });

  it('stops reading an oversized body at the bound and cancels the rest', async () => {
    const body = chunked(Array.from({ length: 10 }, () => 'x'.repeat(100)));
    const { fetch } = scripted(new Response(body.stream));
    expect(await createRecordClient({ fetch, maxBodyBytes: 250 }).getJson(URL_)).toEqual({
      kind: 'bad-body',
      problem: 'the answer is too large to read',
    });
    expect(body.seen.pulled).toBeLessThanOrEqual(4);
    expect(body.seen.cancelled).toBe(true);
  });

  it.each([
    // "é" is two bytes: the bound counts bytes, not characters.
    ['at the bound', 4, { kind: 'ok', body: 'é' }],
    ['one byte over the bound', 3, { kind: 'bad-body', problem: 'the answer is too large to read' }],
  ])('reads an answer without a body stream %s', async (_name, maxBodyBytes, expected) => {
    const { fetch } = scripted(bodiless('"é"'));
    expect(await createRecordClient({ fetch, maxBodyBytes }).getJson(URL_)).toEqual(expected);
  });
});

describe('retries after failures that are not refusals', () => {
  it('waits 100 then 300 ms between three unreachable attempts, never after the last, and leaves the source not resting', async () => {
    const sleep = sleeps();
    const { fetch, calls } = scripted(new TypeError('reset'), new TypeError('reset'), new TypeError('reset'));
    const client = createRecordClient({ fetch, sleep, now: () => NOW, retries: 2, backoffMs: 100 });
    expect(await client.getJson(URL_)).toEqual({ kind: 'unreachable', problem: 'the record source could not be reached' });
    expect(calls).toHaveLength(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100, 300]);
    expect(await client.restOf(BASE)).toEqual({ until: null, reason: null });
  });

  it('really waits the back-off when no sleep is given', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scripted(new TypeError('reset'), new Response('{"ok":1}'));
    const pending = createRecordClient({ fetch, retries: 1, backoffMs: 400 }).getJson(URL_);
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(await pending).toEqual({ kind: 'ok', body: { ok: 1 } });
  });

  it('leaves no time-out running once the answer is in', async () => {
    vi.useFakeTimers();
    const { fetch } = scripted(new Response('{}'));
    await createRecordClient({ fetch }).getJson(URL_);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a rest set by another lookup', () => {
  const client = (states: Record<string, RestState>, maxWaitMs = 20_000) => {
    const sleep = sleeps();
    const rest = recordingRest(states);
    const { fetch, calls } = scripted(new Response('{"ok":1}'));
    return { sleep, rest, calls, client: createRecordClient({ fetch, sleep, now: () => NOW, rest: rest.store, maxWaitMs }) };
  };

  it('is waited out when it lasts exactly the longest wait', async () => {
    const c = client({ [BASE]: { until: NOW + 20_000, refusals: 1, reason: 'the record source answered 503' } });
    expect(await c.client.getJson(URL_)).toEqual({ kind: 'ok', body: { ok: 1 } });
    expect(c.sleep.mock.calls).toEqual([[20_000]]);
  });

  it('makes the lookup give up at once when it lasts one ms longer', async () => {
    const c = client({ [BASE]: { until: NOW + 20_001, refusals: 1, reason: 'the record source answered 503' } });
    expect(await c.client.getJson(URL_)).toEqual({ kind: 'unreachable', problem: 'the record source asked us to wait 21 s' });
    expect(c.calls).toHaveLength(0);
    expect(c.sleep).not.toHaveBeenCalled();
  });

  it('is not waited for once it ends this very ms, and the answer then ends the run of refusals', async () => {
    const c = client({ [BASE]: { until: NOW, refusals: 1, reason: 'the record source answered 503' } });
    expect(await c.client.getJson(URL_)).toEqual({ kind: 'ok', body: { ok: 1 } });
    expect(c.sleep).not.toHaveBeenCalled();
    expect(c.rest.writes).toEqual([[BASE, NOT_RESTING]]);
  });

  it.each([
    ['refusals with the rest already over', { until: 0, refusals: 2, reason: null }],
    ['a rest ended with no refusals counted', { until: 500, refusals: 0, reason: null }],
  ])('is cleared by an answer after %s', async (_name, state) => {
    const c = client({ [BASE]: state });
    await c.client.getJson(URL_);
    expect(c.rest.writes).toEqual([[BASE, NOT_RESTING]]);
  });

  it('is not written at all by an answer from a source that never refused', async () => {
    const c = client({});
    expect(await c.client.getJson(URL_)).toEqual({ kind: 'ok', body: { ok: 1 } });
    expect(c.rest.writes).toEqual([]);
    expect(c.sleep).not.toHaveBeenCalled();
  });
});

describe('a Retry-After the source asks for', () => {
  it.each([
    ['exactly the longest wait is waited out', '20', { kind: 'ok', body: {} }, [[20_000]]],
    ['one second over it makes the lookup give up', '21', { kind: 'unreachable', problem: 'the record source answered 429; it asked us to wait 21 s' }, []],
  ])('%s', async (_name, header, expected, slept) => {
    const sleep = sleeps();
    const { fetch } = scripted(new Response('', { status: 429, headers: { 'Retry-After': header } }), new Response('{}'));
    expect(await createRecordClient({ fetch, sleep, now: () => NOW, maxWaitMs: 20_000 }).getJson(URL_)).toEqual(expected);
    expect(sleep.mock.calls).toEqual(slept);
  });
});

describe('restOf and origins', () => {
  it.each([
    ['ending this very ms is over', NOW, { until: null, reason: null }],
    ['ending one ms later is shown', NOW + 1, { until: NOW + 1, reason: 'the record source answered 503' }],
  ])('a rest %s', async (_name, until, expected) => {
    const rest = recordingRest({ [BASE]: { until, refusals: 1, reason: 'the record source answered 503' } });
    expect(await createRecordClient({ now: () => NOW, rest: rest.store }).restOf(BASE)).toEqual(expected);
  });

  it('rests only the origin that refused', async () => {
    const { fetch } = scripted(new Response('', { status: 503 }));
    const client = createRecordClient({ fetch, now: () => NOW, retries: 0, backoffMs: 400 });
    await client.getJson(URL_);
    expect(await client.restOf(`${BASE}/other/path`)).toEqual({ until: NOW + 400, reason: 'the record source answered 503' });
    expect(await client.restOf('https://mirror.example')).toEqual({ until: null, reason: null });
  });

  it('keys a base that is not a URL by itself, apart from other such bases', async () => {
    const { fetch } = scripted(new Response('', { status: 503 }));
    const client = createRecordClient({ fetch, now: () => NOW, retries: 0, backoffMs: 400 });
    await client.getJson('records-a');
    expect(await client.restOf('records-a')).toEqual({ until: NOW + 400, reason: 'the record source answered 503' });
    expect(await client.restOf('records-b')).toEqual({ until: null, reason: null });
  });
});
