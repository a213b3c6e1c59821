// GitHub's client: what one request carries (the address, its headers, no cookies, no cache, the
// token only when there is one), each answer it can get read into an outcome, the body bound, the
// time-out, and the rate-limit headers read as numbers or not at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGithubClient, type GithubFetch, rateOf } from '../../../lib/net/github-client';

afterEach(() => vi.useRealTimers());

const BASE = 'https://api.github.com';
const NOW = 1_800_000_000_000;
const NO_ASK = { token: '', etag: null };

/** A fetch that answers with `answer` (a Response, an Error thrown, or a function of the init) and records each call. */
function fakeFetch(answer: Response | Error | ((init: RequestInit | undefined) => Promise<Response>)) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(init);
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A response whose `url` reads as given (fetch sets it after redirects; the constructor cannot). */
const at = (response: Response, url: string): Response => Object.defineProperty(response, 'url', { value: url });
const rateHeaders = (remaining: string, reset: string) => ({ 'X-RateLimit-Remaining': remaining, 'X-RateLimit-Reset': reset });

async function getOnce(response: Response, options: { maxBodyBytes?: number; now?: number } = {}): Promise<GithubFetch> {
  const { fetch } = fakeFetch(response);
  return createGithubClient({ fetch, now: () => options.now ?? NOW, maxBodyBytes: options.maxBodyBytes }).getRepo(BASE, 'octo/hello', NO_ASK);
}

describe('what a request carries', () => {
  it('GETs base/repos/owner/name with only the Accept header, no cookies, no cache, and a signal', async () => {
    const { fetch, calls } = fakeFetch(new Response('{}'));
    await createGithubClient({ fetch }).getRepo(BASE, 'octo/hello', NO_ASK);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.github.com/repos/octo/hello');
    expect(calls[0]!.init).toEqual({
      method: 'GET',
      headers: { Accept: 'application/vnd.github+json' },
      credentials: 'omit',
      cache: 'no-store',
      signal: expect.any(AbortSignal),
    });
  });

  it('encodes the owner and the name each on its own, and asks for an empty name when none is given', async () => {
    const { fetch, calls } = fakeFetch(new Response('{}'));
    const client = createGithubClient({ fetch });
    await client.getRepo('http://127.0.0.1:8787', 'o w#?/n%e&x', NO_ASK);
    await client.getRepo(BASE, 'lonely', NO_ASK);
    expect(calls.map((call) => call.url)).toEqual(['http://127.0.0.1:8787/repos/o%20w%23%3F/n%25e%26x', 'https://api.github.com/repos/lonely/']);
  });

  it('sends the token as a Bearer header only when there is one', async () => {
    const { fetch, calls } = fakeFetch(new Response('{}'));
    const client = createGithubClient({ fetch });
    await client.getRepo(BASE, 'octo/hello', { token: 'ghp_abc123', etag: null });
    await client.getRepo(BASE, 'octo/hello', { token: '', etag: null });
    expect(calls[0]!.init?.headers).toEqual({ Accept: 'application/vnd.github+json', Authorization: 'Bearer ghp_abc123' });
    expect(calls[1]!.init?.headers).toEqual({ Accept: 'application/vnd.github+json' });
    expect(JSON.stringify(calls[1]!.init)).not.toContain('Bearer');
  });

  it('sends If-None-Match only with an ETag, as given', async () => {
    const { fetch, calls } = fakeFetch(new Response('{}'));
    const client = createGithubClient({ fetch });
    await client.getRepo(BASE, 'octo/hello', { token: '', etag: 'W/"abc"' });
    await client.getRepo(BASE, 'octo/hello', { token: 't', etag: '"def"' });
    expect(calls[0]!.init?.headers).toEqual({ Accept: 'application/vnd.github+json', 'If-None-Match': 'W/"abc"' });
    expect(calls[1]!.init?.headers).toEqual({ Accept: 'application/vnd.github+json', Authorization: 'Bearer t', 'If-None-Match': '"def"' });
  });
});

