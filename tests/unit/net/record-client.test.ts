import { describe, expect, it, vi } from 'vitest';
import { createRecordClient } from '../../../lib/net/record-client';
import { retryAfterMs } from '../../../lib/net/retry-after';

type Answer = Response | Error;

/** A fetch that plays the given answers in order and records every call it got. */
function scripted(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), { status: 200, ...init });
const URL_ = 'https://records.example/paper/arxiv-2607-21653';

describe('createRecordClient', () => {
  it('GETs JSON without cookies and reads the body', async () => {
    const { fetch, calls } = scripted(json({ arxiv_id: '2607.21653' }));
    const outcome = await createRecordClient({ fetch }).getJson(URL_);
    expect(outcome).toEqual({ kind: 'ok', body: { arxiv_id: '2607.21653' } });
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'omit', headers: { Accept: 'application/json' } });
  });

  it('says not found for 404 without retrying', async () => {
    const { fetch, calls } = scripted(new Response('{}', { status: 404 }));
    expect(await createRecordClient({ fetch }).getJson(URL_)).toEqual({ kind: 'not-found' });
    expect(calls).toHaveLength(1);
  });

  it('retries 5xx and network errors a bounded number of times with growing waits', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    const { fetch, calls } = scripted(new Response('', { status: 500 }), new TypeError('reset'), new Response('', { status: 503 }));
    const outcome = await createRecordClient({ fetch, sleep, retries: 2, backoffMs: 100 }).getJson(URL_);
    expect(outcome.kind).toBe('unreachable');
    expect(calls).toHaveLength(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100, 300]);
  });

  it('recovers when a retry succeeds', async () => {
    const { fetch } = scripted(new Response('', { status: 502 }), json({ ok: 1 }));
    const outcome = await createRecordClient({ fetch, sleep: async () => undefined }).getJson(URL_);
    expect(outcome).toEqual({ kind: 'ok', body: { ok: 1 } });
  });

  it('waits as long as Retry-After says on 429', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    const { fetch } = scripted(new Response('', { status: 429, headers: { 'Retry-After': '3' } }), json({}));
    await createRecordClient({ fetch, sleep }).getJson(URL_);
    expect(sleep).toHaveBeenCalledWith(3000);
  });

  it('gives up on a Retry-After beyond its limit and then rests without asking again', async () => {
    let now = 1_000_000;
    const { fetch, calls } = scripted(new Response('', { status: 429, headers: { 'Retry-After': '120' } }));
    const client = createRecordClient({ fetch, now: () => now, maxWaitMs: 10_000 });
    expect((await client.getJson(URL_)).kind).toBe('unreachable');
    now += 60_000;
    const second = await client.getJson(URL_);
    expect(second).toEqual({ kind: 'unreachable', problem: 'the record source asked us to wait 60 s' });
    expect(calls).toHaveLength(1);
  });

  it('reports a body that is not JSON', async () => {
    const { fetch } = scripted(new Response('<html>oops</html>', { status: 200 }));
    expect(await createRecordClient({ fetch }).getJson(URL_)).toEqual({ kind: 'bad-body', problem: 'the answer is not JSON' });
  });

  it('refuses a body over the size bound', async () => {
    const { fetch } = scripted(new Response(JSON.stringify({ s: 'x'.repeat(2000) })));
    const outcome = await createRecordClient({ fetch, maxBodyBytes: 1000 }).getJson(URL_);
    expect(outcome.kind).toBe('bad-body');
  });

  it('times out a source that never answers, and says so', async () => {
    const fetch = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof globalThis.fetch;
    const outcome = await createRecordClient({ fetch, timeoutMs: 20, retries: 1, sleep: async () => undefined }).getJson(URL_);
    expect(outcome).toEqual({ kind: 'unreachable', problem: 'the record source did not answer in time' });
  });
});

describe('retryAfterMs', () => {
  it.each([
    ['5', 5000],
    ['0', 0],
    [' 12 ', 12000],
    ['Wed, 21 Oct 2015 07:28:30 GMT', 30_000],
    ['soon', null],
    ['', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(retryAfterMs(header, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(expected);
  });
});
