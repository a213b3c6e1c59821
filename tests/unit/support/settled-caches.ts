// Record caches whose writes a test waits for before the next test resets storage: a service
// answers without waiting for its cache write, and a hit's recorded use reaches the index 2 s later
// on a real timer; either would otherwise land in a later test's storage (on a slow machine, a first
// test's hit on 'a' rewrote a later test's row 'a' with the wall-clock time).
import { afterEach } from 'vitest';
import { createRecordCache, type CacheOptions, type RecordCache } from '../../../lib/cache/record-cache';

/**
 * A `createRecordCache` whose writes, and recorded uses, are all done before each test ends
 * (registers one afterEach).
 * @example const makeCache = settledCaches(); const cache = makeCache({ maxEntries: () => 50 });
 */
export function settledCaches(): (options: CacheOptions) => RecordCache {
  const made: RecordCache[] = [];
  afterEach(async () => {
    await Promise.all(
      made.splice(0).map(async (cache) => {
        await cache.settled();
        await cache.flush();
      }),
    );
  });
  return (options) => {
    const cache = createRecordCache(options);
    made.push(cache);
    return cache;
  };
}
