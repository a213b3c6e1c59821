// The case driver over playwright-core and Debian's Chromium, on the same snapshots as the Chromium suite.
import { serveArxiv } from '../arxiv-pages';
import { launchWithExtension } from '../browser';
import { forwardRequest } from '../forward';
import { serveGithub } from '../github-pages';
import { serveSites } from '../site-pages';
import type { BrowserContext, Page } from 'playwright-core';
import { casePage, type PageShots } from './case-page';
import type { CaseBrowser, DemoOptions, LaunchCaseBrowser } from './types';

/** The scroll offset and size of the page's viewport. */
const viewportOf = (_: null) => ({ x: window.scrollX, y: window.scrollY, width: window.innerWidth, height: window.innerHeight });

const playwrightShots = (page: Page): PageShots => ({
  setViewport: (width, height) => page.setViewportSize({ width, height }),
  element: (selector, path) => page.locator(selector).first().screenshot({ path }),
  async area(clip, path) {
    // Playwright reads a clip in the viewport's coordinates, or with fullPage in the document's; a
    // full page of a 2000-entry listing is too tall to draw, so a clip in view is taken from the view.
    const view = await page.evaluate(viewportOf, null);
    const inView = clip.x >= view.x && clip.y >= view.y && clip.x + clip.width <= view.x + view.width && clip.y + clip.height <= view.y + view.height;
    await (inView ? page.screenshot({ path, clip: { ...clip, x: clip.x - view.x, y: clip.y - view.y } }) : page.screenshot({ path, clip, fullPage: true }));
  },
});

/** Hands every request to a forwarded origin (the service worker's too) to its loopback server. */
async function routeForwarded(context: BrowserContext, forward: Readonly<Record<string, string>>): Promise<void> {
  // Added after the snapshots' routes, so it comes first (Playwright tries the last added first).
  await context.route(
    (url) => url.origin in forward,
    async (route) => {
      const request = route.request();
      const answer = await forwardRequest(
        { url: request.url(), method: request.method(), headers: await request.allHeaders(), body: request.postDataBuffer() },
        forward,
      );
      await (answer ? route.fulfill(answer) : route.abort('internetdisconnected'));
    },
  );
}

/**
 * @example const browser = await launchChromium(extensionPath)({ dark: true })
 * @example const demo = launchChromium(extensionPath, { look: true, forward: { 'https://codewithpapers.app': url } })
 */
export function launchChromium(extensionPath: string, demo: DemoOptions = {}): LaunchCaseBrowser {
  return async (options = {}) => {
    const browser = await launchWithExtension(extensionPath, { headless: options.headless ?? true });
    await serveArxiv(browser.context, { look: demo.look });
    await serveGithub(browser.context, new Map(), { look: demo.look });
    await serveSites(browser.context);
    if (demo.forward) await routeForwarded(browser.context, demo.forward);
    /** A page in the system theme asked for: `dark` reaches the extension's own pages as it does a site's. */
    const themed = async (page: Page): Promise<Page> => {
      if (options.dark) await page.emulateMedia({ colorScheme: 'dark' });
      return page;
    };
    const driver: CaseBrowser = {
      name: 'chromium',
      async open(url) {
        const page = await themed(await browser.context.newPage());
        await page.goto(url);
        return casePage(page, playwrightShots(page));
      },
      async openExtensionPage(path) {
        const page = await themed(await browser.context.newPage());
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
        const popup = await themed(await opened);
        await popup.waitForLoadState();
        return casePage(popup, playwrightShots(popup));
      },
      close: () => browser.close(),
    };
    return driver;
  };
}
