// Where the browsers are: `CHROMIUM_PATH` / `FIREFOX_PATH` first, then the usual places on Linux,
// macOS and Windows. Branded Google Chrome is left out on purpose: since version 137 it ignores
// `--load-extension`, so it cannot load the unpacked extension for the demo or the tests.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export type BrowserKind = 'chromium' | 'firefox';

interface Where {
  env: Record<string, string | undefined>;
  platform: string;
  exists: (path: string) => boolean;
}

/** Every place looked in, in order, for `kind` on `platform`. */
export function candidates(kind: BrowserKind, { env, platform }: Omit<Where, 'exists'>): string[] {
  const given = env[kind === 'chromium' ? 'CHROMIUM_PATH' : 'FIREFOX_PATH'];
  const home = env.HOME ?? env.USERPROFILE ?? '';
  const programs = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((p): p is string => Boolean(p));
  const lists: Record<BrowserKind, Record<string, string[]>> = {
    chromium: {
      linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium', join(home, '.cache/ms-playwright/chromium/chrome-linux/chrome')],
      darwin: ['/Applications/Chromium.app/Contents/MacOS/Chromium', '/Applications/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing'],
      win32: programs.flatMap((p) => [join(p, 'Chromium/Application/chrome.exe'), join(p, 'Google/Chrome for Testing/Application/chrome.exe')]),
    },
    firefox: {
      linux: ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/snap/bin/firefox'],
      darwin: ['/Applications/Firefox.app/Contents/MacOS/firefox', '/Applications/Firefox Developer Edition.app/Contents/MacOS/firefox'],
      win32: programs.map((p) => join(p, 'Mozilla Firefox/firefox.exe')),
    },
  };
  return [...(given ? [given] : []), ...(lists[kind][platform] ?? lists[kind].linux!)];
}

/**
 * The first browser of `kind` that is there, or null.
 * @example findBrowser('chromium') // '/usr/bin/chromium'
 */
export function findBrowser(kind: BrowserKind, where: Where = { env: process.env, platform: process.platform, exists: existsSync }): string | null {
  return candidates(kind, where).find((path) => where.exists(path)) ?? null;
}

/** What to say when there is none: what to install, or what to set. */
export function missingBrowserMessage(kind: BrowserKind): string {
  const name = kind === 'chromium' ? 'Chromium' : 'Firefox';
  const variable = kind === 'chromium' ? 'CHROMIUM_PATH' : 'FIREFOX_PATH';
  const install = kind === 'chromium' ? 'apt-get install chromium' : 'apt-get install firefox-esr';
  const extra = kind === 'chromium' ? ' (Chromium or Chrome for Testing: branded Google Chrome ignores --load-extension since version 137)' : '';
  return `Paper Code Lens: no ${name} found${extra}. Install it (on Debian or Ubuntu: ${install}) or set ${variable} to its executable.`;
}

/**
 * The browser's path; when there is none, says so in one line and ends the process with code 3
 * (no stack trace: there is nothing wrong with the code).
 * @example const chromium = requireBrowser('chromium')
 */
export function requireBrowser(kind: BrowserKind): string {
  const found = findBrowser(kind);
  if (found) return found;
  console.error(missingBrowserMessage(kind));
  process.exit(3);
}
