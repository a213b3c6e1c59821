// The CasePage over either browser's page: both run a function in the page with one argument.
import { clickInShadowOf, pollUntil, shadowTextOf } from './in-page';
import type { CasePage, Clip } from './types';

/** What Playwright's and Puppeteer's pages have in common and a case needs. */
interface EvaluatingPage {
  evaluate(fn: (arg: any) => any, arg: any): Promise<any>;
  click(selector: string): Promise<unknown>;
  type(selector: string, text: string): Promise<unknown>;
  keyboard: { press(key: any): Promise<unknown> };
  screenshot(options: { path: string }): Promise<unknown>;
  close(): Promise<void>;
}

/** What the two drivers do in their own ways: size the viewport, photograph one element or one rectangle. */
export interface PageShots {
  setViewport(width: number, height: number): Promise<unknown>;
  element(selector: string, path: string): Promise<unknown>;
  /** `clip` in document coordinates, beyond the viewport if need be. */
  area(clip: Clip, path: string): Promise<unknown>;
}

const bodyTextOf = (_: null): string => document.body.innerText;

export function casePage(page: EvaluatingPage, shots: PageShots): CasePage {
  const shadowText = (host: string): Promise<string> => page.evaluate(shadowTextOf, host);
  return {
    shadowText,
    waitForShadowText: (host, text, timeoutMs = 15_000) =>
      pollUntil(
        () => shadowText(host),
        (t) => t.includes(text),
        timeoutMs,
        `"${text}" in ${host}`,
      ),
    async clickInShadow(host, selector) {
      if (!(await page.evaluate(clickInShadowOf, [host, selector]))) throw new Error(`nothing to click: ${host} ${selector}`);
    },
    bodyText: () => page.evaluate(bodyTextOf, null),
    waitForBodyText: (text, timeoutMs = 15_000) =>
      pollUntil(
        () => page.evaluate(bodyTextOf, null),
        (t) => t.includes(text),
        timeoutMs,
        `"${text}" on the page`,
      ),
    type: (selector, text) => page.type(selector, text).then(() => undefined),
    press: (key) => page.keyboard.press(key).then(() => undefined),
    click: (selector) => page.click(selector).then(() => undefined),
    async screenshot(path, target) {
      if (typeof target === 'string') await shots.element(target, path);
      else if (target) await shots.area(target, path);
      else await page.screenshot({ path });
    },
    setViewport: (width, height) => shots.setViewport(width, height).then(() => undefined),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    close: () => page.close(),
  };
}
