// The listing's near-screen watch, case by case: which entries each batch brings as the page scrolls
// or changes size, each entry once, and nothing at all once the watch has ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nearRange, watchNearList } from '../../../lib/ui/near-list';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  vi.stubGlobal('innerHeight', 900);
});
// Every watch a test starts ends with it: one left running would answer the scrolls of the files
// that share this window after it (the mutation run keeps one window for all of them).
const watches: AbortController[] = [];
afterEach(() => {
  for (const stop of watches.splice(0)) stop.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** `count` entries 100 px tall, the n-th at n × 100 px minus the scroll; `moveTo` scrolls without an event. */
function listing(count: number) {
  let scrollY = 0;
  const entries = Array.from({ length: count }, (_, i) => {
    const entry = document.createElement('dt');
    entry.dataset.i = String(i);
    entry.getBoundingClientRect = () => ({ top: i * 100 - scrollY, bottom: i * 100 + 100 - scrollY }) as DOMRect;
    return entry;
  });
  const moveTo = (y: number) => {
    scrollY = y;
  };
  return { entries, moveTo };
}

/** Watches `entries` with no margin and a 100 ms dwell; returns the batches as entry numbers. */
function watch(entries: Element[]) {
  const batches: number[][] = [];
  const stop = new AbortController();
  watches.push(stop);
  watchNearList(entries, (batch) => batches.push(batch.map((e) => Number((e as HTMLElement).dataset.i))), { signal: stop.signal, marginPx: 0, dwellMs: 100 });
  return { batches, stop };
}

describe('nearRange', () => {
  it('a list shorter than the screen: every entry is near, and no box past the last is read', () => {
    const { entries } = listing(3);
    expect(nearRange(entries, 900, 0, (e) => e.getBoundingClientRect())).toEqual({ from: 0, to: 3 });
  });
});

describe('watchNearList', () => {
  it('a list shorter than the screen: all its entries in one batch', () => {
    const { entries } = listing(3);
    const { batches } = watch(entries);
    vi.advanceTimersByTime(100);
    expect(batches).toEqual([[0, 1, 2]]);
  });

  it('scrolled 500 px: the next batch brings only the entries not brought before (10 to 14)', () => {
    const { entries, moveTo } = listing(50);
    const { batches } = watch(entries);
    vi.advanceTimersByTime(100);
    expect(batches).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    moveTo(500);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(200);
    expect(batches).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      [10, 11, 12, 13, 14],
    ]);
  });

  it('a window made taller brings the entries it now shows (10 to 14)', () => {
    const { entries } = listing(50);
    const { batches } = watch(entries);
    vi.advanceTimersByTime(100);
    vi.stubGlobal('innerHeight', 1400);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    expect(batches).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      [10, 11, 12, 13, 14],
    ]);
  });

  it('ended before the first entries stayed long enough: no batch ever', () => {
    const { entries } = listing(50);
    const { batches, stop } = watch(entries);
    vi.advanceTimersByTime(50);
    stop.abort();
    vi.advanceTimersByTime(500);
    expect(batches).toEqual([]);
  });

  it.each([
    { scrolls: 1, how: 'a scroll' },
    { scrolls: 3, how: 'three scroll events in one frame' },
  ])('ended right after $how: no batch for the entries scrolled to', ({ scrolls }) => {
    const { entries, moveTo } = listing(50);
    const { batches, stop } = watch(entries);
    vi.advanceTimersByTime(100);
    moveTo(2000);
    for (let i = 0; i < scrolls; i++) window.dispatchEvent(new Event('scroll'));
    stop.abort();
    vi.advanceTimersByTime(500);
    expect(batches).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
  });

  it('ended, then the window made taller: no batch for what it now shows', () => {
    const { entries } = listing(50);
    const { batches, stop } = watch(entries);
    vi.advanceTimersByTime(100);
    stop.abort();
    vi.stubGlobal('innerHeight', 1400);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(500);
    expect(batches).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
  });
});