describe('the answers', () => {
  it('reads a 200: the body, the ETag and the rate', async () => {
    const response = new Response(JSON.stringify({ full_name: 'octo/hello', stargazers_count: 3 }), {
      headers: { ETag: 'W/"e1"', ...rateHeaders('59', '1800003600') },
    });
    expect(await getOnce(response)).toEqual({
      kind: 'ok',
      body: { full_name: 'octo/hello', stargazers_count: 3 },
      etag: 'W/"e1"',
      rate: { remaining: 59, resetAt: 1_800_003_600_000 },
    });
  });

  it('reads a 200 without ETag or rate headers as null for both', async () => {
    expect(await getOnce(new Response('[1,2]'))).toEqual({ kind: 'ok', body: [1, 2], etag: null, rate: null });
  });

  it('follows a redirect within the API’s origin, and refuses one that left it', async () => {
    expect(await getOnce(at(new Response('{"a":1}'), `${BASE}/repositories/42`))).toMatchObject({ kind: 'ok', body: { a: 1 } });
    expect(await getOnce(at(new Response('{"a":1}', { headers: rateHeaders('5', '1800003600') }), 'https://evil.example/repos/octo/hello'))).toEqual({
      kind: 'failed',
      problem: 'GitHub’s answer came from another host',
      rate: { remaining: 5, resetAt: 1_800_003_600_000 },
    });
    expect(await getOnce(at(new Response('{}'), 'http://api.github.com/repos/octo/hello'))).toMatchObject({ kind: 'failed' });
    expect(await getOnce(at(new Response('{}'), 'not an address'))).toEqual({ kind: 'failed', problem: 'GitHub’s answer came from another host', rate: null });
  });

  it('reads 304 as not modified, with its rate', async () => {
    expect(await getOnce(new Response(null, { status: 304, headers: rateHeaders('40', '1800003600') }))).toEqual({
      kind: 'not-modified',
      rate: { remaining: 40, resetAt: 1_800_003_600_000 },
    });
  });

  it.each([404, 410])('reads %i as gone, with its rate', async (status) => {
    expect(await getOnce(new Response('{"message":"Not Found"}', { status, headers: rateHeaders('12', '1800003600') }))).toEqual({
      kind: 'gone',
      rate: { remaining: 12, resetAt: 1_800_003_600_000 },
    });
    expect(await getOnce(new Response('', { status }))).toEqual({ kind: 'gone', rate: null });
  });

  it.each([403, 429])('reads %i with no requests remaining as limited until the reset, in ms', async (status) => {
    expect(await getOnce(new Response('{}', { status, headers: rateHeaders('0', '1800003600') }))).toEqual({ kind: 'limited', until: 1_800_003_600_000 });
  });

  it.each([403, 429])('reads %i with remaining 0 and a reset already past as limited until now', async (status) => {
    expect(await getOnce(new Response('{}', { status, headers: rateHeaders('0', '1799999999') }))).toEqual({ kind: 'limited', until: 1_800_000_000_000 });
  });

  it('reads the last request of the hour (200, 0 remaining) as the answer it is, with its rate', async () => {
    expect(await getOnce(new Response('{"full_name":"octo/hello"}', { headers: { ETag: '"e"', ...rateHeaders('0', '1800003600') } }))).toEqual({
      kind: 'ok',
      body: { full_name: 'octo/hello' },
      etag: '"e"',
      rate: { remaining: 0, resetAt: 1_800_003_600_000 },
    });
  });

  it.each([
    [401, 'GitHub refused the token (401); check it in the options'],
    [500, 'GitHub answered 500'],
    [418, 'GitHub answered 418'],
  ])('reads %i with 0 remaining as the failure it is, not as the allowance', async (status, problem) => {
    expect(await getOnce(new Response('{}', { status, headers: rateHeaders('0', '1800003600') }))).toEqual({
      kind: 'failed',
      problem,
      rate: { remaining: 0, resetAt: 1_800_003_600_000 },
    });
  });

  it('reads a 404 with 0 remaining as gone, with its rate', async () => {
    expect(await getOnce(new Response('{}', { status: 404, headers: rateHeaders('0', '1800003600') }))).toEqual({
      kind: 'gone',
      rate: { remaining: 0, resetAt: 1_800_003_600_000 },
    });
  });

  it('reads a 403 with requests remaining as a failure (not the allowance), in words', async () => {
    expect(await getOnce(new Response('{}', { status: 403, headers: rateHeaders('1', '1800003600') }))).toEqual({
      kind: 'failed',
      problem: 'GitHub answered 403',
      rate: { remaining: 1, resetAt: 1_800_003_600_000 },
    });
    expect(await getOnce(new Response('{}', { status: 403 }))).toEqual({ kind: 'failed', problem: 'GitHub answered 403', rate: null });
  });

  it('reads a 429 that names no spent allowance as limited for 60 s from now', async () => {
    expect(await getOnce(new Response('', { status: 429 }))).toEqual({ kind: 'limited', until: 1_800_000_060_000 });
    expect(await getOnce(new Response('', { status: 429, headers: rateHeaders('7', '1800003600') }))).toEqual({ kind: 'limited', until: 1_800_000_060_000 });
  });

  it('reads a 401 as the token refused, in words that say where to look', async () => {
    expect(await getOnce(new Response('{"message":"Bad credentials"}', { status: 401, headers: rateHeaders('58', '1800003600') }))).toEqual({
      kind: 'failed',
      problem: 'GitHub refused the token (401); check it in the options',
      rate: { remaining: 58, resetAt: 1_800_003_600_000 },
    });
  });

  it.each([500, 502, 418, 451])('reads %i as a failure naming the status', async (status) => {
    expect(await getOnce(new Response('{}', { status }))).toEqual({ kind: 'failed', problem: `GitHub answered ${status}`, rate: null });
  });

  it('reads a body that is not JSON as a failure', async () => {
    expect(await getOnce(new Response('<html>rate limited</html>', { headers: rateHeaders('3', '1800003600') }))).toEqual({
      kind: 'failed',
      problem: 'GitHub’s answer is not JSON',
      rate: { remaining: 3, resetAt: 1_800_003_600_000 },
    });
  });
});

