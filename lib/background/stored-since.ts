// The answer another lookup stored while this one was reading the cache: the request queue shares
// only a fetch still under way, so a lookup whose cache read missed can reach the queue just after
// another lookup's fetch of the same record ended and stored its answer. That answer serves it,
// rather than a second request for the same record.
import type { CacheHit } from '../cache/record-cache';
import type { FetchOutcome } from '../net/record-client';

/**
 * The answer stored under `key` at `since` or later, as the fetch that brought it ended; null when
 * none, or when its body no longer `reads` (the entry the lookup missed may be such a body, stored as
 * recently as the clock can tell: a repository record of an older schema). Paper records are cached
 * only when they read, and a lookup never misses a fresh one, so they need no check.
 * @example await storedSince(cache, 'https://codewithpapers.app|repo:openai/whisper', startedAt, (body) => readRepoRecord(body, ref).ok)
 */
export async function storedSince(
  cache: { get(key: string): Promise<CacheHit | null> },
  key: string,
  since: number,
  reads: (body: unknown) => boolean = () => true,
): Promise<FetchOutcome | null> {
  const stored = await cache.get(key);
  if (!stored || stored.storedAt < since) return null;
  if (stored.answer.kind === 'none') return { kind: 'not-found' };
  return reads(stored.answer.body) ? { kind: 'ok', body: stored.answer.body } : null;
}
