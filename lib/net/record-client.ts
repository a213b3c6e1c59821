// GETs JSON from the record source: a time-out per attempt, bounded retries with back-off,
// Retry-After honoured, a body size bound, and no cookies. Only the background uses it.
import { memoryRestStore, type RestStore } from './rest-store';
import { retryAfterMs } from './retry-after';

export type FetchOutcome =
  | { kind: 'ok'; body: unknown }
  | { kind: 'not-found' }
  | { kind: 'bad-body'; problem: string }
  | { kind: 'unreachable'; problem: string };

export interface ClientOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Per attempt, including the body. */
  timeoutMs?: number;
  /** Further attempts after the first, for 5xx, 429, time-outs and network errors. */
  retries?: number;
  backoffMs?: number;
  /** A Retry-After longer than this is not waited for: the lookup fails and the source rests. */
  maxWaitMs?: number;
  maxBodyBytes?: number;
  /** Where that rest is kept, per origin (see rest-store.ts); in this client's memory by default. */
  rest?: RestStore;
}

const TOO_LARGE = 'the answer is too large to read';
const DEFAULTS = { timeoutMs: 10_000, retries: 2, backoffMs: 400, maxWaitMs: 20_000, maxBodyBytes: 4_000_000 };

type Attempt = FetchOutcome | { kind: 'retry'; problem: string; waitMs: number | null };

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** The body as text, or null once it passes `maxBytes`: reading stops there and the rest is
 * cancelled, so an oversized or endless body is never held in memory whole. */
async function readBounded(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) {
    const text = await response.text();
    return new TextEncoder().encode(text).byteLength > maxBytes ? null : text;
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Creates a client; its pause after a long Retry-After is shared by every lookup through it
 * to the same origin. */
export function createRecordClient(options: ClientOptions = {}) {
  const opts = { ...DEFAULTS, ...options };
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = options.now ?? Date.now;
  const rest = options.rest ?? memoryRestStore();

  async function attempt(url: string): Promise<Attempt> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
    try {
      const response = await doFetch(url, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        credentials: 'omit',
        cache: 'no-cache',
        signal: controller.signal,
      });
      if (response.status === 404) return { kind: 'not-found' };
      if (response.status === 429 || response.status >= 500) {
        const wait = retryAfterMs(response.headers.get('Retry-After'), now());
        return { kind: 'retry', problem: `the record source answered ${response.status}`, waitMs: wait };
      }
      if (!response.ok) return { kind: 'unreachable', problem: `the record source answered ${response.status}` };
      const declared = Number(response.headers.get('Content-Length') ?? '0');
      if (declared > opts.maxBodyBytes) {
        void response.body?.cancel().catch(() => undefined);
        return { kind: 'bad-body', problem: TOO_LARGE };
      }
      const text = await readBounded(response, opts.maxBodyBytes);
      if (text === null) return { kind: 'bad-body', problem: TOO_LARGE };
      try {
        return { kind: 'ok', body: JSON.parse(text) as unknown };
      } catch {
        return { kind: 'bad-body', problem: 'the answer is not JSON' };
      }
    } catch {
      const timedOut = controller.signal.aborted;
      return { kind: 'retry', problem: timedOut ? 'the record source did not answer in time' : 'the record source could not be reached', waitMs: null };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Fetches one record URL.
   * @example await client.getJson('https://codewithpapers.app/paper/arxiv-2607-21653')
   */
  async function getJson(url: string): Promise<FetchOutcome> {
    let problem = 'the record source could not be reached';
    const origin = originOf(url);
    for (let tries = 0; tries <= opts.retries; tries++) {
      const resting = (await rest.get(origin)) - now();
      if (resting > 0) return { kind: 'unreachable', problem: `the record source asked us to wait ${Math.ceil(resting / 1000)} s` };
      const outcome = await attempt(url);
      if (outcome.kind !== 'retry') return outcome;
      problem = outcome.problem;
      if (outcome.waitMs !== null && outcome.waitMs > opts.maxWaitMs) {
        await rest.set(origin, now() + outcome.waitMs);
        return { kind: 'unreachable', problem: `${problem}; it asked us to wait ${Math.ceil(outcome.waitMs / 1000)} s` };
      }
      if (tries < opts.retries) await sleep(outcome.waitMs ?? opts.backoffMs * 3 ** tries);
    }
    return { kind: 'unreachable', problem };
  }

  return { getJson };
}

export type RecordClient = ReturnType<typeof createRecordClient>;
