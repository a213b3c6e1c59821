// One traced load of the 2000-entry listing, with or without an extension: the trace of the page's main
// thread, what our content script measured, and the record requests it made before and after a scroll.
import { entriesNear } from '../../tests/support/listing-near';
import type { BenchBrowser } from './chromium';
import { paperRequests, settle, type BenchContext } from './context';
import { listingProbe, MARK_DCL, MARK_FIRST_BADGE, readTimes } from './probes';
import { traceDuring } from './trace';
import { analyzeLoad, type LoadFigures } from './trace-analysis';

export const LISTING = 'https://arxiv.org/list/cs.LG/pastweek?skip=0&show=2000';
export const BADGE = 'paper-code-lens-badge';
/** The content script's own margin (lib/ui/near-list.ts): what "near the screen" means to it. */
export const NEAR_PX = 300;

/**
 * How long every load is traced after its load event, ms, with or without an extension. The same
 * window for all, so the page's own late work (its first major GC comes 1 to 1.5 s after
 * DOMContentLoaded, sooner when a script allocates) falls in each window or in none; long enough for
 * our badges' record requests to settle (they come within half a second on loopback).
 */
export const AFTER_LOAD_MS = 2500;

export interface ListingRun {
  load: LoadFigures;
  measures: Record<string, number>;
  /** Badges in the page once requests settle, before any scroll. */
  badges: number;
  near: number;
  before: number;
  after: number;
  nearEnd: number;
}

/**
 * One load traced until {@link AFTER_LOAD_MS} after its load event. It starts from an arxiv.org page so
 * the listing stays in that renderer. With `scroll` (our extension), the record requests are then
 * counted once they have been quiet for a second, and again after a jump to the end of the page.
 * @example const ours = await tracedListingLoad(ctx, ctx.ext, true); const alone = await tracedListingLoad(ctx, ctx.bare, false);
 */
export async function tracedListingLoad(ctx: BenchContext, browser: BenchBrowser, scroll: boolean): Promise<ListingRun> {
  const page = await browser.newPage();
  try {
    await page.goto('https://arxiv.org/robots.txt');
    await page.addInitScript(listingProbe, { host: BADGE, dclMark: MARK_DCL, firstBadgeMark: MARK_FIRST_BADGE });
    const start = paperRequests(ctx.server);
    const events = await traceDuring(page, async () => {
      await page.goto(LISTING, { waitUntil: 'load' });
      await page.waitForTimeout(AFTER_LOAD_MS);
    });
    const scriptPrefix = browser.extension ? ctx.scriptPrefix : undefined;
    const load = analyzeLoad(events, { threadMark: MARK_DCL, taskMark: MARK_FIRST_BADGE, scriptPrefix });
    const { measures } = await page.evaluate(readTimes);
    const badges = await page.locator(BADGE).count();
    const near = await entriesNear(page, NEAR_PX);
    // Only our extension asks for records: for the others the scroll would only cost time.
    if (!scroll) return { load, measures, badges, near, before: 0, after: 0, nearEnd: near };
    await settle(() => paperRequests(ctx.server), 1000, 10_000);
    const before = paperRequests(ctx.server) - start;
    const run = { load, measures, badges, near, before, after: before, nearEnd: near };
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
    await settle(() => paperRequests(ctx.server), 1000, 10_000);
    return { ...run, after: paperRequests(ctx.server) - start, nearEnd: await entriesNear(page, NEAR_PX) };
  } finally {
    await page.close();
  }
}
