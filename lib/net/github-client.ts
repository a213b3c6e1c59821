// Asks GitHub's REST API for one repository: one GET, no cookies, a time-out, a body bound, the
// reader's token (when there is one) only to the API's own origin, an ETag to make a refresh free when
// nothing changed, and the rate-limit headers read from every answer. Only the background uses it.
import { readBounded } from './record-client';

/** What GitHub's headers say of the hourly allowance; `resetAt` in epoch ms. */
export interface RateHeaders {
  remaining: number;
  resetAt: number;
}

export type GithubFetch =
  | { kind: 'ok'; body: unknown; etag: string | null; rate: RateHeaders | null }
  /** 304: what was cached is still right. */
  | { kind: 'not-modified'; rate: RateHeaders | null }
  | { kind: 'gone'; rate: RateHeaders | null }
  /** The allowance is used up until `until`. */
  | { kind: 'limited'; until: number }
  | { kind: 'failed'; problem: string; rate: RateHeaders | null };

export interface GithubClientOptions {
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  maxBodyBytes?: number;
}

/** Per request, the body included. */
export const GITHUB_TIMEOUT_MS = 8_000;
/** A repository's answer is about 6 KB; anything past this is not one. */
export const GITHUB_MAX_BODY_BYTES = 500_000;
/** When a refusal names no reset time, nothing is asked for this long. */
export const GITHUB_UNSTATED_RESET_MS = 60_000;

/** A header's whole number, or null when absent or not one. */
function wholeHeader(headers: Headers, name: string): number | null {
  const text = headers.get(name);
  return text !== null && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** @example rateOf(new Headers({ 'X-RateLimit-Remaining': '59', 'X-RateLimit-Reset': '1796650000' })) // { remaining: 59, resetAt: 1796650000000 } */
export function rateOf(headers: Headers): RateHeaders | null {
  const remaining = wholeHeader(headers, 'X-RateLimit-Remaining');
  const reset = wholeHeader(headers, 'X-RateLimit-Reset');
  return remaining === null || reset === null ? null : { remaining, resetAt: reset * 1000 };
}

// Stryker disable BlockStatement: the catch emptied answers undefined, which the one caller reads as false
// too (a comment cannot sit on the catch's own block); the body emptied is every redirect case's failure.
const sameOrigin = (url: string, base: string) => {
  try {
    return url === '' || new URL(url).origin === new URL(base).origin;
  } catch {
    return false;
  }
};
// Stryker restore BlockStatement

/** @example await createGithubClient().getRepo('https://api.github.com', 'octo/hello', { token: '', etag: null }) */
export function createGithubClient(options: GithubClientOptions = {}) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? GITHUB_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? GITHUB_MAX_BODY_BYTES;

  async function read(response: Response, base: string): Promise<GithubFetch> {
    const rate = rateOf(response.headers);
    const { status } = response;
    if (status === 304) return { kind: 'not-modified', rate };
    if (status === 404 || status === 410) return { kind: 'gone', rate };
    if ((status === 403 || status === 429) && rate?.remaining === 0) return { kind: 'limited', until: Math.max(rate.resetAt, now()) };
    if (status === 429) return { kind: 'limited', until: now() + GITHUB_UNSTATED_RESET_MS };
    if (status === 401) return { kind: 'failed', problem: 'GitHub refused the token (401); check it in the options', rate };
    if (!response.ok) return { kind: 'failed', problem: `GitHub answered ${status}`, rate };
    // A redirect (a moved repository) is followed within the API's own origin only.
    if (!sameOrigin(response.url, base)) return { kind: 'failed', problem: 'GitHub’s answer came from another host', rate };
    const text = await readBounded(response, maxBodyBytes);
    if (text === null) return { kind: 'failed', problem: 'GitHub’s answer is too large to read', rate };
    try {
      return { kind: 'ok', body: JSON.parse(text) as unknown, etag: response.headers.get('ETag'), rate };
    } catch {
      return { kind: 'failed', problem: 'GitHub’s answer is not JSON', rate };
    }
  }

  /** `fullName` is a checked `owner/name`; `token` '' for none. */
  async function getRepo(base: string, fullName: string, ask: { token: string; etag: string | null }): Promise<GithubFetch> {
    const headers: Record<string, string> = { Accept: 'application/vnd.github+json' };
    if (ask.token !== '') headers.Authorization = `Bearer ${ask.token}`;
    if (ask.etag !== null) headers['If-None-Match'] = ask.etag;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const [owner = '', name = ''] = fullName.split('/');
      const url = `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
      const response = await doFetch(url, { method: 'GET', headers, credentials: 'omit', cache: 'no-store', signal: controller.signal });
      return await read(response, base);
    } catch {
      return { kind: 'failed', problem: controller.signal.aborted ? 'GitHub did not answer in time' : 'GitHub could not be reached', rate: null };
    } finally {
      clearTimeout(timer);
    }
  }

  return { getRepo };
}

export type GithubClient = ReturnType<typeof createGithubClient>;
