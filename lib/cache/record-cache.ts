// The background's cache of record-source answers in storage.local: bounded in entries,
// least recently used evicted first, and a damaged entry dropped rather than trusted.
import { storage } from 'wxt/utils/storage';

export type CachedAnswer = { kind: 'found'; body: unknown } | { kind: 'none' };
export interface CacheHit {
  answer: CachedAnswer;
  storedAt: number;
}
interface IndexRow {
  storedAt: number;
  usedAt: number;
  bytes: number;
}
type Index = Record<string, IndexRow>;

const INDEX_KEY = 'local:cache-index' as const;
const entryKey = (key: string) => `local:cache:${key}` as const;

function isAnswer(value: unknown): value is CachedAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'none' || (kind === 'found' && 'body' in value);
}

export interface CacheOptions {
  maxEntries: () => number | Promise<number>;
  now?: () => number;
}

/** @example const cache = createRecordCache({ maxEntries: () => 500 }); await cache.get('paper:2607.21653') */
export function createRecordCache(options: CacheOptions) {
  const now = options.now ?? Date.now;
  let chain: Promise<unknown> = Promise.resolve();

  // Index changes run one after another, so concurrent lookups never lose each other's rows.
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const next = chain.then(task, task);
    chain = next.catch(() => undefined);
    return next;
  }

  // Read afresh each time, not kept in memory: another extension page (options' "clear cache")
  // or a restarted worker must never act on an index that storage no longer holds.
  async function loadIndex(): Promise<Index> {
    const stored = await storage.getItem<Index>(INDEX_KEY);
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  }

  async function drop(rows: Index, keys: string[]): Promise<void> {
    for (const key of keys) delete rows[key];
    await storage.removeItems(keys.map(entryKey));
  }

  async function get(key: string): Promise<CacheHit | null> {
    return serial(async () => {
      const rows = await loadIndex();
      const row = rows[key];
      if (!row) return null;
      const answer = await storage.getItem<unknown>(entryKey(key));
      if (!isAnswer(answer)) {
        await drop(rows, [key]);
        await storage.setItem(INDEX_KEY, rows);
        return null;
      }
      row.usedAt = now();
      await storage.setItem(INDEX_KEY, rows);
      return { answer, storedAt: row.storedAt };
    });
  }

  async function put(key: string, answer: CachedAnswer): Promise<void> {
    return serial(async () => {
      const rows = await loadIndex();
      const time = now();
      rows[key] = { storedAt: time, usedAt: time, bytes: JSON.stringify(answer).length };
      await storage.setItem(entryKey(key), answer);
      const limit = Math.max(1, await options.maxEntries());
      // The answer just stored is never the one evicted, even when timestamps tie.
      const others = Object.keys(rows).filter((k) => k !== key);
      const byAge = others.sort((a, b) => rows[a]!.usedAt - rows[b]!.usedAt);
      if (byAge.length + 1 > limit) await drop(rows, byAge.slice(0, byAge.length + 1 - limit));
      await storage.setItem(INDEX_KEY, rows);
    });
  }

  async function clear(): Promise<void> {
    return serial(async () => {
      const rows = await loadIndex();
      await drop(rows, Object.keys(rows));
      await storage.setItem(INDEX_KEY, rows);
    });
  }

  async function stats(): Promise<{ entries: number; bytes: number }> {
    return serial(async () => {
      const rows = Object.values(await loadIndex());
      return { entries: rows.length, bytes: rows.reduce((sum, row) => sum + row.bytes, 0) };
    });
  }

  return { get, put, clear, stats };
}

export type RecordCache = ReturnType<typeof createRecordCache>;
