// Copies of recently read cache entries, kept in the worker's memory so a repeated hit (the panel and
// the toolbar badge asking for the same paper, a README's cited papers on every GitHub navigation)
// reads no storage. Any change to an entry in storage, whoever makes it (this worker, an extension
// page, a test), drops its copy, so a copy never outlives what it copies.
import { browser } from 'wxt/browser';

const MAX_COPIES = 32;
/** Copies of larger entries are not kept: memory holds at most MAX_COPIES × this. */
const MAX_COPY_BYTES = 64_000;

/** @example const copies = createMemoryCopies<Entry>('cache:'); copies.read(key, () => storage.getItem(...)) */
export function createMemoryCopies<T>(prefix: string) {
  const copies = new Map<string, T>();
  // Bumped by every change, so a read that a change overtook is not kept.
  let changes = 0;
  browser.storage.local.onChanged.addListener((changed) => {
    // Stryker disable next-line UpdateOperator: a read only asks whether the count moved, not which way
    changes++;
    for (const name of Object.keys(changed)) if (name.startsWith(prefix)) copies.delete(name.slice(prefix.length));
  });

  /** The copy of `key`, or `load()`'s value (kept when it is small and nothing changed meanwhile). */
  async function read(key: string, load: () => Promise<T | null>, bytes: (value: T) => number): Promise<T | null> {
    const copy = copies.get(key);
    if (copy !== undefined) {
      // Most recently used last, so the oldest goes first.
      copies.delete(key);
      copies.set(key, copy);
      return copy;
    }
    const before = changes;
    const value = await load();
    if (value !== null && changes === before && bytes(value) <= MAX_COPY_BYTES) {
      copies.set(key, value);
      if (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value!);
    }
    return value;
  }

  return { read, forget: () => copies.clear() };
}
