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
const ENTRY_PREFIX = 'cache:';
const entryKey = (key: string) => `local:${ENTRY_PREFIX}${key}` as const;
/** What the bound falls back to when its setting is not a number (the setting's own default). */
const FALLBACK_MAX_ENTRIES = 500;

function isRow(value: unknown): value is IndexRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return ['storedAt', 'usedAt', 'bytes'].every((k) => Number.isFinite(row[k]));
}

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

  /** Removes every stored entry the index does not list: what a damaged index left behind. */
  async function sweep(rows: Index): Promise<void> {
    const all = await storage.snapshot('local');
    const orphans = Object.keys(all).filter((k) => k.startsWith(ENTRY_PREFIX) && !(k.slice(ENTRY_PREFIX.length) in rows));
    if (orphans.length > 0) await storage.removeItems(orphans.map((k) => `local:${k}` as const));
  }

  // Read afresh each time, not kept in memory: another extension page (options' "clear cache")
  // or a restarted worker must never act on an index that storage no longer holds. A damaged
  // index or row is dropped with the entries it stood for, never trusted.
  async function loadIndex(): Promise<Index> {
    const stored = await storage.getItem<unknown>(INDEX_KEY);
    const table = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : null;
    const rows: Index = {};
    for (const [key, row] of Object.entries(table ?? {})) if (isRow(row)) rows[key] = row;
    if (stored !== null && (!table || Object.keys(rows).length !== Object.keys(table).length)) {
      await sweep(rows);
      await storage.setItem(INDEX_KEY, rows);
    }
    return rows;
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
      const asked = Number(await options.maxEntries());
      const limit = Number.isFinite(asked) ? Math.max(1, Math.floor(asked)) : FALLBACK_MAX_ENTRIES;
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
      await sweep(rows);
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
