// Abstract page: navigation start to the panel showing the record, cold (cache cleared) and warm, beside the page's own load.
import type { Page } from 'playwright-core';
import type { BenchBrowser } from './chromium';
import { paperRequests, type BenchContext } from './context';
import { stopWorker } from './cdp-worker';
import { clearRecordCache } from './extension-messages';
import { extensionMeasures, fromRuns, type Figure } from './figure';
import { MARK_DCL, readTimes, SEEN_LOG, uiProbe, type PageTimes } from './probes';
import { expectSecondSourceOff } from './second-source';

const PAPER = 'https://arxiv.org/abs/2607.21653';
const PROBE = { hostPrefix: 'paper-code-lens-panel', selector: null, pattern: 'harvested functions? ran', dclMark: MARK_DCL, seenLog: SEEN_LOG };
const SECTION = 'Abstract page (arXiv 2607.21653, the panel\'s "harvested functions ran")';
const PANEL_LIMIT_MS = 20_000;

/** One load in a new tab; with the extension, waits for the probe to see the panel's text. */
async function load(browser: BenchBrowser, waitForPanel: boolean): Promise<PageTimes> {
  const page: Page = await browser.newPage();
  try {
    await page.addInitScript(uiProbe, PROBE);
    // Waiting on the probe's console line, not polling: nothing of Playwright's runs in the page meanwhile.
    const seen = waitForPanel ? page.waitForEvent('console', { predicate: (m) => m.text() === SEEN_LOG, timeout: PANEL_LIMIT_MS }) : null;
    await page.goto(PAPER, { waitUntil: 'load' });
    await seen;
    return await page.evaluate(readTimes);
  } finally {
    await page.close();
  }
}

interface Runs {
  toPanel: number[];
  afterDcl: number[];
  requests: number[];
  measures: Record<string, number>[];
}

const empty = (): Runs => ({ toPanel: [], afterDcl: [], requests: [], measures: [] });

async function measured(ctx: BenchContext, into: Runs): Promise<void> {
  const before = paperRequests(ctx.server);
  const times = await load(ctx.ext, true);
  into.toPanel.push(times.panelAt!);
  into.afterDcl.push(times.panelAt! - times.dcl);
  into.requests.push(paperRequests(ctx.server) - before);
  into.measures.push(times.measures);
}

/**
 * Runs cold, warm and bare loads in turn (`options.runs` each), so the three share the machine's
 * moods. Cold: the background's record cache emptied first (the record server then answers; it sends
 * `no-store`, so no HTTP cache stands in). Warm: the record the cold load just cached. Stopped: warm,
 * with the service worker stopped first, as Chromium stops it after 30 s idle.
 * @example figures.push(...(await abstractFigures(ctx)))
 */
export async function abstractFigures(ctx: BenchContext): Promise<Figure[]> {
  const cold = empty();
  const warm = empty();
  const stopped = empty();
  const bare = { dcl: [] as number[], load: [] as number[] };
  // The reader's default: Papers with Code is not asked (abstract.second.* measures it on).
  await expectSecondSourceOff(ctx.extTab);
  // One load of each first, unmeasured: the first tab of a browser pays for starting its renderer.
  await load(ctx.ext, true);
  await load(ctx.bare, false);
  for (let i = 1; i <= ctx.options.runs; i++) {
    ctx.log(`abstract page: run ${i} of ${ctx.options.runs}`);
    await clearRecordCache(ctx.extTab);
    await measured(ctx, cold);
    await measured(ctx, warm);
    await stopWorker(ctx.ext.context, ctx.extTab, ctx.ext.extension!.id);
    await measured(ctx, stopped);
    const alone = await load(ctx.bare, false);
    bare.dcl.push(alone.dcl);
    bare.load.push(alone.load);
  }
  const figure = (id: string, label: string, runs: number[], page?: number[], pageLabel?: string) =>
    fromRuns({ id, section: SECTION, label, unit: id.endsWith('requests') ? 'count' : 'ms' }, runs, page, pageLabel);
  return [
    figure('abstract.cold.toPanel', 'cold: navigation start to panel', cold.toPanel, bare.load, 'load event'),
    figure('abstract.cold.afterDcl', 'cold: panel after DOMContentLoaded', cold.afterDcl, bare.dcl, 'to DOMContentLoaded'),
    figure('abstract.cold.requests', 'cold: record requests per load', cold.requests),
    figure('abstract.warm.toPanel', 'warm: navigation start to panel', warm.toPanel, bare.load, 'load event'),
    figure('abstract.warm.afterDcl', 'warm: panel after DOMContentLoaded', warm.afterDcl, bare.dcl, 'to DOMContentLoaded'),
    figure('abstract.warm.requests', 'warm: record requests per load', warm.requests),
    figure('abstract.stopped.afterDcl', 'warm, worker stopped first: panel after DOMContentLoaded', stopped.afterDcl, bare.dcl, 'to DOMContentLoaded'),
    ...extensionMeasures('abstract.cold', SECTION, cold.measures, 'cold: '),
    ...extensionMeasures('abstract.warm', SECTION, warm.measures, 'warm: '),
  ];
}
