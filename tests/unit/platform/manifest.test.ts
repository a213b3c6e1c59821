// The manifest keys that differ by browser and manifest version.
import { describe, expect, it } from 'vitest';
import { FIREFOX_DATA_COLLECTION, FIREFOX_ID, OPTIONAL_ORIGINS, openPopupCommand, platformManifest } from '../../../lib/platform/manifest';

/** Firefox's data collection categories (extensionworkshop: firefox-builtin-data-consent). */
const FIREFOX_CATEGORIES = [
  'personallyIdentifyingInfo',
  'healthInfo',
  'financialAndPaymentInfo',
  'authenticationInfo',
  'personalCommunications',
  'locationInfo',
  'browsingActivity',
  'websiteContent',
  'websiteActivity',
  'searchTerms',
  'bookmarksInfo',
];

describe('platformManifest', () => {
  it('Chrome and Edge (Manifest V3): action, optional_host_permissions, _execute_action, nothing for Firefox', () => {
    const m = platformManifest({ browser: 'chrome', manifestVersion: 3 });
    expect(m).toHaveProperty('action.default_icon.16', 'icon/16.png');
    expect(m).not.toHaveProperty('browser_action');
    expect(m).toHaveProperty('optional_host_permissions', OPTIONAL_ORIGINS);
    expect(m).not.toHaveProperty('optional_permissions');
    expect(Object.keys(m.commands)).toEqual(['_execute_action', 'scan-page', 'open-side-panel']);
    expect(m).not.toHaveProperty('browser_specific_settings');
  });

  it('Firefox as we build it (Manifest V3): the same keys as Chrome, and its id, minimum version and data collection', () => {
    const m = platformManifest({ browser: 'firefox', manifestVersion: 3 });
    expect(m).toHaveProperty('action');
    expect(m).toHaveProperty('optional_host_permissions', OPTIONAL_ORIGINS);
    // Firefox opens its sidebar with its own reserved command.
    expect(Object.keys(m.commands)).toEqual(['_execute_action', 'scan-page', '_execute_sidebar_action']);
    expect(m.browser_specific_settings?.gecko).toEqual({
      id: FIREFOX_ID,
      strict_min_version: '140.0',
      data_collection_permissions: { required: ['browsingActivity', 'websiteContent'] },
    });
    expect(m.browser_specific_settings?.gecko_android).toEqual({ strict_min_version: '142.0' });
  });

  it('Firefox with --mv2: browser_action, optional_permissions and _execute_browser_action', () => {
    const m = platformManifest({ browser: 'firefox', manifestVersion: 2 });
    expect(m).toHaveProperty('browser_action.default_title', 'Paper Code Lens');
    expect(m).not.toHaveProperty('action');
    expect(m).toHaveProperty('optional_permissions', OPTIONAL_ORIGINS);
    expect(m).not.toHaveProperty('optional_host_permissions');
    expect(Object.keys(m.commands)).toEqual(['_execute_browser_action', 'scan-page', '_execute_sidebar_action']);
    expect(m).toHaveProperty('browser_specific_settings.gecko.id', FIREFOX_ID);
  });

  it('the command is named after the API that opens the popup', () => {
    expect(openPopupCommand(3)).toBe('_execute_action');
    expect(openPopupCommand(2)).toBe('_execute_browser_action');
  });

  it('declares only categories Firefox knows, never "none" beside another', () => {
    for (const category of FIREFOX_DATA_COLLECTION.required) expect(FIREFOX_CATEGORIES).toContain(category);
    expect(FIREFOX_DATA_COLLECTION.required).not.toContain('none');
  });

  it('the Firefox id has the form addons.mozilla.org accepts', () => {
    expect(FIREFOX_ID).toMatch(/^[a-zA-Z0-9-._]*@[a-zA-Z0-9-._]+$/);
  });
});
