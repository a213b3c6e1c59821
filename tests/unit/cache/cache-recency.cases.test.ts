// When recorded uses reach the index: once, after the delay, never when there are none, and not at
// all once forgotten.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecency } from '../../../lib/cache/cache-recency';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function recency(delayMs = 1_000) {
  const writes: [string, number][][] = [];
  const r = createRecency({
    delayMs,
    write: async (uses) => {
      writes.push([...uses]);
    },
  });
  return { r, writes };
}

describe('createRecency', () => {
  it('writes the uses once the delay has passed, not a ms before', async () => {
    const { r, writes } = recency(1_000);
    r.used('a', 5);
    r.used('b', 6);
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([
      [
        ['a', 5],
        ['b', 6],
      ],
    ]);
  });

  it('writes nothing when nothing was used', async () => {
    const { r, writes } = recency();
    await r.flush();
    expect(writes).toEqual([]);
  });

  it('writes nothing of uses forgotten', async () => {
    const { r, writes } = recency();
    r.used('a', 5);
    r.forget();
    await r.flush();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(writes).toEqual([]);
  });

  it('after an early flush, the next use waits its own full delay', async () => {
    const { r, writes } = recency(1_000);
    r.used('a', 1);
    await vi.advanceTimersByTimeAsync(500);
    await r.flush();
    await vi.advanceTimersByTimeAsync(100);
    r.used('b', 2);
    // The first timer would have fired here, 1 000 ms after the first use.
    await vi.advanceTimersByTimeAsync(400);
    expect(writes).toEqual([[['a', 1]]]);
    await vi.advanceTimersByTimeAsync(600);
    expect(writes).toEqual([[['a', 1]], [['b', 2]]]);
  });

  it('folds uses into the rows that exist, keeping the later time, and skips rows gone', () => {
    const { r } = recency();
    r.used('gone', 50);
    r.used('a', 20);
    r.used('b', 5);
    const rows: Record<string, { usedAt: number }> = { a: { usedAt: 10 }, b: { usedAt: 30 } };
    r.applyTo(rows);
    expect(rows).toEqual({ a: { usedAt: 20 }, b: { usedAt: 30 } });
  });
});
