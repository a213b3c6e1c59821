// GETs JSON from the record source: a time-out per attempt, bounded retries with back-off,
// Retry-After honoured, a body size bound, and no cookies. Only the background uses it.
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
}

const DEFAULTS = { timeoutMs: 10_000, retries: 2, backoffMs: 400, maxWaitMs: 20_000, maxBodyBytes: 4_000_000 };

type Attempt = FetchOutcome | { kind: 'retry'; problem: string; waitMs: number | null };

/** Creates a client; its pause after a long Retry-After is shared by every lookup through it. */
export function createRecordClient(options: ClientOptions = {}) {
  const opts = { ...DEFAULTS, ...options };
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = options.now ?? Date.now;
  let restUntil = 0;

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
      if (declared > opts.maxBodyBytes) return { kind: 'bad-body', problem: 'the answer is too large to read' };
      const text = await response.text();
      if (text.length > opts.maxBodyBytes) return { kind: 'bad-body', problem: 'the answer is too large to read' };
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
    for (let tries = 0; tries <= opts.retries; tries++) {
      const resting = restUntil - now();
      if (resting > 0) return { kind: 'unreachable', problem: `the record source asked us to wait ${Math.ceil(resting / 1000)} s` };
      const outcome = await attempt(url);
      if (outcome.kind !== 'retry') return outcome;
      problem = outcome.problem;
      if (outcome.waitMs !== null && outcome.waitMs > opts.maxWaitMs) {
        restUntil = now() + outcome.waitMs;
        return { kind: 'unreachable', problem: `${problem}; it asked us to wait ${Math.ceil(outcome.waitMs / 1000)} s` };
      }
      if (tries < opts.retries) await sleep(outcome.waitMs ?? opts.backoffMs * 3 ** tries);
    }
    return { kind: 'unreachable', problem };
  }

  return { getJson };
}

export type RecordClient = ReturnType<typeof createRecordClient>;
