// The "Scan this page" shortcut: opens the popup on the current tab (the key press gives it activeTab,
// as a click would) with a note that makes the popup scan at once (lib/ui/scan-note.ts).
import { browser } from 'wxt/browser';
import { SCAN_COMMAND } from '../platform/manifest';
import { leaveScanNote } from '../ui/scan-note';

interface Opener {
  openPopup?: () => Promise<void>;
}

/** Called from the background's synchronous `main`. */
export function registerScanShortcut(): void {
  browser.commands?.onCommand.addListener((command) => {
    if (command !== SCAN_COMMAND) return;
    const api = browser as unknown as { action?: Opener; browserAction?: Opener };
    const action = api.action ?? api.browserAction;
    // The note first: the popup reads it as soon as it opens.
    void leaveScanNote()
      .then(() => action?.openPopup?.())
      .catch((error: unknown) => console.warn('Paper Code Lens: the popup could not be opened for a scan', error));
  });
}
