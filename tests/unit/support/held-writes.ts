// Holds every storage.local write until the test lets it through, to see what answers before a write lands.
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { deferred } from './deferred';

/**
 * `next()` lets the oldest held write through; `release()` every one, now and after.
 * @example const writes = holdWrites(); void cache.put('a', answer); …; writes.release(); await cache.settled();
 */
export function holdWrites(): { next: () => void; release: () => void; readonly waiting: number } {
  const held: (() => void)[] = [];
  const local = fakeBrowser.storage.local;
  const set = local.set.bind(local);
  const spy = vi.spyOn(local, 'set').mockImplementation(async (items) => {
    const gate = deferred<void>();
    held.push(() => gate.resolve());
    await gate.promise;
    return set(items);
  });
  return {
    next: () => held.shift()?.(),
    get waiting() {
      return held.length;
    },
    release: () => {
      spy.mockRestore();
      for (const open of held.splice(0)) open();
    },
  };
}
