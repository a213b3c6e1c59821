// useSaveStatus: a settings section reads "Saving…" while its write runs, then "Saved" or what failed.
import { act, cleanup, renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useSaveStatus } from '../../../lib/ui/use-save-status';

afterEach(cleanup);

function later() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSaveStatus', () => {
  it('says nothing before the first write', () => {
    const { result } = renderHook(() => useSaveStatus());
    expect(result.current[0]).toBeNull();
  });

  it('reads "Saving…" while the write runs, then "Saved"', async () => {
    const write = later();
    const { result } = renderHook(() => useSaveStatus());
    act(() => result.current[1](write.promise));
    expect(result.current[0]).toBe('Saving…');
    await act(async () => write.resolve());
    expect(result.current[0]).toBe('Saved');
  });

  it.each([
    ['an error', new Error('QUOTA_BYTES quota exceeded'), 'Not saved: QUOTA_BYTES quota exceeded'],
    ['a bare string', 'storage unavailable', 'Not saved: storage unavailable'],
  ])('says what failed when the write rejects with %s', async (_case, error, text) => {
    const write = later();
    const { result } = renderHook(() => useSaveStatus());
    act(() => result.current[1](write.promise));
    await act(async () => write.reject(error));
    expect(result.current[0]).toBe(text);
  });
});
