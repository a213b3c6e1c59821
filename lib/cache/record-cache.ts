// The background's cache of record-source answers in storage.local: bounded in entries and in bytes,
// least recently used evicted first (before a write, so a full store never fails a lookup), and a
// damaged entry dropped rather than trusted. A hit reads one entry and writes nothing at once: the
// recency it records reaches the index in one debounced write (see cache-recency.ts).
import { storage } from 'wxt/utils/storage';
import { createRecency } from './cache-recency';
import { createMemoryCopies } from './memory-copies';
import { byteLength, evictionFor, FALLBACK_MAX_ENTRIES, fitsAtAll, isRow, type Index } from './cache-bounds';

export type CachedAnswer = { kind: 'found'; body: unknown } | { kind: 'none' };
export interface CacheHit {
  answer: CachedAnswer;
  storedAt: number;
}
/** An entry as stored: the answer with the time it was fetched, so a hit needs no index. */
type StoredEntry = CachedAnswer & { storedAt: number };

const INDEX_KEY = 'local:cache-index' as const;
const ENTRY_PREFIX = 'cache:';
const entryKey = (key: string) => `local:${ENTRY_PREFIX}${key}` as const;

function isEntry(value: unknown): value is StoredEntry {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: get() never passes null, and a primitive has no finite storedAt, so the return below refuses it all the same
  if (typeof value !== 'object' || value === null) return false;
  const { kind, storedAt } = value as { kind?: unknown; storedAt?: unknown };
  return Number.isFinite(storedAt) && (kind === 'none' || (kind === 'found' && 'body' in value));
}

export interface CacheOptions {
  maxEntries: () => number | Promise<number>;
  now?: () => number;
  /** How long recorded uses wait before they reach the index in one write. */
  recencyDelayMs?: number;
}