describe('the body bound', () => {
  /** A JSON string of exactly `bytes` bytes. */
  const jsonOf = (bytes: number) => `"${'x'.repeat(bytes - 2)}"`;

  it('reads a body of 500,000 bytes and refuses one of 500,001 unread', async () => {
    expect(await getOnce(new Response(jsonOf(500_000)))).toMatchObject({ kind: 'ok', body: 'x'.repeat(499_998) });
    expect(await getOnce(new Response(jsonOf(500_001), { headers: rateHeaders('9', '1800003600') }))).toEqual({
      kind: 'failed',
      problem: 'GitHub’s answer is too large to read',
      rate: { remaining: 9, resetAt: 1_800_003_600_000 },
    });
  });

  it('keeps a bound given to it: 10 bytes read, 11 refused', async () => {
    expect(await getOnce(new Response(jsonOf(10)), { maxBodyBytes: 10 })).toMatchObject({ kind: 'ok', body: 'xxxxxxxx' });
    expect(await getOnce(new Response(jsonOf(11)), { maxBodyBytes: 10 })).toEqual({
      kind: 'failed',
      problem: 'GitHub’s answer is too large to read',
      rate: null,
    });
  });
});

describe('no answer', () => {
  it('says GitHub could not be reached when fetch throws', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    expect(await createGithubClient({ fetch }).getRepo(BASE, 'octo/hello', NO_ASK)).toEqual({
      kind: 'failed',
      problem: 'GitHub could not be reached',
      rate: null,
    });
  });

  /** A fetch that never answers, and fails once its signal aborts. */
  const silent = () =>
    fakeFetch(
      (init) =>
        new Promise<Response>((_, fail) => init?.signal?.addEventListener('abort', () => fail(new DOMException('The operation was aborted.', 'AbortError')))),
    );

  it('gives up after 8 s, not at 7.999 s, and says GitHub did not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch } = silent();
    let outcome: GithubFetch | null = null;
    void createGithubClient({ fetch })
      .getRepo(BASE, 'octo/hello', NO_ASK)
      .then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: 'failed', problem: 'GitHub did not answer in time', rate: null });
  });

  it('keeps a time-out given to it (50 ms)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch } = silent();
    let outcome: GithubFetch | null = null;
    void createGithubClient({ fetch, timeoutMs: 50 })
      .getRepo(BASE, 'octo/hello', NO_ASK)
      .then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(49);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: 'failed', problem: 'GitHub did not answer in time', rate: null });
  });

  it('leaves no timer behind once an answer (or a failure) came', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answered = fakeFetch(new Response('{}'));
    await createGithubClient({ fetch: answered.fetch }).getRepo(BASE, 'octo/hello', NO_ASK);
    expect(vi.getTimerCount()).toBe(0);
    const thrown = fakeFetch(new TypeError('fetch failed'));
    await createGithubClient({ fetch: thrown.fetch }).getRepo(BASE, 'octo/hello', NO_ASK);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the global fetch when given none', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}'));
    expect(await createGithubClient().getRepo(BASE, 'octo/hello', NO_ASK)).toMatchObject({ kind: 'ok', body: { ok: true } });
    expect(spy).toHaveBeenCalledWith('https://api.github.com/repos/octo/hello', expect.objectContaining({ credentials: 'omit' }));
  });

  it('reads the clock given to it, and Date.now when given none', async () => {
    const fixed = fakeFetch(new Response('', { status: 429 }));
    expect(await createGithubClient({ fetch: fixed.fetch, now: () => 5 }).getRepo(BASE, 'a/b', NO_ASK)).toEqual({ kind: 'limited', until: 60_005 });
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    const real = fakeFetch(new Response('', { status: 429 }));
    expect(await createGithubClient({ fetch: real.fetch }).getRepo(BASE, 'a/b', NO_ASK)).toEqual({ kind: 'limited', until: 61_000 });
  });
});

