// Holds every storage.local write until the test lets them through, to see what answers before a write lands.
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { deferred } from './deferred';

/**
 * @example const writes = holdWrites(); void cache.put('a', answer); …; writes.release(); await cache.settled();
 */
export function holdWrites(): { release: () => void } {
  const gate = deferred<void>();
  const local = fakeBrowser.storage.local;
  const set = local.set.bind(local);
  const held = vi.spyOn(local, 'set').mockImplementation(async (items) => {
    await gate.promise;
    return set(items);
  });
  return {
    release: () => {
      held.mockRestore();
      gate.resolve();
    },
  };
}
