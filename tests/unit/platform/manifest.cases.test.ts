// The keyboard shortcuts each browser's manifest offers, as the browser's shortcut settings list them.
import { describe, expect, it } from 'vitest';
import { platformManifest } from '../../../lib/platform/manifest';

describe('platformManifest: the shortcuts', () => {
  it('gives Chrome the popup, the scan and the side panel, each with its key and words', () => {
    expect(platformManifest({ browser: 'chrome', manifestVersion: 3 }).commands).toEqual({
      _execute_action: { suggested_key: { default: 'Alt+Shift+L' }, description: 'Open Paper Code Lens' },
      'scan-page': { suggested_key: { default: 'Alt+Shift+S' }, description: 'Scan this page for papers and repositories' },
      'open-side-panel': { suggested_key: { default: 'Alt+Shift+P' }, description: 'Open Paper Code Lens beside the page' },
    });
  });

  it("gives Firefox its own sidebar command and Manifest V2's popup command", () => {
    expect(Object.keys(platformManifest({ browser: 'firefox', manifestVersion: 2 }).commands)).toEqual([
      '_execute_browser_action',
      'scan-page',
      '_execute_sidebar_action',
    ]);
  });
});
