// What the cache tests read back from (fake) storage.local, and the clock and answers they feed it.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CachedAnswer } from '../../../lib/cache/record-cache';

// storage.local keys as WXT writes them for `local:cache:<key>` and `local:cache-index`.
const ENTRY_PREFIX = 'cache:';
export const INDEX = 'cache-index';

export async function entryKeys(): Promise<string[]> {
  const all = await fakeBrowser.storage.local.get(null);
  return Object.keys(all)
    .filter((k) => k.startsWith(ENTRY_PREFIX))
    .map((k) => k.slice(ENTRY_PREFIX.length))
    .sort();
}
export async function indexKeys(): Promise<string[]> {
  const index = (await fakeBrowser.storage.local.get(INDEX))[INDEX];
  return typeof index === 'object' && index !== null ? Object.keys(index).sort() : [];
}
export const setRaw = (items: Record<string, unknown>) => fakeBrowser.storage.local.set(items);

export function clock(start = 1_000) {
  let t = start;
  return { now: () => t, tick: () => (t += 1) };
}

export const answer = (i: number): CachedAnswer => ({ kind: 'found', body: { i } });
