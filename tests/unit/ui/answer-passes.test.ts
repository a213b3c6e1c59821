// inPasses: badges go in once their answers are in or after a moment; late answers are shown in a
// few passes, each gathering what comes within the moment after the first of them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inPasses } from '../../../lib/ui/answer-passes';
import { type Pending, pending } from '../../../lib/ui/use-answer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** An answer that comes `ms` after it is asked. */
const answerIn = (ms: number, value: string): Pending<string> =>
  pending(
    () => new Promise<string>((resolve) => setTimeout(() => resolve(value), ms)),
    () => 'failed',
  );

const shownNow = (handles: Pending<string>[]) => handles.map((h) => h.settled ?? 'loading');

describe('inPasses', () => {
  it('gives the answers as they are when all come within the moment', async () => {
    const answers = [answerIn(20, 'one repo'), answerIn(60, 'no record')];
    const result = inPasses(answers, 100);
    await vi.advanceTimersByTimeAsync(60);
    const shown = await result;
    expect(shownNow(shown)).toEqual(['one repo', 'no record']);
    expect(shown[0]).toBe(answers[0]);
  });

  it('starts after the moment with the late ones loading, then shows those that come close together in one pass', async () => {
    const answers = [answerIn(10, 'a'), answerIn(150, 'b'), answerIn(170, 'c'), answerIn(400, 'd')];
    const result = inPasses(answers, 100);
    await vi.advanceTimersByTimeAsync(100);
    const shown = await result;
    expect(shownNow(shown)).toEqual(['a', 'loading', 'loading', 'loading']);
    // b came at 150 and c at 170: both wait for the pass that closes 100 ms after b.
    await vi.advanceTimersByTimeAsync(149);
    expect(shownNow(shown)).toEqual(['a', 'loading', 'loading', 'loading']);
    await vi.advanceTimersByTimeAsync(1);
    expect(shownNow(shown)).toEqual(['a', 'b', 'c', 'loading']);
    // d, alone and last, is shown as soon as it comes: nothing else is awaited.
    await vi.advanceTimersByTimeAsync(149);
    expect(shownNow(shown)).toEqual(['a', 'b', 'c', 'loading']);
    await vi.advanceTimersByTimeAsync(1);
    expect(shownNow(shown)).toEqual(['a', 'b', 'c', 'd']);
    await expect(shown[3]!.promise).resolves.toBe('d');
  });

  it('settles every place of an answer the batch holds twice', async () => {
    const twice = answerIn(300, 'two repos');
    const result = inPasses([twice, answerIn(5, 'x'), twice], 100);
    await vi.advanceTimersByTimeAsync(100);
    const shown = await result;
    expect(shownNow(shown)).toEqual(['loading', 'x', 'loading']);
    await vi.advanceTimersByTimeAsync(200);
    expect(shownNow(shown)).toEqual(['two repos', 'x', 'two repos']);
  });

  it('shows a failed question as the answer its handler gives, in its pass', async () => {
    const failing = pending(
      () => new Promise<string>((_, reject) => setTimeout(() => reject(new Error('gone')), 150)),
      () => 'unreachable',
    );
    const result = inPasses([failing], 100);
    await vi.advanceTimersByTimeAsync(100);
    const shown = await result;
    await vi.advanceTimersByTimeAsync(50);
    expect(shownNow(shown)).toEqual(['unreachable']);
  });

  it('with no first wait, gives what is in at once and the late ones in their passes', async () => {
    const late = answerIn(150, 'late');
    const result = inPasses([{ promise: Promise.resolve('in hand'), settled: 'in hand' }, late], 100, 0);
    await vi.advanceTimersByTimeAsync(0);
    const shown = await result;
    expect(shownNow(shown)).toEqual(['in hand', 'loading']);
    await vi.advanceTimersByTimeAsync(150);
    expect(shownNow(shown)).toEqual(['in hand', 'late']);
  });
});
