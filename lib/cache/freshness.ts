// How long a cached answer is good for: a day for a record, an hour for "no record",
// and a week past that in which a record is shown at once while a fresh copy is fetched.

export const HOUR = 3_600_000;
export const TTL_MS = { found: 24 * HOUR, none: 1 * HOUR } as const;
export const STALE_WHILE_REVALIDATE_MS = 7 * 24 * HOUR;

export type Freshness = 'fresh' | 'revalidate' | 'expired';

/**
 * @example freshness('found', storedAt, storedAt + 25 * HOUR) // 'revalidate'
 */
export function freshness(kind: keyof typeof TTL_MS, storedAt: number, now: number, ttlMs = TTL_MS[kind]): Freshness {
  const age = now - storedAt;
  if (age < 0) return 'expired'; // a clock that went back: trust nothing
  if (age < ttlMs) return 'fresh';
  if (kind === 'found' && age < ttlMs + STALE_WHILE_REVALIDATE_MS) return 'revalidate';
  return 'expired';
}
