// The worker's memory copies of cache entries: a repeated hit reads no storage, and any change to the
// entry in storage, by whoever, drops the copy.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createMemoryCopies } from '../../../lib/cache/memory-copies';
import { settledCaches } from '../support/settled-caches';

// Each cache's writes and recorded uses are done before the next test resets storage.
const createRecordCache = settledCaches();

beforeEach(() => fakeBrowser.reset());

const size = (value: unknown) => JSON.stringify(value).length;

describe('createMemoryCopies', () => {
  it('loads once and answers the next reads from memory', async () => {
    const copies = createMemoryCopies<{ v: number }>('cache:');
    const load = vi.fn(async () => ({ v: 1 }));
    expect(await copies.read('a', load, size)).toEqual({ v: 1 });
    expect(await copies.read('a', load, size)).toEqual({ v: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a copy when its entry changes in storage, and keeps none a change overtook', async () => {
    const copies = createMemoryCopies<number>('cache:');
    await copies.read('a', async () => 1, size);
    await fakeBrowser.storage.local.set({ 'cache:a': 2 });
    expect(await copies.read('a', async () => 2, size)).toBe(2);
    // A load during which storage changed is answered but not kept.
    const overtaken = copies.read(
      'b',
      async () => {
        await fakeBrowser.storage.local.set({ 'cache:b': 'newer' });
        return 3;
      },
      size,
    );
    expect(await overtaken).toBe(3);
    expect(await copies.read('b', async () => 4, size)).toBe(4);
  });

  it('keeps no copy of a large entry', async () => {
    const copies = createMemoryCopies<string>('cache:');
    const load = vi.fn(async () => 'x'.repeat(100_000));
    await copies.read('big', load, size);
    await copies.read('big', load, size);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the record cache with memory copies', () => {
  it('answers what storage holds after another page changed or cleared it', async () => {
    const cache = createRecordCache({ maxEntries: () => 10 });
    await cache.put('paper:1', { kind: 'found', body: { title: 'old' } });
    expect((await cache.get('paper:1'))?.answer).toEqual({ kind: 'found', body: { title: 'old' } });
    // As a test or the options page might, straight to storage.
    await fakeBrowser.storage.local.clear();
    expect(await cache.get('paper:1')).toBeNull();
  });
});
