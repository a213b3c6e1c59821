// Where a record client keeps each source's back-off: until when it rests, how many refusals in a row
// led there, and the last one's words. In memory by default; `sessionRestStore` keeps it in
// storage.session, so the rest outlives the service worker (which Chromium stops after 30 s idle) and
// ends with the browser.
import { browser } from 'wxt/browser';

export interface RestState {
  /** Epoch ms until which nothing is sent; 0 when the source is not resting. */
  until: number;
  /** Refusals in a row (429 or 5xx); an answer resets it. */
  refusals: number;
  /** The last refusal in words, e.g. "the record source answered 503". */
  reason: string | null;
}

export const NOT_RESTING: RestState = { until: 0, refusals: 0, reason: null };

export interface RestStore {
  get(origin: string): Promise<RestState>;
  set(origin: string, state: RestState): Promise<void>;
}

/** A stored state, checked: storage.session is writable by every extension page. */
function readState(value: unknown): RestState {
  if (typeof value !== 'object' || value === null) return NOT_RESTING;
  const { until, refusals, reason } = value as Record<string, unknown>;
  return {
    // Stryker disable next-line ConditionalExpression: Number.isFinite is false for a non-number, so the typeof test only narrows the type
    until: typeof until === 'number' && Number.isFinite(until) ? until : 0,
    // Stryker disable next-line ConditionalExpression,EqualityOperator: Number.isInteger rejects a non-number all the same, and 0 refusals read as 0 either way
    refusals: typeof refusals === 'number' && Number.isInteger(refusals) && refusals >= 0 ? Math.min(refusals, 100) : 0,
    reason: typeof reason === 'string' ? reason.slice(0, 200) : null,
  };
}

/** @example const rest = memoryRestStore(); await rest.set('https://codewithpapers.app', { until: Date.now() + 60_000, refusals: 1, reason: null }) */
export function memoryRestStore(): RestStore {
  const states = new Map<string, RestState>();
  return {
    get: async (origin) => states.get(origin) ?? NOT_RESTING,
    set: async (origin, state) => void states.set(origin, state),
  };
}

type SessionArea = { get(key: string): Promise<Record<string, unknown>>; set(items: Record<string, unknown>): Promise<void> };
const KEY = 'net:sourceRest';

/**
 * storage.session when there is one (shared by a restarted worker, gone with the browser), else memory.
 * Storage that fails only loses the rest, never a lookup.
 * @example createRecordClient({ rest: sessionRestStore() })
 */
export function sessionRestStore(area: SessionArea | undefined = browser.storage?.session as SessionArea | undefined): RestStore {
  if (!area) return memoryRestStore();
  const read = async (): Promise<Record<string, unknown>> => {
    const stored = (await area.get(KEY).catch(() => ({}) as Record<string, unknown>))[KEY];
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  };
  return {
    get: async (origin) => readState((await read())[origin]),
    async set(origin, state) {
      await area.set({ [KEY]: { ...(await read()), [origin]: state } }).catch(() => undefined);
    },
  };
}
