// Finding the browsers: the variable first, then each platform's usual places; a plain message when none.
import { describe, expect, it } from 'vitest';
import { candidates, findBrowser, missingBrowserMessage } from '../../support/browser-path';

const only = (path: string) => (p: string) => p === path;

describe('findBrowser', () => {
  it.each([
    ['chromium', 'linux', {}, '/usr/bin/chromium-browser', '/usr/bin/chromium-browser'],
    ['chromium', 'linux', { CHROMIUM_PATH: '/opt/cft/chrome' }, '/opt/cft/chrome', '/opt/cft/chrome'],
    ['chromium', 'darwin', {}, '/Applications/Chromium.app/Contents/MacOS/Chromium', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
    [
      'chromium',
      'win32',
      { LOCALAPPDATA: 'C:\\Users\\r\\AppData\\Local' },
      'C:\\Users\\r\\AppData\\Local/Chromium/Application/chrome.exe',
      'C:\\Users\\r\\AppData\\Local/Chromium/Application/chrome.exe',
    ],
    ['firefox', 'linux', {}, '/usr/bin/firefox', '/usr/bin/firefox'],
    ['firefox', 'darwin', {}, '/Applications/Firefox.app/Contents/MacOS/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'],
    ['firefox', 'linux', { FIREFOX_PATH: '/home/r/firefox/firefox' }, '/usr/bin/firefox-esr', '/usr/bin/firefox-esr'],
  ] as const)('%s on %s with %j finds %s', (kind, platform, env, present, expected) => {
    expect(findBrowser(kind, { env, platform, exists: only(present) })).toBe(expected);
  });

  it('prefers the variable to every usual place, and never looks for branded Google Chrome', () => {
    const list = candidates('chromium', { env: { CHROMIUM_PATH: '/x/chrome' }, platform: 'linux' });
    expect(list[0]).toBe('/x/chrome');
    expect(list.some((p) => /google-chrome|Google Chrome\.app|Google\/Chrome\/Application/.test(p))).toBe(false);
  });

  it('finds nothing where nothing is, and says what to install or set', () => {
    expect(findBrowser('firefox', { env: {}, platform: 'linux', exists: () => false })).toBeNull();
    expect(missingBrowserMessage('chromium')).toMatch(/apt-get install chromium.*CHROMIUM_PATH/);
    expect(missingBrowserMessage('chromium')).toMatch(/ignores --load-extension since version 137/);
    expect(missingBrowserMessage('firefox')).toMatch(/apt-get install firefox-esr.*FIREFOX_PATH/);
  });
});
