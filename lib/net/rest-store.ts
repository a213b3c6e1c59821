// Where a record client keeps "the source asked us to wait until …" (a Retry-After longer than
// the client waits for), per origin. In memory by default; `sessionRestStore` keeps it in
// storage.session as well, so the pause outlives the service worker, which Chromium stops
// after 30 s idle, while a source may ask for minutes.
import { browser } from 'wxt/browser';

export interface RestStore {
  /** Epoch ms until which nothing is sent to `origin`; 0 when it is not resting. */
  get(origin: string): Promise<number>;
  set(origin: string, until: number): Promise<void>;
}

/** @example const rest = memoryRestStore(); await rest.set('https://codewithpapers.app', Date.now() + 60_000) */
export function memoryRestStore(): RestStore {
  const until = new Map<string, number>();
  return {
    get: async (origin) => until.get(origin) ?? 0,
    set: async (origin, ms) => void until.set(origin, ms),
  };
}

type SessionArea = { get(key: string): Promise<Record<string, unknown>>; set(items: Record<string, unknown>): Promise<void> };
const KEY = 'net:restUntil';

/**
 * Memory first, storage.session behind it (shared by a restarted worker, gone with the browser).
 * Storage that fails or is missing only loses the pause across restarts, never a lookup.
 * @example createRecordClient({ rest: sessionRestStore() })
 */
export function sessionRestStore(area: SessionArea | undefined = browser.storage?.session as SessionArea | undefined): RestStore {
  const memory = memoryRestStore();
  const read = async (): Promise<Record<string, number>> => {
    const items: Record<string, unknown> = area ? await area.get(KEY).catch(() => ({})) : {};
    const stored = items[KEY];
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  };
  return {
    async get(origin) {
      const stored = (await read())[origin];
      return Math.max(await memory.get(origin), typeof stored === 'number' ? stored : 0);
    },
    async set(origin, until) {
      await memory.set(origin, until);
      if (area) await area.set({ [KEY]: { ...(await read()), [origin]: until } }).catch(() => undefined);
    },
  };
}
