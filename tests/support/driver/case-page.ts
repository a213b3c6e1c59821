// The CasePage over either browser's page: both run a function in the page with one argument.
import { clickInShadowOf, pollUntil, shadowTextOf } from './in-page';
import type { CasePage } from './types';

/** What Playwright's and Puppeteer's pages have in common and a case needs. */
interface EvaluatingPage {
  evaluate(fn: (arg: any) => any, arg: any): Promise<any>;
  close(): Promise<void>;
}

export function casePage(page: EvaluatingPage): CasePage {
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
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    close: () => page.close(),
  };
}
