// The answers a page script got lately, by question, so that going back to a page seen a moment ago
// (GitHub's in-page navigation between a repository's pages, or back and forth between two) draws at
// once, in the same task as the navigation, and the background is asked again behind it. Our own
// dozen lines rather than an LRU package: this rides in the script every GitHub page loads.

export interface RecentAnswers<V> {
  /** The answer kept for `key`, when it is younger than the age limit. */
  get(key: string): V | undefined;
  /** Keeps `value` for `key`; the oldest kept goes when more than the limit are. */
  set(key: string, value: V): void;
  delete(key: string): void;
}

/** @example const answers = recentAnswers<RepoStart>({ max: 20, maxAgeMs: 600_000 }) */
export function recentAnswers<V>(options: { max: number; maxAgeMs: number; now?: () => number }): RecentAnswers<V> {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { value: V; at: number }>();
  return {
    get(key) {
      const entry = kept.get(key);
      if (entry && now() - entry.at <= options.maxAgeMs) return entry.value;
      kept.delete(key);
      return undefined;
    },
    set(key, value) {
      // Deleted first, so a key set again counts as the newest.
      kept.delete(key);
      kept.set(key, { value, at: now() });
      for (const oldest of kept.keys()) {
        if (kept.size <= options.max) break;
        kept.delete(oldest);
      }
    },
    delete: (key) => void kept.delete(key),
  };
}
