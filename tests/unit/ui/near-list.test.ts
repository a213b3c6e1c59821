// The listing's near-screen watch: which entries are near (binary search), the dwell, and the end of the watch.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nearRange, watchNearList } from '../../../lib/ui/near-list';

/** Entries `height` px tall stacked from `top`, as a layout would give them. */
function stacked(count: number, height: number, top = 0) {
  const entries: Element[] = Array.from({ length: count }, () => document.createElement('dt'));
  const tops = new Map(entries.map((e, i) => [e as Element, top + i * height]));
  const rectOf = (e: Element) => ({ top: tops.get(e)!, bottom: tops.get(e)! + height });
  return { entries, tops, rectOf };
}

describe('nearRange', () => {
  it('finds the entries within the margin of the viewport, the same as checking each one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 200 }), fc.integer({ min: -20_000, max: 2000 }), (count, height, top) => {
        const { entries, rectOf } = stacked(count, height, top);
        const { from, to } = nearRange(entries, 900, 300, rectOf);
        const expected = entries.filter((e) => rectOf(e).bottom >= -300 && rectOf(e).top <= 1200);
        expect(entries.slice(from, to)).toEqual(expected);
      }),
    );
  });

  it('reads a few dozen boxes, not all 2000, to find them', () => {
    const { entries, rectOf } = stacked(2000, 64, -50_000);
    const read = vi.fn(rectOf);
    const { from, to } = nearRange(entries, 900, 300, read);
    expect(to - from).toBeGreaterThan(10);
    expect(read.mock.calls.length).toBeLessThan(to - from + 15);
  });
});

describe('watchNearList', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  /** A window whose layout is the stack: entries' boxes come from `tops` minus the scroll offset. */
  function layout(count: number) {
    const { entries, tops } = stacked(count, 100);
    let scrollY = 0;
    for (const entry of entries) entry.getBoundingClientRect = () => ({ top: tops.get(entry)! - scrollY, bottom: tops.get(entry)! - scrollY + 100 }) as DOMRect;
    const scrollTo = (y: number) => {
      scrollY = y;
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(20); // the next frame
    };
    return { entries, scrollTo };
  }

  it('calls back once with the entries near the screen after they stayed a moment, and not again', () => {
    const { entries, scrollTo } = layout(200);
    const batches: number[][] = [];
    const stop = new AbortController();
    watchNearList(entries, (batch) => batches.push(batch.map((e) => entries.indexOf(e))), { signal: stop.signal, marginPx: 0, dwellMs: 100 });
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(100);
    const onScreen = entries.map((_, i) => i).filter((i) => i * 100 <= window.innerHeight);
    expect(batches).toEqual([onScreen]);
    scrollTo(0);
    vi.advanceTimersByTime(200);
    expect(batches).toHaveLength(1);
    stop.abort();
  });

  it('waits for the scroll to rest, leaves out what it only passed by, and stops when the signal aborts', () => {
    const { entries, scrollTo } = layout(500);
    const batches: number[][] = [];
    const stop = new AbortController();
    watchNearList(entries, (batch) => batches.push(batch.map((e) => entries.indexOf(e))), { signal: stop.signal, marginPx: 0, dwellMs: 100 });
    scrollTo(10_000); // before the first entries' dwell ended
    vi.advanceTimersByTime(60);
    scrollTo(30_000);
    vi.advanceTimersByTime(60);
    expect(batches).toEqual([]); // still scrolling, as far as the dwell knows
    vi.advanceTimersByTime(60);
    const atEnd = entries.map((_, i) => i).filter((i) => i * 100 + 100 >= 30_000 && i * 100 - 30_000 <= window.innerHeight);
    expect(batches).toEqual([atEnd]);
    stop.abort();
    scrollTo(40_000);
    vi.advanceTimersByTime(500);
    expect(batches).toHaveLength(1);
  });
});
