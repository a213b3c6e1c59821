// settingCopy: the background reads a setting from storage once, and again only after it changed.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settingCopy } from '../../../lib/background/setting-copy';
import { recordSource } from '../../../lib/settings';

beforeEach(() => fakeBrowser.reset());

function countedItem(start: string) {
  let value = start;
  let reads = 0;
  let onChange: (next: string, previous: string) => void = () => undefined;
  return {
    item: {
      getValue: async () => {
        reads++;
        return value;
      },
      watch: (callback: (next: string, previous: string) => void) => {
        onChange = callback;
        return () => undefined;
      },
    },
    change: (next: string) => {
      const previous = value;
      value = next;
      onChange(next, previous);
    },
    reads: () => reads,
  };
}

describe('settingCopy', () => {
  it('reads once, then again only after a change', async () => {
    const counted = countedItem('a');
    const read = settingCopy(counted.item);
    expect([await read(), await read(), await read()]).toEqual(['a', 'a', 'a']);
    expect(counted.reads()).toBe(1);
    counted.change('b');
    expect(await read()).toBe('b');
    expect(counted.reads()).toBe(2);
  });

  it('follows a real setting changed elsewhere (the options page writing storage)', async () => {
    const read = settingCopy(recordSource);
    const before = await read();
    await recordSource.setValue('https://records.example.org');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read()).toBe('https://records.example.org');
    expect(before).not.toBe('https://records.example.org');
  });
});
