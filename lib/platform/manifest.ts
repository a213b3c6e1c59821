// The parts of the manifest that differ by browser and manifest version. wxt.config.ts builds the
// manifest from these. WXT itself writes the background as a service worker for Chrome and as
// `background.scripts` for Firefox (an event page in V3, a background page in V2: the background's
// code uses neither worker-only nor page-only globals, so it runs in all three), and for Manifest V2
// moves `host_permissions` into `permissions`; but on V2 it drops `optional_host_permissions`, keeps
// the V3 command name, and builds `browser_action` from the popup alone, so those three are given here.

/** Firefox's add-on id: fixed for good once the add-on is on addons.mozilla.org. */
export const FIREFOX_ID = 'paper-code-lens@paper-code-lens';

/**
 * The oldest Firefox that has everything used: the built-in data collection consent (140 on
 * desktop, 142 on Android; without it an older Firefox would need our own consent screen), which
 * also covers the Popover API in content scripts (125), Manifest V3 host permissions granted at
 * install (127) and `optional_host_permissions` (128). 140 is an ESR.
 */
export const FIREFOX_MIN_VERSION = '140.0';
export const FIREFOX_ANDROID_MIN_VERSION = '142.0';

/**
 * What leaves the browser, in Firefox's categories: the arXiv id or repository of the page being
 * viewed, which is browsing activity; and the arXiv ids read from the page (the entries of a listing,
 * the papers a README cites), which is website content. Both are needed for the extension to work at
 * all, so both are required. Nothing else is sent: no telemetry, no page text, no cookies.
 */
export const FIREFOX_DATA_COLLECTION = { required: ['browsingActivity', 'websiteContent'] };

/** Origins another record source may be on, granted one at a time from the options page. */
export const OPTIONAL_ORIGINS = ['https://*/*', 'http://*/*'];

export interface Target {
  browser: string;
  manifestVersion: 2 | 3;
}

/** The toolbar button: WXT adds the popup. The extension's `icons` are listed by WXT from public/icon/. */
export const TOOLBAR_BUTTON = { default_title: 'Paper Code Lens', default_icon: { 16: 'icon/16.png', 32: 'icon/32.png' } };

/** The keyboard command that opens the popup and scans the page (lib/background/scan-shortcut.ts). */
export const SCAN_COMMAND = 'scan-page';

/** The keyboard command that opens the side panel (lib/background/side-panel-openers.ts); Firefox has its own for the sidebar. */
export const SIDE_PANEL_COMMAND = 'open-side-panel';

/** The command that opens the toolbar button's popup: its name changed with the API's. */
export function openPopupCommand(manifestVersion: 2 | 3): '_execute_action' | '_execute_browser_action' {
  return manifestVersion === 3 ? '_execute_action' : '_execute_browser_action';
}

/**
 * The browser- and version-specific keys, merged into the rest of the manifest by wxt.config.ts.
 * @example platformManifest({ browser: 'firefox', manifestVersion: 2 }).optional_permissions // ['https://*\/*', 'http://*\/*']
 */
export function platformManifest({ browser, manifestVersion }: Target) {
  return {
    // `action` in V3; V2's `browser_action` must be given as such, as WXT merges the popup into it.
    ...(manifestVersion === 3 ? { action: { ...TOOLBAR_BUTTON } } : { browser_action: { ...TOOLBAR_BUTTON } }),
    // V3 keeps optional origins apart from optional API permissions; V2 has one list for both.
    ...(manifestVersion === 3 ? { optional_host_permissions: [...OPTIONAL_ORIGINS] } : { optional_permissions: [...OPTIONAL_ORIGINS] }),
    commands: {
      [openPopupCommand(manifestVersion)]: { suggested_key: { default: 'Alt+Shift+L' }, description: 'Open Paper Code Lens' },
      [SCAN_COMMAND]: { suggested_key: { default: 'Alt+Shift+S' }, description: 'Scan this page for papers and repositories' },
      // Firefox opens its sidebar with a command of its own name, handled by the browser itself.
      [browser === 'firefox' ? '_execute_sidebar_action' : SIDE_PANEL_COMMAND]: {
        suggested_key: { default: 'Alt+Shift+P' },
        description: 'Open Paper Code Lens beside the page',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: FIREFOX_ID,
              strict_min_version: FIREFOX_MIN_VERSION,
              data_collection_permissions: { required: [...FIREFOX_DATA_COLLECTION.required] },
            },
            gecko_android: { strict_min_version: FIREFOX_ANDROID_MIN_VERSION },
          },
        }
      : {}),
  };
}
