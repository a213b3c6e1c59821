// A Preact hook: the popup's "Open beside the page". The window is found when the popup opens, so
// the click itself opens the panel at once (the browser allows it only straight from the click).
import { useEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';

const popupWindow = () => browser.windows.getCurrent();

/**
 * `open` is null where the browser has no side panel; it closes the popup once the panel is open.
 * @example const { open } = useSidePanelOpener(sidePanelOpener())
 */
export function useSidePanelOpener(opener: ((windowId: number | undefined) => Promise<void>) | null, currentWindow = popupWindow) {
  const windowId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!opener) return;
    currentWindow().then(
      (window) => (windowId.current = window?.id),
      () => undefined,
    );
  }, [opener, currentWindow]);
  if (!opener) return { open: null };
  return {
    open: () => {
      opener(windowId.current).then(
        () => window.close(),
        // Stryker disable next-line StringLiteral: the console warning's wording is for developers, no behaviour hangs on it
        (error: unknown) => console.warn('Paper Code Lens: the side panel could not be opened', error),
      );
    },
  };
}
