// The 2000-entry listing: our main-thread time (traced), our longest task, and the record requests before and after scrolling.
import type { Page } from 'playwright-core';
import type { BenchBrowser } from './chromium';
import { paperRequests, settle, type BenchContext } from './context';
import { clearRecordCache } from './extension-messages';
import { extensionMeasures, fromRuns, type Figure } from './figure';
import { smallChangeFrames } from './listing-small-change';
import { listingProbe, MARK_DCL, MARK_FIRST_BADGE, readTimes } from './probes';
import { traceDuring } from './trace';
import { analyzeLoad, type LoadFigures } from './trace-analysis';

const LISTING = 'https://arxiv.org/list/cs.LG/pastweek?skip=0&show=2000';
const BADGE = 'paper-code-lens-badge';
/** The content script's measure of its scan and observer set-up, when it makes one (exact, unlike samples). */
const SCAN_MEASURE = 'pcl:listing:scan';
/** The content script's own margin (lib/ui/near-list.ts): what "near the screen" means to it. */
const NEAR_PX = 300;
const SECTION = 'Listing (2000 entries)';

/** Entries whose identifier link is within `margin` px of the viewport. */
const entriesNear = (page: Page) =>
  page.evaluate((margin) => {
    const links = [...document.querySelectorAll('dl > dt a[title="Abstract"]')];
    return links.filter((a) => {
      const r = a.getBoundingClientRect();
      return r.bottom >= -margin && r.top <= innerHeight + margin;
    }).length;
  }, NEAR_PX);

