// A Preact hook: one storage item's value, kept current when any page of the extension changes it.
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { WxtStorageItem } from 'wxt/utils/storage';

/** The part of a storage item the hook uses (tests may pass a plain object). */
// biome-ignore lint/complexity/noBannedTypes: WXT's own type for an item without metadata.
export type StoredItem<T> = Pick<WxtStorageItem<T, {}>, 'getValue' | 'setValue' | 'watch'>;

/**
 * `value` is null until the first read answers; `set` writes through to storage, and the watch
 * brings the new value back (also when another page, e.g. the options, writes it).
 * @example const [features, setFeatures] = useStored(features);
 */
export function useStored<T>(item: StoredItem<T>) {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    void item.getValue().then((stored) => current && setValue(stored));
    const unwatch = item.watch((next) => current && setValue(next));
    return () => {
      current = false;
      unwatch();
    };
  }, [item]);
  const set = useCallback(
    async (next: T) => {
      // Shown at once; the watch confirms it.
      setValue(next);
      await item.setValue(next);
    },
    [item],
  );
  return [value, set] as const;
}
