// The 2000-entry listing: our main-thread time (traced), our longest task, and the record requests before and after scrolling.
import type { BenchContext } from './context';
import { clearRecordCache } from './extension-messages';
import { extensionMeasures, fromRuns, type Figure } from './figure';
import { smallChangeFrames } from './listing-small-change';
import { AFTER_LOAD_MS, LISTING, type ListingRun as Run, NEAR_PX, tracedListingLoad } from './listing-load';
import type { LoadFigures } from './trace-analysis';

/** The content script's measure of its scan and observer set-up, when it makes one (exact, unlike samples). */
const SCAN_MEASURE = 'pcl:listing:scan';
const SECTION = 'Listing (2000 entries)';

/** Main-thread time a browser adds to the page alone, run by run (each load traced as long after its load event). */
const addedBy = (runs: Run[], alone: Run[], key: 'mainThreadCpuMs' | 'mainThreadMs' = 'mainThreadCpuMs') =>
  runs.map((r, i) => r.load[key] - alone[i]!.load[key]);

/**
 * Traced loads, each over the same window and in an order that turns from run to run: with the
 * extension (its record cache emptied first, so every lookup is real), without any, with an empty
 * content script and with the floor of the stack.
 * @example figures.push(...(await listingFigures(ctx)))
 */
export async function listingFigures(ctx: BenchContext): Promise<Figure[]> {
  const ours: Run[] = [];
  const alone: Run[] = [];
  const empty: Run[] = [];
  const floor: Run[] = [];
  const lanes = [
    { browser: ctx.ext, runs: ours, scroll: true },
    { browser: ctx.bare, runs: alone, scroll: false },
    { browser: ctx.empty, runs: empty, scroll: false },
    ...(ctx.floor ? [{ browser: ctx.floor, runs: floor, scroll: false }] : []),
  ];
  for (let i = 0; i < ctx.options.listingRuns; i++) {
    ctx.log(`listing: run ${i + 1} of ${ctx.options.listingRuns}`);
    await clearRecordCache(ctx.extTab);
    // Each run starts with another browser, so none is always the one loaded just after another.
    const first = i % lanes.length;
    for (const lane of [...lanes.slice(first), ...lanes.slice(0, first)]) lane.runs.push(await tracedListingLoad(ctx, lane.browser, lane.scroll));
  }
  if (ours.some((r) => r.badges === 0)) throw new Error('no listing badge appeared: is the listing content script in the build?');
  ctx.log('listing: the page alone, one small change');
  const smallFrames = await smallChangeFrames(ctx.bare, LISTING, ctx.options.listingRuns);
  const smallChange = smallFrames.map((f) => f.wall ?? NaN);
  const smallChangeCpu = smallFrames.map((f) => f.cpu ?? NaN);
  const pick = (runs: Run[], key: keyof LoadFigures) => runs.map((r) => r.load[key] ?? NaN);
  // The page's CPU time, as the abstract page's and the sites' figures count it (main-thread.ts).
  const pageMain = pick(alone, 'mainThreadCpuMs');
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
      base('firstRenderCpu', 'first frame after the first badges', 'CPU time: style, layout and paint of the page with them in'),
      pick(ours, 'firstRenderAfterMarkCpuMs'),
      smallChangeCpu,
      'the frame after one empty element goes into one entry',
    ),
    fromRuns(
      base('firstRender', 'the same frame in wall time', 'also the time the thread waited for a core (the record server, the service worker)'),
      pick(ours, 'firstRenderAfterMarkMs'),
      smallChange,
      'the same small change, wall',
    ),
    fromRuns(
      base('smallChange', 'the page alone: the frame after one empty element goes into one entry', 'the floor of any change inside the list; wall time'),
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
    fromRuns(base('mainThread', 'main-thread time, with us'), pick(ours, 'mainThreadCpuMs'), pageMain, 'page main thread'),
    fromRuns(
      base(
        'attributed',
        'main-thread time the trace lays at our door',
        'CPU time: our tasks, and the frames from our first badges until those near the screen are drawn',
      ),
      pick(ours, 'attributedCpuMs'),
      pageMain,
      'page main thread',
    ),
    fromRuns(
      base('extraMainThread', 'main-thread time we add', `CPU time; with us minus without, run by run, each traced ${AFTER_LOAD_MS / 1000} s after its load`),
      addedBy(ours, alone),
      pageMain,
      'page main thread',
    ),
    fromRuns(
      base('extraMainThreadWall', 'main-thread wall time we add', 'also the time the thread waited for a core (the record server, the service worker)'),
      addedBy(ours, alone, 'mainThreadMs'),
      pick(alone, 'mainThreadMs'),
      'page main thread, wall',
    ),
    fromRuns(
      base('emptyAdded', 'main-thread time an empty content script adds', 'the floor of any extension on the page, same window'),
      addedBy(empty, alone),
      pageMain,
      'page main thread',
    ),
    ...(floor.length > 0
      ? [
          fromRuns(
            base('floorAdded', 'main-thread time the floor of the stack adds', 'one Preact component in a shadow root, one typed message; same window'),
            addedBy(floor, alone),
            pageMain,
            'page main thread',
          ),
        ]
      : []),
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
