// The note the "Scan this page" shortcut leaves for the popup it opens: in storage.session, used up
// by reading it, and too old to count after a few seconds.
import { browser } from 'wxt/browser';

/** storage.session key of the note; a note older than SCAN_NOTE_MS is ignored. */
export const SCAN_NOTE_KEY = 'ui:scanRequestedAt';
export const SCAN_NOTE_MS = 10_000;

/** @example await leaveScanNote(); await action.openPopup(); */
export async function leaveScanNote(now = Date.now()): Promise<void> {
  await browser.storage.session?.set({ [SCAN_NOTE_KEY]: now });
}

/**
 * Whether the popup was opened by the shortcut just now; the note is used up by reading it.
 * @example if (await takeScanNote()) scan();
 */
export async function takeScanNote(now = Date.now()): Promise<boolean> {
  const area = browser.storage.session;
  if (!area) return false;
  const at = (await area.get(SCAN_NOTE_KEY).catch(() => ({}) as Record<string, unknown>))[SCAN_NOTE_KEY];
  if (typeof at !== 'number') return false;
  await area.remove(SCAN_NOTE_KEY).catch(() => undefined);
  return now - at >= 0 && now - at < SCAN_NOTE_MS;
}
