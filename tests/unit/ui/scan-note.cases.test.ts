// The shortcut's note to the popup: counts only from the moment it is left until ten seconds later,
// once, and a browser without storage.session simply has no note.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { leaveScanNote, takeScanNote } from '../../../lib/ui/scan-note';

/** A realistic clock reading (Date.now() in late 2023), ms. */
const LEFT_AT = 1_700_000_000_000;

/** Runs `body` with the browser lacking storage.session (as Firefox builds before 115 do). */
async function withoutSession<T>(body: () => Promise<T>): Promise<T> {
  const storage = fakeBrowser.storage as { session?: unknown };
  const session = storage.session;
  Object.defineProperty(storage, 'session', { value: undefined, configurable: true, writable: true });
  try {
    return await body();
  } finally {
    Object.defineProperty(storage, 'session', { value: session, configurable: true, writable: true });
  }
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('takeScanNote', () => {
  it.each([
    { opened: 'the same millisecond', now: LEFT_AT, scans: true },
    { opened: '9.999 s later', now: LEFT_AT + 9_999, scans: true },
    { opened: '10 s later', now: LEFT_AT + 10_000, scans: false },
    { opened: '1 ms before the note (clock moved back)', now: LEFT_AT - 1, scans: false },
  ])('a popup opened $opened scans: $scans', async ({ now, scans }) => {
    await leaveScanNote(LEFT_AT);
    expect(await takeScanNote(now)).toBe(scans);
  });

  it('counts a note once: the next popup opened does not scan', async () => {
    await leaveScanNote(LEFT_AT);
    expect(await takeScanNote(LEFT_AT + 1)).toBe(true);
    expect(await takeScanNote(LEFT_AT + 2)).toBe(false);
  });

  it('does not scan when no note was left', async () => {
    expect(await takeScanNote(LEFT_AT)).toBe(false);
  });

  it('does not scan when something else wrote a non-number under the key', async () => {
    await fakeBrowser.storage.session.set({ 'ui:scanRequestedAt': String(LEFT_AT) });
    expect(await takeScanNote(LEFT_AT)).toBe(false);
  });
});

describe('without storage.session', () => {
  it('leaving a note does nothing and does not throw', async () => {
    await expect(withoutSession(() => leaveScanNote(LEFT_AT))).resolves.toBeUndefined();
  });

  it('the popup never scans by itself', async () => {
    await expect(withoutSession(() => takeScanNote(LEFT_AT))).resolves.toBe(false);
  });
});
