// Finds the extension's panel on a page; Playwright's locators reach into its open shadow root.
import type { Page } from 'playwright-core';

export const PANEL_HOST = 'paper-code-lens-panel';

export function panelOf(page: Page) {
  return page.locator(PANEL_HOST);
}

/** Ages every cached answer by `ms`, as if that much time had passed since it was fetched.
 * Runs inside the service worker: `worker.evaluate(ageCache, ms)`. */
export const ageCache = async (ms: number) => {
  const { 'cache-index': index } = await chrome.storage.local.get('cache-index');
  for (const row of Object.values(index as Record<string, { storedAt: number }>)) row.storedAt -= ms;
  await chrome.storage.local.set({ 'cache-index': index });
};
