// A storage item read through a check: whatever storage holds (damaged, from an old version, written
// by hand), every reader gets a value of the right shape, or the item's fallback.
import type { WxtStorageItem } from 'wxt/utils/storage';

/** The parts of a storage item the extension uses; reads are checked, writes pass through. */
// biome-ignore lint/complexity/noBannedTypes: WXT's own type for an item without metadata.
export type CheckedItem<T> = Pick<WxtStorageItem<T, {}>, 'key' | 'fallback' | 'getValue' | 'setValue' | 'removeValue' | 'watch'>;

/**
 * `read` takes what storage holds and returns it as a T, repaired where it can be, or null to fall
 * back; it never throws for any input.
 * @example checkedItem(storage.defineItem<string>('local:x', { fallback: 'a' }), (v) => (typeof v === 'string' ? v : null))
 */
// biome-ignore lint/complexity/noBannedTypes: WXT's own type for an item without metadata.
export function checkedItem<T>(item: WxtStorageItem<T, {}>, read: (value: unknown) => T | null): CheckedItem<T> {
  const checked = (value: unknown): T => read(value) ?? item.fallback;
  return {
    key: item.key,
    fallback: item.fallback,
    getValue: async () => checked(await item.getValue()),
    setValue: (value) => item.setValue(value),
    removeValue: (opts) => item.removeValue(opts),
    watch: (callback) => item.watch((next, previous) => callback(checked(next), checked(previous))),
  };
}

/** Checks for the plain shapes settings take. */
export const isFlag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
/** A whole number in range; anything else (a string, NaN, a fraction) falls back. */
export const isWholeIn =
  (min: number, max: number) =>
  (value: unknown): number | null =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;
export const isOneOf =
  <const V extends string>(values: readonly V[]) =>
  (value: unknown): V | null =>
    (values as readonly unknown[]).includes(value) ? (value as V) : null;