describe('rateOf', () => {
  it.each([
    ['both', rateHeaders('59', '1796650000'), { remaining: 59, resetAt: 1_796_650_000_000 }],
    ['0 remaining', rateHeaders('0', '1'), { remaining: 0, resetAt: 1_000 }],
    ['15 digits', rateHeaders('123456789012345', '123456789012345'), { remaining: 123_456_789_012_345, resetAt: 123_456_789_012_345_000 }],
    ['a no-break space around the number', rateHeaders('\u00a059', '1796650000\u00a0'), { remaining: 59, resetAt: 1_796_650_000_000 }],
  ])('reads %s', (_what, headers, expected) => {
    expect(rateOf(new Headers(headers))).toEqual(expected);
  });

  it.each([
    ['no headers', {}],
    ['no reset', { 'X-RateLimit-Remaining': '59' }],
    ['no remaining', { 'X-RateLimit-Reset': '1796650000' }],
    ['empty values', rateHeaders('', '')],
    ['an empty remaining', rateHeaders('', '1796650000')],
    ['an empty reset', rateHeaders('59', '')],
    ['words', rateHeaders('many', '1796650000')],
    ['a negative count', rateHeaders('-1', '1796650000')],
    ['a fraction', rateHeaders('59', '1796650000.5')],
    ['a number with a tail', rateHeaders('59abc', '1796650000')],
    ['a number with a head', rateHeaders('abc59', '1796650000')],
    ['16 digits', rateHeaders('59', '1234567890123456')],
    ['an exponent', rateHeaders('1e3', '1796650000')],
    ['a hex number', rateHeaders('0x10', '1796650000')],
  ])('reads %s as null', (_what, headers) => {
    expect(rateOf(new Headers(headers))).toBeNull();
  });
});
