// The side panel's other two ways in: "Open beside the page" in the toolbar icon's context menu, and
// a keyboard shortcut. Both are a person's gesture, which the browser requires for opening it.
import { browser } from 'wxt/browser';
import { SIDE_PANEL_COMMAND } from '../platform/manifest';
import { sidePanelOpener } from '../platform/side-panel';

export const MENU_ID = 'open-side-panel';

interface Listened<L> {
  addListener(listener: L): void;
}

/** The parts of `browser` used here (tests pass their own). */
export interface OpenerApi {
  runtime: { onInstalled: Listened<() => void>; lastError?: unknown };
  contextMenus?: {
    create(item: { id: string; title: string; contexts: ['action'] }, done?: () => void): unknown;
    onClicked: Listened<(info: { menuItemId: string | number }, tab?: { windowId?: number }) => void>;
  };
  commands?: { onCommand: Listened<(command: string, tab?: { windowId?: number }) => void> };
}

/** Called from the background's synchronous `main`: listeners first, the menu item at install. */
export function registerSidePanelOpeners(api: OpenerApi = browser as unknown as OpenerApi, open = sidePanelOpener()): void {
  if (!open) return;
  const menus = api.contextMenus;
  const say = (error: unknown) => console.warn('Paper Code Lens: the side panel could not be opened', error);
  api.runtime.onInstalled.addListener(() => {
    // `action`: the toolbar icon's own menu (right-click), in Manifest V3 in every browser. An item
    // left from before an update is reported through lastError, read so it is not logged as unchecked.
    menus?.create({ id: MENU_ID, title: 'Open beside the page', contexts: ['action'] }, () => void api.runtime.lastError);
  });
  menus?.onClicked.addListener((info, tab) => {
    if (info.menuItemId === MENU_ID) open(tab?.windowId).catch(say);
  });
  api.commands?.onCommand.addListener((command, tab) => {
    if (command === SIDE_PANEL_COMMAND) open(tab?.windowId).catch(say);
  });
}
