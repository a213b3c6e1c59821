// GitHub: soft navigation to the new repository's papers box, and how many boxes are left after many navigations.
import { loadRecordData, route } from '../../server/app';
import { githubPage, GITHUB_SNAPSHOTS } from '../../tests/support/github-pages';
import { RECORDS_DIR } from '../../tests/support/records';
import type { BenchContext } from './context';
import { fromRuns, notMeasured, type Figure } from './figure';
import { countBoxes, softNavigate, type SoftNavResult } from './github-probe';
import { literal, MARK_DCL, readTimes, SEEN_LOG, uiProbe } from './probes';

const SECTION = 'GitHub (soft navigation between two repository roots)';
/** How long the first page may take to show a box before the build is taken to have none. */
const FIRST_BOX_LIMIT_MS = 10_000;
const BOX_LIMIT_MS = 5_000;
/** Each first visit needs a tab of its own and a full load: a few runs say enough. */
const FIRST_VISIT_RUNS = 10;
/** The papers box once it has an answer (github-probe.ts looks for the same). */
const BOX_READY = '.pcl-gh-box:not([aria-busy="true"])';

interface Repo {
  url: string;
  html: string;
  /** The first linked paper's title: in this repository's box, not in the other's before it changes. */
  marker: string;
}

/** The two repository roots with snapshots, each with the title its box will show. */
function repos(): [Repo, Repo] {
  const data = loadRecordData(RECORDS_DIR);
  const make = (path: string): Repo => {
    const file = GITHUB_SNAPSHOTS[path];
    const record = JSON.parse(route(data, 'GET', `/repo${path}`).body) as { papers?: { title?: string }[] };
    const marker = record.papers?.[0]?.title;
    if (!file || !marker) throw new Error(`no snapshot or no linked paper for ${path}`);
    return { url: `https://github.com${path}`, html: githubPage(file), marker };
  };
  return [make('/NVIDIA-NeMo/labs-molt'), make('/example-lab/fixture-official')];
}

/** Runs of the one navigation a tab's remembered answers cannot help: each in a new tab, the first
 * repository loaded, then a soft navigation to the second. */
async function firstVisitRuns(ctx: BenchContext, first: Repo, second: Repo): Promise<number[]> {
  const runs: number[] = [];
  for (let i = 0; i < Math.min(ctx.options.runs, FIRST_VISIT_RUNS); i++) {
    const page = await ctx.ext.newPage();
    try {
      await page.goto(first.url, { waitUntil: 'load' });
      await page.locator(BOX_READY).getByText(first.marker).first().waitFor({ timeout: FIRST_BOX_LIMIT_MS });
      const result = await page.evaluate(softNavigate, { url: second.url, html: second.html, marker: second.marker, wait: true, timeoutMs: BOX_LIMIT_MS });
      if (result.boxMs !== null) runs.push(result.boxMs);
    } finally {
      await page.close();
    }
  }
  return runs;
}

/**
 * Loads the first repository, then soft-navigates back and forth `options.navigations` times, with the
 * extension (time to the new box) and without it (the swap alone). When no box appears on the first
 * page within 10 s the build is taken to have no GitHub content script yet, and the figures say so.
 * @example figures.push(...(await githubFigures(ctx)))
 */
export async function githubFigures(ctx: BenchContext): Promise<Figure[]> {
  const [first, second] = repos();
  const n = ctx.options.navigations;
  const base = { section: SECTION, unit: 'ms' as const };
  const figures = {
    first: { ...base, id: 'github.firstBox', label: 'full load: navigation start to box' },
    nav: { ...base, id: 'github.softNav', label: 'soft navigation to the new box' },
    firstVisit: { ...base, id: 'github.softNav.firstVisit', label: 'soft navigation to a repository not yet seen in the tab' },
    boxes: { ...base, id: 'github.boxesAfterNavs', label: `boxes after ${n} soft navigations`, unit: 'count' as const },
  };
  const page = await ctx.ext.newPage();
  const barePage = await ctx.bare.newPage();
  try {
    await page.addInitScript(uiProbe, {
      hostPrefix: 'paper-code-lens-',
      selector: BOX_READY,
      pattern: literal(first.marker),
      dclMark: MARK_DCL,
      seenLog: SEEN_LOG,
    });
    const seen = page.waitForEvent('console', { predicate: (m) => m.text() === SEEN_LOG, timeout: FIRST_BOX_LIMIT_MS }).then(
      () => true,
      () => false,
    );
    await page.goto(first.url, { waitUntil: 'load' });
    const firstBoxMs = (await seen) ? (await page.evaluate(readTimes)).panelAt : null;
    if (firstBoxMs === null) {
      const why = `no GitHub box in this build (none within ${FIRST_BOX_LIMIT_MS / 1000} s)`;
      return [notMeasured(figures.first, why), notMeasured(figures.nav, why), notMeasured(figures.firstVisit, why), notMeasured(figures.boxes, why)];
    }
    await barePage.goto(first.url, { waitUntil: 'load' });
    const ours: SoftNavResult[] = [];
    const alone: SoftNavResult[] = [];
    for (let i = 0; i < n; i++) {
      if (i % 10 === 0) ctx.log(`github: navigation ${i + 1} of ${n}`);
      const to = i % 2 === 0 ? second : first;
      ours.push(await page.evaluate(softNavigate, { url: to.url, html: to.html, marker: to.marker, wait: true, timeoutMs: BOX_LIMIT_MS }));
      alone.push(await barePage.evaluate(softNavigate, { url: to.url, html: to.html, marker: to.marker, wait: false, timeoutMs: 0 }));
    }
    // A moment for a late duplicate to show up before counting.
    await page.waitForTimeout(500);
    const boxes = await page.evaluate(countBoxes);
    const missing = ours.filter((r) => r.boxMs === null).length;
    const nav = fromRuns(
      figures.nav,
      ours.flatMap((r) => (r.boxMs === null ? [] : [r.boxMs])),
      alone.map((r) => r.swapMs),
      'DOM swap',
    );
    if (missing > 0) nav.note = `${missing} of ${n} navigations showed no new box within ${BOX_LIMIT_MS / 1000} s`;
    const firstVisits = fromRuns(
      figures.firstVisit,
      await firstVisitRuns(ctx, first, second),
      alone.map((r) => r.swapMs),
      'DOM swap',
    );
    return [{ ...figures.first, value: firstBoxMs }, nav, firstVisits, { ...figures.boxes, value: boxes }];
  } finally {
    await page.close();
    await barePage.close();
  }
}
