// Which entries the worker keeps a copy of: small ones, the 32 most recent, none a change overtook,
// and none once forgotten or changed in storage.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createMemoryCopies } from '../../../lib/cache/memory-copies';

beforeEach(() => fakeBrowser.reset());

/** A loader that counts how often storage would be read per key. */
function loader() {
  const loads = new Map<string, number>();
  const load = (key: string) => async () => {
    loads.set(key, (loads.get(key) ?? 0) + 1);
    return `value of ${key}`;
  };
  return { load, loads: (key: string) => loads.get(key) ?? 0 };
}

describe('createMemoryCopies', () => {
  it.each([
    ['exactly 64 000 bytes is kept', 64_000, 1],
    ['64 001 bytes is read again', 64_001, 2],
  ])('an entry of %s', async (_name, size, expectedLoads) => {
    const copies = createMemoryCopies<string>('cache:');
    const load = vi.fn(async () => 'body');
    await copies.read('a', load, () => size);
    expect(await copies.read('a', load, () => size)).toBe('body');
    expect(load).toHaveBeenCalledTimes(expectedLoads);
  });

  it('keeps no copy of an entry that does not exist', async () => {
    const copies = createMemoryCopies<string>('cache:');
    const load = vi.fn(async () => null);
    expect(await copies.read('a', load, () => 1)).toBeNull();
    expect(await copies.read('a', load, () => 1)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps all of 32 entries read', async () => {
    const copies = createMemoryCopies<string>('cache:');
    const { load, loads } = loader();
    for (let i = 0; i < 32; i++) await copies.read(`k${i}`, load(`k${i}`), () => 10);
    expect(await copies.read('k0', load('k0'), () => 10)).toBe('value of k0');
    expect(loads('k0')).toBe(1);
  });

  it('drops the least recently read of 33 entries, and only it', async () => {
    const copies = createMemoryCopies<string>('cache:');
    const { load, loads } = loader();
    for (let i = 0; i < 33; i++) await copies.read(`k${i}`, load(`k${i}`), () => 10);
    await copies.read('k1', load('k1'), () => 10);
    expect(loads('k1')).toBe(1);
    await copies.read('k0', load('k0'), () => 10);
    expect(loads('k0')).toBe(2);
  });

  it('reads storage again after forget()', async () => {
    const copies = createMemoryCopies<string>('cache:');
    const { load, loads } = loader();
    await copies.read('a', load('a'), () => 10);
    copies.forget();
    await copies.read('a', load('a'), () => 10);
    expect(loads('a')).toBe(2);
  });

  it('keeps a copy when a key outside its prefix changes, whatever that key ends with', async () => {
    const copies = createMemoryCopies<string>('cache:');
    const { load, loads } = loader();
    await copies.read('x', load('x'), () => 10);
    // 'other:x' is as long as the prefix plus 'x': only the prefix decides.
    await fakeBrowser.storage.local.set({ 'other:x': 1 });
    await copies.read('x', load('x'), () => 10);
    expect(loads('x')).toBe(1);
  });

  it('drops the copy of an entry changed in storage', async () => {
    const copies = createMemoryCopies<string>('cache:');
    const { load, loads } = loader();
    await copies.read('x', load('x'), () => 10);
    await fakeBrowser.storage.local.set({ 'cache:x': 'newer' });
    await copies.read('x', load('x'), () => 10);
    expect(loads('x')).toBe(2);
  });
});
