// The record cache's bound under volume: 10,000 distinct puts. A file of its own (*.volume.test.ts)
// so mutation testing (vitest.mutation.config.ts) leaves it out: it alone takes seconds a run, and the
// bound's smaller cases in cache-bound.test.ts cover the same lines.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settledCaches } from '../support/settled-caches';
import { answer, clock, entryKeys, indexKeys } from './cache-storage';

// Each cache's writes and recorded uses are done before the next test resets storage.
const createRecordCache = settledCaches();

beforeEach(() => fakeBrowser.reset());

describe('the bound under volume', () => {
  // Measured: about 5 s for the 10,000 puts on a 2-core machine (each put rewrites the 500-row index).
  it('holds 500 entries through 10,000 distinct puts, in stats() and in storage, keeping the last 500', async () => {
    const time = clock();
    const cache = createRecordCache({ maxEntries: () => 500, now: time.now });
    for (let i = 0; i < 10_000; i++) {
      time.tick();
      await cache.put(`k${i}`, answer(i));
      if (i % 1_000 === 999) {
        expect((await cache.stats()).entries).toBe(500);
        expect((await entryKeys()).length).toBe(500);
      }
    }
    const last = Array.from({ length: 500 }, (_, j) => `k${9_500 + j}`).sort();
    expect(await entryKeys()).toEqual(last);
    expect(await indexKeys()).toEqual(last);
    expect(await cache.get('k9499')).toBeNull();
    expect((await cache.get('k9500'))?.answer).toEqual(answer(9_500));
  }, 60_000);
});
