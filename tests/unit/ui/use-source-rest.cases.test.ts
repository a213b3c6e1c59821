// useSourceRest: the options page shows the rest of the source it reads now, and "Try again now"
// clears and re-reads through the functions it holds now.
import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SourceRest } from '../../../lib/net/record-client';
import { useSourceRest } from '../../../lib/ui/use-source-rest';

afterEach(cleanup);

const resting = (reason: string): SourceRest => ({ until: 1_700_000_060_000, reason });
const notResting: SourceRest = { until: null, reason: null };

function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useSourceRest', () => {
  it('shows the rest of the newly saved source, never a late answer about the old one', async () => {
    const old = later<SourceRest>();
    const { result, rerender } = renderHook((props: { read: () => Promise<SourceRest> }) => useSourceRest(props.read, async () => undefined), {
      initialProps: { read: () => old.promise },
    });
    rerender({ read: async () => resting('the record source answered 503') });
    await waitFor(() => expect(result.current.rest).toEqual(resting('the record source answered 503')));
    await act(async () => old.resolve(resting('the record source answered 429')));
    expect(result.current.rest).toEqual(resting('the record source answered 503'));
  });

  it('"Try again now" clears the rest and shows it read again, through the functions given last', async () => {
    const oldClear = vi.fn(async () => undefined);
    const newClear = vi.fn(async () => undefined);
    let newRest = resting('the record source answered 503');
    const { result, rerender } = renderHook(
      (props: { read: () => Promise<SourceRest>; clear: () => Promise<void> }) => useSourceRest(props.read, props.clear),
      { initialProps: { read: async () => resting('the record source answered 429'), clear: oldClear } },
    );
    await waitFor(() => expect(result.current.rest?.reason).toBe('the record source answered 429'));
    rerender({ read: async () => newRest, clear: newClear });
    await waitFor(() => expect(result.current.rest?.reason).toBe('the record source answered 503'));
    newClear.mockImplementation(async () => {
      newRest = notResting;
    });
    act(() => result.current.tryNow());
    await waitFor(() => expect(result.current.rest).toEqual(notResting));
    expect([oldClear.mock.calls.length, newClear.mock.calls.length]).toEqual([0, 1]);
  });
});
