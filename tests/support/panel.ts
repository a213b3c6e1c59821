// Finds the extension's panel on a page; Playwright's locators reach into its open shadow root.
import type { Page } from 'playwright-core';

export const PANEL_HOST = 'paper-code-lens-panel';

export function panelOf(page: Page) {
  return page.locator(PANEL_HOST);
}

/** Ages every cached answer by `ms`, as if that much time had passed since it was fetched: the
 * time each entry keeps beside its answer, and its index row. Runs inside the service worker:
 * `worker.evaluate(ageCache, ms)`. */
export const ageCache = async (ms: number) => {
  const all = await chrome.storage.local.get(null);
  const aged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(all)) {
    if (key.startsWith('cache:')) aged[key] = { ...(value as object), storedAt: (value as { storedAt: number }).storedAt - ms };
  }
  const index = all['cache-index'] as Record<string, { storedAt: number }>;
  for (const row of Object.values(index)) row.storedAt -= ms;
  await chrome.storage.local.set({ ...aged, 'cache-index': index });
};
