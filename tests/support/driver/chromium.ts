// The case driver over playwright-core and Debian's Chromium, on the same snapshots as the Chromium suite.
import { serveArxiv } from '../arxiv-pages';
import { launchWithExtension } from '../browser';
import { serveGithub } from '../github-pages';
import { serveSites } from '../site-pages';
import type { Page } from 'playwright-core';
import { casePage, type PageShots } from './case-page';
import type { CaseBrowser, LaunchCaseBrowser } from './types';

const playwrightShots = (page: Page): PageShots => ({
  setViewport: (width, height) => page.setViewportSize({ width, height }),
  element: (selector, path) => page.locator(selector).first().screenshot({ path }),
});

/** @example const browser = await launchChromium(extensionPath)({ dark: true }) */
export function launchChromium(extensionPath: string): LaunchCaseBrowser {
  return async (options = {}) => {
    const browser = await launchWithExtension(extensionPath, { headless: options.headless ?? true });
    await serveArxiv(browser.context);
    await serveGithub(browser.context);
    await serveSites(browser.context);
    const driver: CaseBrowser = {
      name: 'chromium',
      async open(url) {
        const page = await browser.context.newPage();
        if (options.dark) await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto(url);
        return casePage(page, playwrightShots(page));
      },
      async openExtensionPage(path) {
        const page = await browser.context.newPage();
        await page.goto(`chrome-extension://${browser.extensionId}/${path}`);
        return casePage(page, playwrightShots(page));
      },
      async openPopupOver(url) {
        const page = await browser.context.newPage();
        await page.goto(url);
        await page.bringToFront();
        const opened = browser.context.waitForEvent('page');
        const popupUrl = `chrome-extension://${browser.extensionId}/popup.html`;
        await browser.worker.evaluate((u) => chrome.windows.create({ url: u, type: 'popup', focused: false, width: 420, height: 600 }), popupUrl);
        const popup = await opened;
        await popup.waitForLoadState();
        return casePage(popup, playwrightShots(popup));
      },
      close: () => browser.close(),
    };
    return driver;
  };
}
