// How many of a listing's entries are near the screen, read from the page itself: what the e2e suite
// and the benchmark compare the badges and record requests with.
import type { Page } from 'playwright-core';

/**
 * Entries whose identifier link is within `margin` px of the viewport.
 * @example expect(badges).toBeLessThanOrEqual(await entriesNear(page, 400))
 */
export function entriesNear(page: Page, margin: number): Promise<number> {
  return page.evaluate((m) => {
    const links = [...document.querySelectorAll('dl > dt a[title="Abstract"]')];
    return links.filter((a) => {
      const r = a.getBoundingClientRect();
      return r.bottom >= -m && r.top <= innerHeight + m;
    }).length;
  }, margin);
}
