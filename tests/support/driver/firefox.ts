// The case driver over puppeteer-core and Debian's Firefox ESR, speaking WebDriver BiDi: the Firefox
// build installed as a temporary add-on, arxiv.org, github.com and the other sites answered from the same snapshots by
// request interception, so content scripts meet the real addresses they match.
import puppeteer, { type HTTPRequest, type Page } from 'puppeteer-core';
import { answerArxiv } from '../arxiv-pages';
import { answerGithub, isGithubHost } from '../github-pages';
import { answerSite, isSiteHost } from '../site-pages';
import { findBrowser, requireBrowser } from '../browser-path';
import { startForwardProxy } from '../forward-proxy';
import type { Look } from '../site-look';
import { casePage, type PageShots } from './case-page';
import { release, takeIdle } from './firefox-pool';
import { centreOf, focusOn } from './in-page';
import type { CaseBrowser, DemoOptions, LaunchCaseBrowser } from './types';

/** Firefox's executable, found where it usually is (browser-path.ts), null when it is nowhere. */
export const FIREFOX = findBrowser('firefox');
/** The Firefox build's id (wxt.config.ts) and a fixed internal UUID, so its pages have a known address. */
const ADDON_ID = 'paper-code-lens@paper-code-lens';
const ADDON_UUID = '6b7e3c1a-5f2d-4c8e-9a1b-2d3e4f5a6b7c';

/**
 * A request whose tab closed, or whose browser quit, before it was answered can no longer be answered:
 * puppeteer refuses the answer ("Target closed", "Connection closed", "Browser already closed.", …).
 * That is no failure of the case, so only that is let go; any other refusal is thrown on, unhandled,
 * and fails the run.
 */
const CLOSED = /Target closed|Connection closed|already (?:closed|ended|destroyed)/;

function unlessClosed(error: unknown): void {
  if (!CLOSED.test(String(error))) throw error;
}

/** Answers one request as the snapshots say (with `look`, in the sites' own look); data: and loopback (the record server) go through. */
const answering =
  (options: Look) =>
  (request: HTTPRequest): void => {
    const url = new URL(request.url());
    const given = isGithubHost(url.hostname) ? answerGithub(url, new Map(), options) : isSiteHost(url.hostname) ? answerSite(url) : answerArxiv(url, options);
    const sent =
      given === 'pass'
        ? request.continue()
        : given === 'abort'
          ? request.abort('internetdisconnected')
          : request.respond({ status: given.status, contentType: given.contentType, body: given.body });
    sent.catch(unlessClosed);
  };

/**
 * page.goto waits for navigation events Firefox does not send for extension pages (bug 1755014);
 * BiDi's own navigate, waiting for the load, does the same without them.
 */
async function navigateExtension(page: Page, path: string): Promise<void> {
  const frame = page.mainFrame() as unknown as { browsingContext: { navigate(url: string, wait: string): Promise<void> } };
  await frame.browsingContext.navigate(`moz-extension://${ADDON_UUID}/${path}`, 'complete');
}

