// Record caches whose writes a test waits for before the next test resets storage: a service
// answers without waiting for its cache write, which would otherwise land in the next test's storage.
import { afterEach } from 'vitest';
import { createRecordCache, type CacheOptions, type RecordCache } from '../../../lib/cache/record-cache';

/**
 * A `createRecordCache` whose writes are all done before each test ends (registers one afterEach).
 * @example const makeCache = settledCaches(); const cache = makeCache({ maxEntries: () => 50 });
 */
export function settledCaches(): (options: CacheOptions) => RecordCache {
  const made: RecordCache[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((cache) => cache.settled()));
  });
  return (options) => {
    const cache = createRecordCache(options);
    made.push(cache);
    return cache;
  };
}
