// useCacheFigures: the options page's cache size and its Clear button, including what it says when
// the background does not answer.
import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CacheFigures, formatKilobytes, useCacheFigures } from '../../../lib/ui/use-cache-figures';

afterEach(cleanup);

const noAnswer = () => Promise.reject(new Error('Could not establish connection. Receiving end does not exist.'));
const figuresOf = (entries: number, bytes: number) => async (): Promise<CacheFigures> => ({ entries, bytes });

describe('formatKilobytes', () => {
  it.each([
    [0, '0.0 KB'],
    [1536, '1.5 KB'],
    [1_048_576, '1024.0 KB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatKilobytes(bytes)).toBe(text);
  });
});

describe('useCacheFigures', () => {
  it('shows the figures the background reports', async () => {
    const { result } = renderHook(() => useCacheFigures(figuresOf(12, 4096), async () => undefined));
    await waitFor(() => expect(result.current.figures).toEqual({ entries: 12, bytes: 4096 }));
    expect(result.current.note).toBeNull();
  });

  it('says the figures are not known when the background does not answer', async () => {
    const { result } = renderHook(() => useCacheFigures(noAnswer, async () => undefined));
    await waitFor(() => expect(result.current.note).toBe("The extension's background did not answer; the figures are not known"));
    expect(result.current.figures).toBeNull();
  });

  it('clears, says so, and shows the figures read again', async () => {
    let stored = { entries: 12, bytes: 4096 };
    const clearCache = vi.fn(async () => {
      stored = { entries: 0, bytes: 0 };
    });
    const { result } = renderHook(() => useCacheFigures(async () => stored, clearCache));
    await waitFor(() => expect(result.current.figures).toEqual({ entries: 12, bytes: 4096 }));
    await act(() => result.current.clear());
    expect(result.current.note).toBe('Cache cleared');
    expect(result.current.figures).toEqual({ entries: 0, bytes: 0 });
  });

  it('says the cache was not cleared when the background does not answer, and still shows the figures', async () => {
    const { result } = renderHook(() => useCacheFigures(figuresOf(12, 4096), noAnswer));
    await waitFor(() => expect(result.current.figures).not.toBeNull());
    await act(() => result.current.clear());
    expect(result.current.note).toBe("The cache was not cleared: the extension's background did not answer");
    expect(result.current.figures).toEqual({ entries: 12, bytes: 4096 });
  });

  it('hides figures it can no longer vouch for when the background stops answering', async () => {
    let answering = true;
    const stats = async () => {
      if (!answering) throw new Error('worker stopped');
      return { entries: 3, bytes: 1536 };
    };
    const { result } = renderHook(() => useCacheFigures(stats, async () => undefined));
    await waitFor(() => expect(result.current.figures).toEqual({ entries: 3, bytes: 1536 }));
    answering = false;
    await act(() => result.current.clear());
    expect(result.current.figures).toBeNull();
    expect(result.current.note).toBe("The extension's background did not answer; the figures are not known");
  });

  it('reads again from a new source of figures, and clears through a new clearer', async () => {
    const firstClear = vi.fn(async () => undefined);
    const secondClear = vi.fn(async () => undefined);
    const { result, rerender } = renderHook(
      (props: { stats: () => Promise<CacheFigures>; clear: () => Promise<void> }) => useCacheFigures(props.stats, props.clear),
      {
        initialProps: { stats: figuresOf(1, 100), clear: firstClear },
      },
    );
    await waitFor(() => expect(result.current.figures).toEqual({ entries: 1, bytes: 100 }));
    rerender({ stats: figuresOf(2, 200), clear: secondClear });
    await waitFor(() => expect(result.current.figures).toEqual({ entries: 2, bytes: 200 }));
    rerender({ stats: figuresOf(3, 300), clear: secondClear });
    await act(() => result.current.clear());
    expect([firstClear.mock.calls.length, secondClear.mock.calls.length]).toEqual([0, 1]);
    expect(result.current.figures).toEqual({ entries: 3, bytes: 300 });
  });
});