interface Run {
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
 * One traced load. It starts from an arxiv.org page so the listing stays in that renderer, and the trace
 * ends once record requests have been quiet for a second (and at least 1.5 s after load), so both
 * browsers are traced over a like window.
 */
async function tracedLoad(ctx: BenchContext, browser: BenchBrowser): Promise<Run> {
  const page = await browser.newPage();
  try {
    await page.goto('https://arxiv.org/robots.txt');
    await page.addInitScript(listingProbe, { host: BADGE, dclMark: MARK_DCL, firstBadgeMark: MARK_FIRST_BADGE });
    const start = paperRequests(ctx.server);
    const events = await traceDuring(page, async () => {
      await page.goto(LISTING, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      await settle(() => paperRequests(ctx.server), 1000, 10_000);
    });
    const scriptPrefix = browser.extension ? ctx.scriptPrefix : undefined;
    const load = analyzeLoad(events, { threadMark: MARK_DCL, taskMark: MARK_FIRST_BADGE, scriptPrefix });
    const { measures } = await page.evaluate(readTimes);
    const badges = await page.locator(BADGE).count();
    const near = await entriesNear(page);
    const before = paperRequests(ctx.server) - start;
    // Without the extension nothing is asked for: the scroll would only cost time.
    if (!browser.extension) return { load, measures, badges, near, before, after: before, nearEnd: near };
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
    await settle(() => paperRequests(ctx.server), 1000, 10_000);
    return { load, measures, badges, near, before, after: paperRequests(ctx.server) - start, nearEnd: await entriesNear(page) };
  } finally {
    await page.close();
  }
}

/**
 * Traced loads with the extension (its record cache emptied first, so every lookup is real) and without.
 * @example figures.push(...(await listingFigures(ctx)))
 */
export async function listingFigures(ctx: BenchContext): Promise<Figure[]> {
  const ours: Run[] = [];
  const alone: Run[] = [];
  for (let i = 1; i <= ctx.options.listingRuns; i++) {
    ctx.log(`listing: run ${i} of ${ctx.options.listingRuns}`);
    await clearRecordCache(ctx.extTab);
    ours.push(await tracedLoad(ctx, ctx.ext));
    alone.push(await tracedLoad(ctx, ctx.bare));
  }
  if (ours.some((r) => r.badges === 0)) throw new Error('no listing badge appeared: is the listing content script in the build?');
  ctx.log('listing: the page alone, one small change');
  const smallChange = (await smallChangeFrames(ctx.bare, LISTING, ctx.options.listingRuns)).map((ms) => ms ?? NaN);
  const pick = (runs: Run[], key: keyof LoadFigures) => runs.map((r) => r.load[key] ?? NaN);
  const pageMain = pick(alone, 'mainThreadMs');
  const pageLongest = pick(alone, 'longestTaskMs');
  const base = (id: string, label: string, note?: string) => ({ id: `listing.${id}`, section: SECTION, label, unit: 'ms' as const, ...(note ? { note } : {}) });
  const counts = (id: string, label: string, values: number[], note?: string) => fromRuns({ ...base(id, label, note), unit: 'count' }, values);
  // The budget goes to the content script's own measure once it makes one; the sampled figure stays beside it.
  const measured = ours.every((r) => r.measures[SCAN_MEASURE] !== undefined);
  const sampled = fromRuns(
    base(measured ? 'scanSampled' : 'scan', 'first badges: our JS', 'CPU samples in our script, in the task that inserted the first badges'),
    pick(ours, 'markedTaskOurMs'),
    pageMain,
    'page main thread',
  );
  const exact = measured
    ? [
        fromRuns(
          base('scan', 'scan + observer set-up', `the content script's own ${SCAN_MEASURE}`),
          ours.map((r) => r.measures[SCAN_MEASURE]!),
          pageMain,
          'page main thread',
        ),
      ]
    : [];
  return [
    counts(
      'badges',
      'badges inserted before scrolling',
      ours.map((r) => r.badges),
      'only entries near the screen get one',
    ),
    ...exact,
    sampled,
    fromRuns(base('scanTask', 'first badges: whole task'), pick(ours, 'markedTaskMs'), pageLongest, 'page longest task'),
    fromRuns(
      base('firstRender', 'first frame after the first badges', 'style, layout and paint of the page with them in'),
      pick(ours, 'firstRenderAfterMarkMs'),
      smallChange,
      'the frame after one empty element goes into one entry',
    ),
    fromRuns(
      base('smallChange', 'the page alone: the frame after one empty element goes into one entry', 'the floor of any change inside the list'),
      smallChange,
    ),
    fromRuns(base('ourJs', 'all our JS until requests settle', 'badges near the screen included'), pick(ours, 'ourJsMs'), pageMain, 'page main thread'),
    fromRuns(
      base('ourLongestTask', 'longest task running our code', 'rendering tasks left out (see next two)'),
      pick(ours, 'ourLongestTaskMs'),
      pageLongest,
      'page longest task',
    ),
    fromRuns(
      base('longestRender', 'longest frame after the first badges', 'badges mounting; the page alone renders none then'),
      pick(ours, 'longestRenderAfterMarkMs'),
      pageLongest,
      'page longest task',
    ),
    fromRuns(
      base('observerPerFrame', 'IntersectionObserver upkeep per frame', 'for the entries not yet near the screen'),
      pick(ours, 'intersectionPerFrameMs'),
    ),
    fromRuns(base('longestTask', 'longest task on the page, with us'), pick(ours, 'longestTaskMs'), pageLongest, 'page longest task'),
    fromRuns(base('mainThread', 'main-thread time, with us'), pick(ours, 'mainThreadMs'), pageMain, 'page main thread'),
    fromRuns(
      base('extraMainThread', 'main-thread time we add', 'with us minus without, run by run'),
      ours.map((r, i) => r.load.mainThreadMs - alone[i]!.load.mainThreadMs),
      pageMain,
      'page main thread',
    ),
    counts(
      'nearScreen',
      `entries near the screen (±${NEAR_PX} px)`,
      ours.map((r) => r.near),
    ),
    counts(
      'requestsBeforeScroll',
      'record requests before scrolling',
      ours.map((r) => r.before),
    ),
    counts(
      'nearScreenAtEnd',
      `entries near the screen at the end (±${NEAR_PX} px)`,
      ours.map((r) => r.nearEnd),
    ),
    counts(
      'requestsAfterScroll',
      'record requests after scrolling to the end',
      ours.map((r) => r.after),
      'in all, one jump to the end as the e2e tests do',
    ),
    ...extensionMeasures(
      'listing',
      SECTION,
      ours.map((r) => Object.fromEntries(Object.entries(r.measures).filter(([name]) => name !== SCAN_MEASURE))),
    ),
  ];
}
