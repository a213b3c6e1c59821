// The side panel's other two ways in: "Open beside the page" in the toolbar icon's context menu, and
// a keyboard shortcut. Both are a person's gesture, which the browser requires for opening it.
import { browser } from 'wxt/browser';
import { SIDE_PANEL_COMMAND } from '../platform/manifest';
import { sidePanelOpener } from '../platform/side-panel';

const MENU_ID = 'open-side-panel';

/** Called from the background's synchronous `main`: listeners first, the menu item at install. */
export function registerSidePanelOpeners(): void {
  const open = sidePanelOpener();
  if (!open) return;
  const menus = browser.contextMenus;
  const say = (error: unknown) => console.warn('Paper Code Lens: the side panel could not be opened', error);
  browser.runtime.onInstalled.addListener(() => {
    // `action`: the toolbar icon's own menu (right-click), in Manifest V3 in every browser.
    menus?.create({ id: MENU_ID, title: 'Open beside the page', contexts: ['action'] }, () => void browser.runtime.lastError);
  });
  menus?.onClicked.addListener((info, tab) => {
    if (info.menuItemId === MENU_ID) open(tab?.windowId).catch(say);
  });
  browser.commands?.onCommand.addListener((command, tab) => {
    if (command === SIDE_PANEL_COMMAND) open(tab?.windowId).catch(say);
  });
}
