// Opening the record beside the page: Chrome's side panel (`sidePanel`, the `side_panel` manifest key)
// or Firefox's sidebar (`sidebarAction`, `sidebar_action`); WXT writes whichever key the browser has.
// Both open only straight from a person's click or key press, so the opener is called synchronously
// in the handler, with the window found beforehand.

interface SidePanelApi {
  open(options: { windowId: number }): Promise<void>;
}
interface SidebarApi {
  open(): Promise<void>;
}

/** Where the two APIs may be found: Chrome's on `chrome`, Firefox's on `browser`. */
export interface SidePanelHolder {
  chrome?: { sidePanel?: SidePanelApi };
  browser?: { sidebarAction?: SidebarApi };
}

/**
 * Opens the side panel (or sidebar) of window `windowId`; null where the browser has neither.
 * @example const open = sidePanelOpener(); button.onclick = () => void open?.(windowId)
 */
export function sidePanelOpener(api: SidePanelHolder = globalThis as SidePanelHolder): ((windowId: number | undefined) => Promise<void>) | null {
  const sidePanel = api.chrome?.sidePanel;
  if (sidePanel)
    return (windowId) => (windowId === undefined ? Promise.reject(new Error('no window to open the side panel in')) : sidePanel.open({ windowId }));
  const sidebar = api.browser?.sidebarAction;
  if (sidebar) return () => sidebar.open();
  return null;
}
