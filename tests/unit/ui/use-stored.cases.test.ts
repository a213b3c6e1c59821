// useStored follows the storage item it is handed now: its value, its changes, its writes; never a
// late answer or a change of the item it was handed before.
import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { type StoredItem, useStored } from '../../../lib/ui/use-stored';

afterEach(cleanup);

/** A storage item stand-in: `answer` settles the first read; `change` plays a write from another page. */
function itemHolding(initial: string) {
  let value = initial;
  const watchers = new Set<(next: string) => void>();
  let answer!: () => void;
  const firstRead = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const item: StoredItem<string> = {
    getValue: async () => {
      await firstRead;
      return value;
    },
    setValue: async (next: string) => {
      value = next;
      for (const w of watchers) w(next);
    },
    watch: (cb) => {
      const watcher = (next: string) => cb(next, value);
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
  } as StoredItem<string>;
  const change = (next: string) => {
    value = next;
    for (const w of [...watchers]) w(next);
  };
  return { item, answer, change, watchers, stored: () => value };
}

describe('useStored', () => {
  it('shows the new item value, and writes to the new item, once handed another item', async () => {
    const first = itemHolding('dark');
    const second = itemHolding('light');
    first.answer();
    second.answer();
    const { result, rerender } = renderHook((props: { item: StoredItem<string> }) => useStored(props.item), { initialProps: { item: first.item } });
    await waitFor(() => expect(result.current[0]).toBe('dark'));
    rerender({ item: second.item });
    await waitFor(() => expect(result.current[0]).toBe('light'));
    await act(() => result.current[1]('auto'));
    expect([first.stored(), second.stored()]).toEqual(['dark', 'auto']);
  });

  it('ignores a late first read, and later changes, of the item it was handed before', async () => {
    const first = itemHolding('dark');
    const second = itemHolding('light');
    second.answer();
    const { result, rerender } = renderHook((props: { item: StoredItem<string> }) => useStored(props.item), { initialProps: { item: first.item } });
    rerender({ item: second.item });
    await waitFor(() => expect(result.current[0]).toBe('light'));
    expect(first.watchers.size).toBe(0);
    await act(async () => first.answer());
    await act(async () => first.change('sepia'));
    expect(result.current[0]).toBe('light');
  });

  it('stops following the item once the page closes', async () => {
    const only = itemHolding('dark');
    only.answer();
    const { result, unmount } = renderHook(() => useStored(only.item));
    await waitFor(() => expect(result.current[0]).toBe('dark'));
    unmount();
    expect(only.watchers.size).toBe(0);
  });
});
