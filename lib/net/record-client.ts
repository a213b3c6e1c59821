// GETs JSON from the record source: a time-out per attempt, bounded retries with back-off,
// Retry-After honoured, a body size bound, and no cookies. Only the background uses it.
import { memoryRestStore, NOT_RESTING, type RestStore } from './rest-store';
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

/** A retryable failure; `refused` when the source itself said no (429 or 5xx), which makes it rest. */
type Attempt = FetchOutcome | { kind: 'retry'; problem: string; waitMs: number | null; refused: boolean };

/** No rest lasts longer than this, whatever a Retry-After says (a date in the year 9999 included). */
export const MAX_REST_MS = 3_600_000;

/** What the options page shows of a resting source. */
export interface SourceRest {
  /** Epoch ms until which nothing is sent; null when the source is not resting. */
  until: number | null;
  /** The last refusal, e.g. "the record source answered 503". */
  reason: string | null;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** The body as text, or null once it passes `maxBytes`: reading stops there and the rest is
 * cancelled, so an oversized or endless body is never held in memory whole. */
export async function readBounded(response: Response, maxBytes: number): Promise<string | null> {
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
        return { kind: 'retry', problem: `the record source answered ${response.status}`, waitMs: wait, refused: true };
      }
      if (!response.ok) return { kind: 'unreachable', problem: `the record source answered ${response.status}` };
      // Number(null) is 0: an answer that declares no length is read up to the bound below.
      const declared = Number(response.headers.get('Content-Length'));
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
      return {
        kind: 'retry',
        problem: timedOut ? 'the record source did not answer in time' : 'the record source could not be reached',
        waitMs: null,
        refused: false,
      };
    } finally {
      clearTimeout(timer);
    }
  }

  // One back-off per source: consecutive refusals (429 or 5xx, from any lookup) make it rest longer,
  // an answer resets it. While it rests no lookup sends anything; a short rest is waited out.

  // Read-and-write of a source's state, one at a time, so refusals at the same moment all count.
  let updating: Promise<unknown> = Promise.resolve();
  function update<T>(change: () => Promise<T>): Promise<T> {
    const next = updating.then(change, change);
    updating = next.catch(() => undefined);
    return next;
  }

  /** Rests the source after a refusal; returns the rest's end and length. */
  function restAfter(origin: string, problem: string, asked: number | null): Promise<{ until: number; ms: number }> {
    return update(async () => {
      const refusals = (await rest.get(origin)).refusals + 1;
      const ms = Math.min(MAX_REST_MS, asked ?? opts.backoffMs * 3 ** (refusals - 1));
      const until = now() + ms;
      await rest.set(origin, { until, refusals, reason: problem });
      return { until, ms };
    });
  }

  const waitWords = (ms: number) => `the record source asked us to wait ${Math.ceil(ms / 1000)} s`;

  /**
   * Fetches one record URL.
   * @example await client.getJson('https://codewithpapers.app/paper/arxiv-2607-21653')
   */
  async function getJson(url: string): Promise<FetchOutcome> {
    let problem = 'the record source could not be reached';
    const origin = originOf(url);
    let ownRest = 0;
    for (let tries = 0; tries <= opts.retries; tries++) {
      const { until, refusals } = await rest.get(origin);
      const resting = until - now();
      // A rest another lookup set: wait out a short one, give up at once on a long one.
      if (resting > 0 && until !== ownRest) {
        if (resting > opts.maxWaitMs) return { kind: 'unreachable', problem: waitWords(resting) };
        await sleep(resting);
      }
      const outcome = await attempt(url);
      if (outcome.kind !== 'retry') {
        if (refusals > 0 || until > 0) await update(() => rest.set(origin, NOT_RESTING));
        return outcome;
      }
      problem = outcome.problem;
      if (!outcome.refused) {
        if (tries < opts.retries) await sleep(opts.backoffMs * 3 ** tries);
        continue;
      }
      const { until: ours, ms } = await restAfter(origin, problem, outcome.waitMs);
      ownRest = ours;
      if (ms > opts.maxWaitMs) return { kind: 'unreachable', problem: `${problem}; it asked us to wait ${Math.ceil(ms / 1000)} s` };
      if (tries < opts.retries) await sleep(ms);
    }
    return { kind: 'unreachable', problem };
  }

  /** The source's rest as the options page shows it. */
  async function restOf(base: string): Promise<SourceRest> {
    const { until, reason } = await rest.get(originOf(base));
    return until > now() ? { until, reason } : { until: null, reason: null };
  }

  /** "Try again now": ends the rest and the run of refusals. */
  function clearRest(base: string): Promise<void> {
    return update(() => rest.set(originOf(base), NOT_RESTING));
  }

  return { getJson, restOf, clearRest };
}

export type RecordClient = ReturnType<typeof createRecordClient>;

/** What the services need of a client: one GET. */
export type RecordFetcher = Pick<RecordClient, 'getJson'>;
