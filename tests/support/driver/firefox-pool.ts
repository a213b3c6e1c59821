// Firefox takes about 4 s to start on these machines; taking the add-on out and putting it back takes
// 0.2 s and leaves nothing of it behind: uninstalling clears its storage (local and session), drops
// its registered scripts and ends its background with all it held in memory, and with the pref
// `extensions.webextensions.keepUuidOnUninstall` its pages keep their address. So a test case's
// "fresh browser" is one already running with the same theme, its tabs closed and the add-on
// installed anew: the same clean start (tests/e2e-firefox/clean-start.e2e.ts shows it) at a
// twentieth of the cost.
import type { Browser } from 'puppeteer-core';

/** Browsers a case has let go, by the launch options they were started with. */
const idle = new Map<string, Browser[]>();

/** How long letting a browser go may take before it is closed instead (a tab that will not close). */
const RELEASE_MS = 10_000;

/** An idle browser started with `key`'s options, the add-on at `extensionPath` installed afresh; null when none is idle or it would not take the add-on. */
export async function takeIdle(key: string, addonId: string, extensionPath: string): Promise<Browser | null> {
  const browser = idle.get(key)?.pop();
  if (!browser) return null;
  try {
    await browser.uninstallExtension(addonId);
    await browser.installExtension(extensionPath);
    return browser;
  } catch {
    await browser.close().catch(() => undefined);
    return null;
  }
}

/** Closes every tab but a blank one and keeps `browser` for the next case with `key`'s options; closes it when that fails. */
export async function release(key: string, browser: Browser): Promise<void> {
  const emptied = (async () => {
    const blank = await browser.newPage();
    await Promise.all((await browser.pages()).filter((page) => page !== blank).map((page) => page.close()));
  })();
  const timedOut = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('tabs would not close')), RELEASE_MS).unref());
  try {
    await Promise.race([emptied, timedOut]);
    idle.set(key, [...(idle.get(key) ?? []), browser]);
  } catch {
    await browser.close().catch(() => undefined);
  }
}

/** Closes every idle browser: call after a file's cases (afterAll). */
export async function closeIdleFirefoxes(): Promise<void> {
  const browsers = [...idle.values()].flat();
  idle.clear();
  await Promise.all(browsers.map((browser) => browser.close().catch(() => undefined)));
}
