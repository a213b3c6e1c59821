// A Preact hook: the popup's recent lookups from storage, added to one at a time and cleared.
import { useCallback, useRef } from 'preact/hooks';
import { addRecentLookup, recentLookups, type RecentLookup } from '../settings';
import { useStored } from './use-stored';

/**
 * `entries` is null until read. Each `remember` reads the stored list afresh and writes after the
 * one before it has finished, so two lookups answered close together are both kept.
 * @example const recent = useRecentLookups(); recent.remember({ kind: 'repo', query: 'a/b', label: 'a/b', at: Date.now() });
 */
export function useRecentLookups() {
  const [entries, setEntries] = useStored(recentLookups);
  const writes = useRef<Promise<void>>(Promise.resolve());
  const queue = useCallback((write: () => Promise<void>) => {
    writes.current = writes.current.then(write).catch((error: unknown) => {
      // A list that could not be written is a lost convenience, not a failure of the lookup.
      console.warn('Paper Code Lens: recent lookups not saved', error);
    });
    return writes.current;
  }, []);
  const remember = useCallback(
    (entry: RecentLookup) => queue(async () => recentLookups.setValue(addRecentLookup(await recentLookups.getValue(), entry))),
    [queue],
  );
  const clear = useCallback(() => queue(() => setEntries([])), [queue, setEntries]);
  return { entries, remember, clear };
}
