// The cache's bounds: how many answers, how many bytes, and which answers go first to make room.

export interface IndexRow {
  storedAt: number;
  usedAt: number;
  bytes: number;
}
export type Index = Record<string, IndexRow>;

/** What the entry bound falls back to when its setting is not a number (the setting's own default). */
export const FALLBACK_MAX_ENTRIES = 500;
/** Bytes of answers kept at most. Chrome's storage.local holds 10 MB without `unlimitedStorage`; this
 * leaves room for the index (about 90 bytes an entry), the settings and the recent lookups. */
export const MAX_CACHE_BYTES = 7_000_000;
/** An answer larger than this is never cached (the client reads bodies up to 4 MB). */
export const MAX_ENTRY_BYTES = 4_200_000;

export function isRow(value: unknown): value is IndexRow {
  // Stryker disable next-line ConditionalExpression: a JSON primitive has no finite storedAt, so the check below refuses it all the same
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return ['storedAt', 'usedAt', 'bytes'].every((k) => Number.isFinite(row[k]));
}

/** The stored size of a value: its JSON in UTF-8, as storage.local counts it. */
export function byteLength(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).byteLength;
}

/** Whether an answer of this size may be cached at all. */
export const fitsAtAll = (bytes: number): boolean => bytes <= MAX_ENTRY_BYTES;

/**
 * The keys to evict, least recently used first, so that one more answer of `bytes` fits within
 * `limit` entries and MAX_CACHE_BYTES (with `spare`, within half of it, for a retry after a full store).
 * @example evictionFor({ a: { storedAt: 1, usedAt: 1, bytes: 10 } }, { limit: 1, bytes: 5 }) // ['a']
 */
export function evictionFor(rows: Index, { limit, bytes, spare = false }: { limit: number; bytes: number; spare?: boolean }): string[] {
  const budget = spare ? MAX_CACHE_BYTES / 2 : MAX_CACHE_BYTES;
  const byAge = Object.keys(rows).sort((a, b) => rows[a]!.usedAt - rows[b]!.usedAt);
  let count = byAge.length;
  let total = byAge.reduce((sum, key) => sum + rows[key]!.bytes, 0);
  const evicted: string[] = [];
  for (const key of byAge) {
    if (count + 1 <= limit && total + bytes <= budget) break;
    evicted.push(key);
    count -= 1;
    total -= rows[key]!.bytes;
  }
  return evicted;
}
