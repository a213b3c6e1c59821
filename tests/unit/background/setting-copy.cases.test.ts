// A read that a change overtook is not kept: the next read goes to storage again.
import { describe, expect, it } from 'vitest';
import { settingCopy } from '../../../lib/background/setting-copy';

describe('settingCopy', () => {
  it('reads again after a change that came while a read was on its way', async () => {
    let value = 'old';
    let reads = 0;
    let changed: () => unknown = () => undefined;
    const item = {
      getValue: async () => {
        reads++;
        const seen = value;
        // The change lands while this read is still on its way.
        if (reads === 1) {
          value = 'new';
          changed();
        }
        return seen;
      },
      watch: (callback: () => void) => {
        changed = callback;
        return () => undefined;
      },
    };
    const read = settingCopy(item as unknown as Parameters<typeof settingCopy<string>>[0]);
    expect(await read()).toBe('old');
    expect(await read()).toBe('new');
    expect(reads).toBe(2);
  });
});