/** Waits until `find` in the page gives something, or throws naming the selector. */
async function waitInPage<T>(page: Page, find: (selector: string) => T | null | false, selector: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = await page.evaluate(find, selector);
    if (found) return found as T;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing matched ${selector} within 10 s`);
}

/**
 * The page with click and type done by real mouse and keys on an element found with a plain evaluate.
 * Puppeteer's own click and type first install its query helpers in the page, and in a window that
 * opened blank and was then navigated to an extension page Firefox at times refuses that
 * ("Not allowed to define cross-origin object as property on [Object] or [Array] XrayWrapper").
 */
function withPlainInput(page: Page): Parameters<typeof casePage>[0] {
  return {
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    keyboard: page.keyboard,
    screenshot: (options) => page.screenshot(options as { path: `${string}.png` }),
    close: () => page.close(),
    async click(selector) {
      const { x, y } = await waitInPage(page, centreOf, selector);
      await page.mouse.click(x, y);
    },
    async type(selector, text) {
      await waitInPage(page, focusOn, selector);
      await page.keyboard.type(text);
    },
  };
}

const puppeteerShots = (page: Page): PageShots => ({
  setViewport: (width, height) => page.setViewport({ width, height }),
  async element(selector, path) {
    const element = await page.$(selector);
    if (!element) throw new Error(`nothing to photograph: ${selector}`);
    await element.screenshot({ path: path as `${string}.png` });
  },
  // Puppeteer reads a clip in document coordinates, and captures beyond the viewport with one.
  area: (clip, path) => page.screenshot({ path: path as `${string}.png`, clip }),
});

/** Firefox ESR under WebDriver BiDi; `proxyPrefs` (the demo's forwarding) also has it accept the proxy's certificate. */
function launchWith(options: { dark?: boolean; headless?: boolean }, proxyPrefs?: Record<string, string | number | boolean>) {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX ?? requireBrowser('firefox'),
    headless: options.headless ?? true,
    // 0 is dark, 1 light: the theme web content sees, as a system setting would give it.
    extraPrefsFirefox: {
      'layout.css.prefers-color-scheme.content-override': options.dark ? 0 : 1,
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: ADDON_UUID }),
      // Kept when the tests take the add-on out and put it back in a running browser (firefox-pool.ts).
      'extensions.webextensions.keepUuidOnUninstall': true,
      ...proxyPrefs,
    },
    // The proxy's certificate is made for the run: only the demo, which forwards, accepts it.
    acceptInsecureCerts: proxyPrefs !== undefined,
    // Lets WebDriver BiDi reach moz-extension: pages (the popup and options as tabs).
    args: ['--remote-allow-system-access'],
  });
}

/**
 * @example const browser = await launchFirefox(extensionPath)()
 * @example const demo = launchFirefox(extensionPath, { look: true, forward: { 'https://codewithpapers.app': url } })
 */
export function launchFirefox(extensionPath: string, demo: DemoOptions = {}): LaunchCaseBrowser {
  const answer = answering({ look: demo.look });
  // The tests' browsers are kept between cases (firefox-pool.ts); the demo's, with a proxy, are not.
  const pooled = demo.forward === undefined;
  return async (options = {}) => {
    const key = JSON.stringify({ dark: options.dark ?? false, headless: options.headless ?? true });
    // The add-on's background requests are out of BiDi's sight: forwarded origins go through a proxy.
    const proxy = demo.forward ? await startForwardProxy(demo.forward) : null;
    const browser =
      (pooled && (await takeIdle(key, ADDON_ID, extensionPath))) ||
      (await launchWith(options, proxy?.prefs)
        .then(async (started) => {
          await started.installExtension(extensionPath);
          return started;
        })
        .catch(async (error: unknown) => {
          await proxy?.close();
          throw error;
        }));
    const driver: CaseBrowser = {
      name: 'firefox',
      async open(url) {
        const page = await browser.newPage();
        await page.setRequestInterception(true);
        page.on('request', answer);
        await page.goto(url);
        return casePage(withPlainInput(page), puppeteerShots(page));
      },
      async openExtensionPage(path) {
        const page = await browser.newPage();
        await navigateExtension(page, path);
        return casePage(withPlainInput(page), puppeteerShots(page));
      },
      async openPopupOver(url) {
        // An extension page first, in a tab behind: it is what may ask for a window.
        const opener = await driver.openExtensionPage('options.html');
        const page = await browser.newPage();
        await page.setRequestInterception(true);
        page.on('request', answer);
        await page.goto(url);
        const before = new Set(await browser.pages());
        // A blank window, then the popup navigated into it with BiDi's own navigate (see openExtensionPage).
        await opener.evaluate(
          () =>
            void (globalThis as unknown as { browser: typeof chrome }).browser.windows.create({ url: 'about:blank', type: 'popup', width: 420, height: 600 }),
          null,
        );
        let popup: Page | undefined;
        for (let i = 0; i < 100 && !popup; i++) {
          popup = (await browser.pages()).find((p) => !before.has(p));
          if (!popup) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if (!popup) throw new Error('the popup window did not open');
        // The new window may still be loading its blank page, which aborts a navigation (Firefox ESR
        // 140.12 says it "interrupted an unfinished navigation"; earlier ones NS_BINDING_ABORTED): try again.
        for (let attempt = 1; ; attempt++) {
          try {
            await navigateExtension(popup, 'popup.html');
            break;
          } catch (error) {
            if (attempt === 5 || !/NS_BINDING_ABORTED|interrupted an unfinished navigation/.test(String(error))) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
        // Navigating focuses the popup's window; the page's window must be the last focused one, as
        // it is under the toolbar (Firefox's getLastFocused does not leave popup windows out).
        await page.bringToFront();
        return casePage(withPlainInput(popup), puppeteerShots(popup));
      },
      async close() {
        if (pooled) return release(key, browser);
        await browser.close();
        await proxy?.close();
      },
    };
    return driver;
  };
}
