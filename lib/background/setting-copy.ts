// The background reads a few settings at every lookup (the source, the time to live, the switches):
// it keeps the value last read and drops it at any change to the item, by whoever makes it.
import type { CheckedItem } from '../checked-item';

/**
 * A reader of `item` that reads storage only after a change (the watch starts here, at the first
 * call of the background's start-up, never at import). A read that a change overtook is not kept.
 * @example const base = settingCopy(recordSource); await base()
 */
export function settingCopy<T>(item: Pick<CheckedItem<T>, 'getValue' | 'watch'>): () => Promise<T> {
  let copy: { value: T } | null = null;
  let changes = 0;
  item.watch(() => {
    copy = null;
    // Stryker disable next-line UpdateOperator: only whether the count moved is compared, and a decrement moves it as well
    changes++;
  });
  return async () => {
    if (copy) return copy.value;
    const before = changes;
    const value = await item.getValue();
    if (changes === before) copy = { value };
    return value;
  };
}
