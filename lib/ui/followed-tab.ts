// Which tab the side panel follows, and its address: the active tab of the panel's own window (or,
// in the test build, the tab a `?tab=` query names), read again when the reader switches tabs or the
// tab navigates. Without the `tabs` permission the browser gives a tab's address only on sites we
// may read (arxiv.org, github.com, the sites turned on); elsewhere it is undefined.
import { browser } from 'wxt/browser';

/** Where the followed tab's address comes from; tests pass their own. */
export interface TabSource {
  /** The followed tab's address now (undefined where the browser does not say). */
  current(): Promise<string | undefined>;
  /**
   * Calls back when the followed tab may show something else, with its new address when the browser
   * gave it with the news (a navigation), so nothing need be asked; returns how to stop.
   */
  subscribe(onChange: (url?: string) => void): () => void;
  /** The followed tab's id as last read by `current`, to read its page's code links; tests may leave it out. */
  tabId?(): number | undefined;
}

/**
 * The browser's tabs, as the side panel in window `windowId` sees them; `fixedTabId` follows one tab
 * whatever is active (the test build's `?tab=`, see sidepanel/main.tsx).
 * @example const source = browserTabSource(await browser.windows.getCurrent().then((w) => w.id))
 */
export function browserTabSource(windowId: number | undefined, fixedTabId?: number): TabSource {
  let followed = fixedTabId;
  const activeTab = async () => {
    if (fixedTabId !== undefined) return browser.tabs.get(fixedTabId);
    const [tab] = await browser.tabs.query({ active: true, ...(windowId === undefined ? { currentWindow: true } : { windowId }) });
    return tab;
  };
  return {
    tabId: () => followed,
    async current() {
      const tab = await activeTab().catch(() => undefined);
      followed = tab?.id;
      return tab?.url;
    },
    subscribe(onChange) {
      const activated = (info: { tabId: number; windowId: number }) => {
        if (fixedTabId === undefined && (windowId === undefined || info.windowId === windowId)) onChange();
      };
      const updated = (tabId: number, change: { url?: string; status?: string }) => {
        if (tabId !== followed) return;
        if (change.url !== undefined) onChange(change.url);
        else if (change.status === 'complete') onChange();
      };
      browser.tabs.onActivated.addListener(activated);
      browser.tabs.onUpdated.addListener(updated);
      return () => {
        browser.tabs.onActivated.removeListener(activated);
        browser.tabs.onUpdated.removeListener(updated);
      };
    },
  };
}
