// The toolbar button's API, which has two names: `action` in Manifest V3 (Chrome, Edge, and Firefox
// as we build it) and `browserAction` in Manifest V2 (Firefox's default, and `wxt build -b firefox --mv2`).
import { browser } from 'wxt/browser';

/** The part of the toolbar button's API that the badge uses; the same in both manifests. */
export interface ToolbarAction {
  setBadgeText(details: { tabId?: number; text: string }): Promise<void>;
  setBadgeBackgroundColor(details: { tabId?: number; color: string }): Promise<void>;
  setTitle(details: { tabId?: number; title: string }): Promise<void>;
}

/** Where the toolbar button's API may be found: one of the two is there, never both. */
export interface ActionHolder {
  action?: ToolbarAction | undefined;
  browserAction?: ToolbarAction | undefined;
}

/**
 * The toolbar button's API under whichever name this build has; null in a context without one
 * (a content script, or a manifest without a toolbar button).
 * @example toolbarAction()?.setBadgeText({ tabId, text: '3' })
 */
export function toolbarAction(api: ActionHolder = browser as unknown as ActionHolder): ToolbarAction | null {
  return api.action ?? api.browserAction ?? null;
}
