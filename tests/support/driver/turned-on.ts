// Opening a page of a site the test build grants, once the background has registered the sites
// script there, as it does at install (a reader's first page of a site comes later than that).
import { pollUntil } from './in-page';
import type { CaseBrowser, CasePage } from './types';

/** @example const page = await openTurnedOn(browser, 'https://feed.example/') */
export async function openTurnedOn(browser: CaseBrowser, url: string): Promise<CasePage> {
  const extensionPage = await browser.openExtensionPage('options.html');
  const pattern = `${new URL(url).origin}/*`;
  await pollUntil(
    async () =>
      (await extensionPage.evaluate(async () => {
        const api = ((globalThis as { browser?: typeof chrome }).browser ?? chrome).scripting;
        return JSON.stringify((await api.getRegisteredContentScripts()).flatMap((script) => script.matches ?? []));
      }, null)) as string,
    (sites) => (JSON.parse(sites) as string[]).includes(pattern),
    10_000,
    `the sites script registered on ${pattern}`,
  );
  await extensionPage.close();
  return browser.open(url);
}