/** @example const cache = createRecordCache({ maxEntries: () => 500 }); await cache.get('paper:2607.21653') */
export function createRecordCache(options: CacheOptions) {
  const now = options.now ?? Date.now;
  const copies = createMemoryCopies<unknown>(ENTRY_PREFIX);
  // Answers whose write is still in the chain: read from here meanwhile, so whoever put one need not
  // wait for the write (nor for every write queued before it) to answer with it.
  const writing = new Map<string, StoredEntry>();
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
    const orphans = Object.keys(all).filter((k) => k.startsWith(ENTRY_PREFIX) && !Object.hasOwn(rows, k.slice(ENTRY_PREFIX.length)));
    // Stryker disable next-line ConditionalExpression,EqualityOperator: removing no keys changes nothing in storage
    if (orphans.length > 0) await storage.removeItems(orphans.map((k) => `local:${k}` as const));
  }

  // Read afresh each time, not kept in memory: another extension page (options' "clear cache")
  // or a restarted worker must never act on an index that storage no longer holds. A damaged
  // index or row is dropped with the entries it stood for, never trusted.
  async function loadIndex(): Promise<Index> {
    const stored = await storage.getItem<unknown>(INDEX_KEY);
    const table = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : null;
    const rows: Index = Object.create(null) as Index;
    for (const [key, row] of Object.entries(table ?? {})) if (isRow(row)) rows[key] = row;
    // No index at all: entries left without one (the index removed alone) would otherwise be served
    // forever and never counted against the bounds. Swept, with nothing written when there are none.
    if (stored === null) await sweep(rows);
    else if (!table || Object.keys(rows).length !== Object.keys(table).length) {
      await sweep(rows);
      await storage.setItem(INDEX_KEY, { ...rows });
    }
    return rows;
  }

  async function drop(rows: Index, keys: string[]): Promise<void> {
    for (const key of keys) delete rows[key];
    // Stryker disable next-line ConditionalExpression,EqualityOperator: removing no keys changes nothing in storage
    if (keys.length > 0) await storage.removeItems(keys.map(entryKey));
  }

  const recency = createRecency({
    delayMs: options.recencyDelayMs ?? 2_000,
    write: (uses) =>
      serial(async () => {
        const rows = await loadIndex();
        for (const [key, usedAt] of uses) if (rows[key]) rows[key].usedAt = Math.max(rows[key].usedAt, usedAt);
        await storage.setItem(INDEX_KEY, { ...rows });
      }),
  });

  /** One entry read (none when a copy is in memory); nothing written and nothing waited for on a hit.
   * A damaged entry misses and is dropped. */
  async function get(key: string): Promise<CacheHit | null> {
    const entry = writing.get(key) ?? (await copies.read(key, () => storage.getItem<unknown>(entryKey(key)), byteLength));
    if (entry === null) return null;
    if (!isEntry(entry)) {
      await serial(async () => {
        const rows = await loadIndex();
        await drop(rows, [key]);
        await storage.setItem(INDEX_KEY, { ...rows });
      });
      return null;
    }
    recency.used(key, now());
    const { storedAt, ...answer } = entry;
    return { answer: answer as CachedAnswer, storedAt };
  }

  /** Stores an answer, evicting first what the bounds need; `get` has it at once, before the write
   * is done. Never throws: an answer that cannot be kept (too large, storage full even after
   * eviction) is simply not cached. */
  async function put(key: string, answer: CachedAnswer): Promise<void> {
    const time = now();
    const entry: StoredEntry = { ...answer, storedAt: time };
    const bytes = byteLength(entry);
    writing.set(key, entry);
    await serial(async () => {
      const rows = await loadIndex();
      recency.applyTo(rows);
      // Stryker disable next-line ConditionalExpression: loadIndex swept every entry without a row, so dropping an unlisted key removes nothing
      if (rows[key]) await drop(rows, [key]);
      if (!fitsAtAll(bytes)) return storage.setItem(INDEX_KEY, { ...rows });
      const asked = Number(await options.maxEntries());
      const limit = Number.isFinite(asked) ? Math.max(1, Math.floor(asked)) : FALLBACK_MAX_ENTRIES;
      await drop(rows, evictionFor(rows, { limit, bytes }));
      try {
        await storage.setItem(entryKey(key), entry);
      } catch {
        // Full all the same (other data, or sizes counted differently): make room for it twice over, once.
        await drop(rows, evictionFor(rows, { limit, bytes: bytes * 2, spare: true }));
        const stored = await storage.setItem(entryKey(key), entry).then(
          () => true,
          // Stryker disable next-line ArrowFunction: undefined reads as not stored, like false
          () => false,
        );
        if (!stored) return storage.setItem(INDEX_KEY, { ...rows });
      }
      rows[key] = { storedAt: time, usedAt: time, bytes };
      await storage.setItem(INDEX_KEY, { ...rows });
    })
      .catch((error: unknown) => console.warn('Paper Code Lens: an answer was not cached', error))
      .finally(() => {
        // A later put of the same key holds its own entry: that one stays until its write is done.
        if (writing.get(key) === entry) writing.delete(key);
      });
  }

  async function clear(): Promise<void> {
    return serial(async () => {
      recency.forget();
      copies.forget();
      const rows = await loadIndex();
      await drop(rows, Object.keys(rows));
      await sweep(rows);
      // Every row was just dropped.
      await storage.setItem(INDEX_KEY, {});
    });
  }

  async function stats(): Promise<{ entries: number; bytes: number }> {
    return serial(async () => {
      const rows = Object.values(await loadIndex());
      return { entries: rows.length, bytes: rows.reduce((sum, row) => sum + row.bytes, 0) };
    });
  }

  /** Writes the recorded uses now rather than after the delay (the tests count the writes with it). */
  const flush = () => recency.flush();

  /** Resolves once every write begun so far is done (a put's caller need not wait; a test must). */
  const settled = (): Promise<void> => serial(async () => undefined);

  return { get, put, clear, stats, flush, settled };
}

export type RecordCache = ReturnType<typeof createRecordCache>;
