// The record source misbehaving (the record server's fault mode, server/faults.ts), seen in
// Chromium with the built extension on saved arXiv pages: what the reader is told, that it is
// true, how many requests the source got and when, and that nothing is thrown or left spinning.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordServer } from '../../server/app';
import type { FaultScript } from '../../server/faults';
import { LISTED_FIRST } from '../support/arxiv-pages';
import type { ExtensionBrowser } from '../support/browser';
import { watchErrors, type ErrorWatch } from '../support/console-errors';
import { panelOf } from '../support/panel';
import { clearCache, openPage, harnessForFile } from '../support/harness';
import { loadRecord, ranHeadline, REAL_RECORD } from '../support/records';

/** The contract (docs/record-source.md, "The record source contract"): two retries, back-off 400 then 1200 ms. */
const ATTEMPTS = 3;
const BACKOFF_MS = [400, 1200];
/** At most this many requests to the source are in flight at once (docs/record-source.md, the contract). */
const IN_FLIGHT = 4;
/** Past this the client does not wait for a Retry-After (docs/record-source.md: "a rest of up to 20 s is waited out"). */
const MAX_WAIT_S = 20;
/** Lookups one abstract page view makes: the panel's, and the toolbar badge's on the tab's URL
 * change and on its load completing. They share one request only while one is in flight, so an
 * answer that fails at once without a retry (not JSON, too large) is asked for up to this often. */
const LOOKUPS_PER_VIEW = 3;

const real = loadRecord(REAL_RECORD);
const REAL_PATH = String(real.url);
const REAL_ABS = `/abs/${real.arxiv_id}`;
const rich = loadRecord('arxiv-2607.00001.json');
const RICH_PATH = String(rich.url);

const harness = harnessForFile();
let server: RecordServer;
let browser: ExtensionBrowser;
let watch: ErrorWatch;

beforeAll(async () => {
  ({ server, browser } = harness());
  watch = watchErrors(browser.context, browser.extensionId);
  await watch.arm();
});

beforeEach(async () => {
  for (const page of browser.context.pages()) await page.close();
  server.setFaults(null);
  // The session area too: a source's rest after refusals lives there, and each test starts unrested.
  await clearCache(browser.worker, { session: true });
  server.requests.length = 0;
});

const open = (path: string): Promise<Page> => openPage(browser, `https://arxiv.org${path}`);

const requestsTo = (path: string) => server.requests.filter((r) => r.path === path);

/** Nothing thrown or logged as an error by the extension, and no panel still busy. */
async function expectCleanEnd(page: Page): Promise<void> {
  expect(await panelOf(page).locator('[aria-busy="true"]').count()).toBe(0);
  expect(await watch.errors()).toEqual([]);
}

/** The gaps between consecutive arrivals, in ms. */
const gaps = (entries: { at: number }[]) => entries.slice(1).map((e, i) => e.at - entries[i]!.at);

describe('a source that fails every attempt', () => {
  it.each<[string, FaultScript, RegExp]>([
    ['500', [{ path: REAL_PATH, fault: 'status', status: 500 }], /answered 500/],
    ['503', [{ path: REAL_PATH, fault: 'status', status: 503 }], /answered 503/],
    ['a reset connection', [{ path: REAL_PATH, fault: 'reset' }], /could not be reached/],
    ['429 without Retry-After', [{ path: REAL_PATH, fault: '429' }], /answered 429/],
  ])('on %s: three attempts with back-off, "unreachable" with Retry, and Retry works', async (_what, faults, detail) => {
    server.setFaults(faults);
    const page = await open(REAL_ABS);
    const panel = panelOf(page);
    await panel.getByText('Record source unreachable').waitFor({ timeout: 20_000 });
    expect(await panel.locator('.pcl-message-detail').innerText()).toMatch(detail);
    const attempts = requestsTo(REAL_PATH);
    expect(attempts).toHaveLength(ATTEMPTS);
    gaps(attempts).forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(BACKOFF_MS[i]!);
    });
    expect(await panel.getByText(ranHeadline(real)).count()).toBe(0);

    server.setFaults(null);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await panel.getByText(ranHeadline(real)).waitFor();
    expect(requestsTo(REAL_PATH)).toHaveLength(ATTEMPTS + 1);
    await expectCleanEnd(page);
  });
});

describe('a source that answers, but slowly', () => {
  it('delay within the time-out: loading while it waits, then the record', async () => {
    const ms = 2_000;
    server.setFaults([{ path: REAL_PATH, fault: 'delay', ms }]);
    const page = await open(REAL_ABS);
    const panel = panelOf(page);
    await panel.locator('[aria-busy="true"]').waitFor();
    expect(await panel.getByText('Loading the record…').count()).toBe(1);
    await panel.getByText(ranHeadline(real)).waitFor({ timeout: 10_000 });
    const [only, ...more] = requestsTo(REAL_PATH);
    expect(more).toEqual([]);
    expect(only!.ms).toBeGreaterThanOrEqual(ms);
    await expectCleanEnd(page);
  });

  it('a body trickled out within the time-out: the record', async () => {
    const ms = 2_500;
    server.setFaults([{ path: REAL_PATH, fault: 'trickle', ms, chunks: 25 }]);
    const page = await open(REAL_ABS);
    const panel = panelOf(page);
    await panel.getByText(ranHeadline(real)).waitFor({ timeout: 10_000 });
    const [only, ...more] = requestsTo(REAL_PATH);
    expect(more).toEqual([]);
    expect([only!.completed, only!.ms >= ms]).toEqual([true, true]);
    expect(await panel.getByRole('link', { name: real.about.licence }).isVisible()).toBe(true);
    await expectCleanEnd(page);
  });
});

describe('429 with Retry-After', () => {
  it('waits at least as long as asked before the second attempt, then shows the record', async () => {
    const retryAfter = 2;
    server.setFaults([{ path: REAL_PATH, request: 1, fault: '429', retryAfter }]);
    const page = await open(REAL_ABS);
    await panelOf(page).getByText(ranHeadline(real)).waitFor({ timeout: 15_000 });
    const attempts = requestsTo(REAL_PATH);
    expect(attempts.map((r) => r.status)).toEqual([429, 200]);
    expect(gaps(attempts)[0]).toBeGreaterThanOrEqual(retryAfter * 1000);
    await expectCleanEnd(page);
  });
});

describe('answers that cannot be read', () => {
  it('not JSON: "The record could not be read", never retried, and Retry works', async () => {
    server.setFaults([{ path: REAL_PATH, fault: 'not-json' }]);
    const page = await open(REAL_ABS);
    const panel = panelOf(page);
    await panel.getByText('The record could not be read').waitFor();
    expect(await panel.locator('.pcl-message-detail').innerText()).toMatch(/not JSON/);
    await page.waitForLoadState('load');
    await page.waitForTimeout(BACKOFF_MS[0]! * 2); // any retry would have come by now
    const onLoad = requestsTo(REAL_PATH).length;
    expect(onLoad).toBeGreaterThanOrEqual(1);
    expect(onLoad).toBeLessThanOrEqual(LOOKUPS_PER_VIEW);
    // One Retry is one lookup: exactly one more request, and the same true message.
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => requestsTo(REAL_PATH).length).toBe(onLoad + 1);
    await page.waitForTimeout(BACKOFF_MS[0]! * 2);
    expect(requestsTo(REAL_PATH)).toHaveLength(onLoad + 1);
    await panel.getByText('The record could not be read').waitFor();
    server.setFaults(null);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await panel.getByText(ranHeadline(real)).waitFor();
    expect(requestsTo(REAL_PATH)).toHaveLength(onLoad + 2);
    await expectCleanEnd(page);
  });

  it.each<[string, number, boolean]>([
    // Both large enough that reading it all would show above what the kernel and browser buffer
    // (the server's default HUGE_BYTES, 10 MB, sometimes went half-way into buffers unread).
    ['declared in Content-Length', 64_000_000, true],
    ['sent chunked, with no length', 64_000_000, false],
  ])('huge (%s): "could not be read", and the body is not read to the end', async (_how, bytes, length) => {
    server.setFaults([{ path: REAL_PATH, fault: 'huge', bytes, length }]);
    const page = await open(REAL_ABS);
    const panel = panelOf(page);
    await panel.getByText('The record could not be read').waitFor({ timeout: 15_000 });
    expect(await panel.locator('.pcl-message-detail').innerText()).toMatch(/too large/);
    await page.waitForLoadState('load');
    const asked = requestsTo(REAL_PATH);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBeLessThanOrEqual(LOOKUPS_PER_VIEW);
    // Each connection closes without the body read to the end (ms is set when it closes).
    await expect.poll(() => asked.every((r) => r.ms > 0), { timeout: 10_000 }).toBe(true);
    for (const r of asked) expect([r.completed, r.sent < bytes / 2]).toEqual([false, true]);
    await expectCleanEnd(page);
  });

  // Each section of the fixture record, the block of the panel it belongs to, and what that
  // block shows when it reads (taken from the record itself).
  const blocks: Record<string, { find: (panel: Locator) => Locator; shows: (panel: Locator) => Locator }> = {
    Code: {
      find: (panel) => panel.locator('section.pcl-code'),
      shows: (panel) => panel.locator('section.pcl-code a[href^="https://github.com/"]').first(),
    },
    'Sample runs': { find: (panel) => panel.locator('section.pcl-samples'), shows: (panel) => panel.getByText(ranHeadline(rich)) },
    Results: {
      find: (panel) => panel.locator('section.pcl-results'),
      shows: (panel) => panel.locator('section.pcl-results').getByText(String(rich.syntology_extracted_results.entries[0].dataset), { exact: true }).first(),
    },
    Topics: {
      find: (panel) => panel.locator('section.pcl-topics'),
      shows: (panel) => panel.getByText(String(rich.tasks[0]), { exact: true }),
    },
    Attribution: {
      find: (panel) => panel.locator('footer.pcl-attribution'),
      shows: (panel) => panel.getByRole('link', { name: rich.about.licence }),
    },
  };
  it.each([
    ['about', 'Attribution'],
    ['code_links', 'Code'],
    ['syntology.repos', 'Code'],
    ['repo_kind_vocabulary', 'Code'],
    ['syntology.samples', 'Sample runs'],
    ['tasks', 'Topics'],
    ['syntology_extracted_results', 'Results'],
    ['results', 'Results'],
  ])('break-section %s: "This part could not be read" in %s only, the rest of the record shows', async (section, broken) => {
    server.setFaults([{ path: RICH_PATH, fault: 'break-section', section }]);
    const page = await open(`/abs/${rich.arxiv_id}`);
    const panel = panelOf(page);
    await panel.getByText('This part could not be read').waitFor();
    expect(await panel.getByText('This part could not be read').count()).toBe(1);
    for (const [name, block] of Object.entries(blocks)) {
      const problem = block.find(panel).getByText('This part could not be read');
      if (name === broken) {
        expect(await problem.isVisible(), name).toBe(true);
        expect(await block.find(panel).locator('.pcl-section-problem-detail').innerText()).toMatch(/\S/);
        expect(await block.shows(panel).count(), name).toBe(0);
      } else {
        expect(await problem.count(), name).toBe(0);
        expect(await block.shows(panel).isVisible(), name).toBe(true);
      }
    }
    expect(requestsTo(RICH_PATH)).toHaveLength(1);
    await expectCleanEnd(page);
  });
});

describe('a 2000-entry listing when every paper request answers 503', () => {
  it('the source rests after a few refusals: a handful of requests in all, and every badge settles', async () => {
    server.setFaults([{ path: '/paper/*', fault: 'status', status: 503 }]);
    const page = await open('/list/cs.LG/pastweek?skip=0&show=2000');
    const mounted = () => page.locator('paper-code-lens-badge').count();
    const loading = page.locator('paper-code-lens-badge .pcl-badge--loading');
    await expect.poll(mounted, { timeout: 10_000 }).toBeGreaterThanOrEqual(LISTED_FIRST.length);
    await expect.poll(() => loading.count(), { timeout: 30_000 }).toBe(0);
    const settled = server.requests.length;
    await page.waitForTimeout(BACKOFF_MS[0]! + BACKOFF_MS[1]!); // long enough for any retry loop to show
    expect(server.requests.length).toBe(settled);

    const near = await page.evaluate((margin) => {
      const links = [...document.querySelectorAll('dl > dt a[title="Abstract"]')];
      return links.filter((a) => {
        const r = a.getBoundingClientRect();
        return r.bottom >= -margin && r.top <= innerHeight + margin;
      }).length;
    }, 400);
    const badges = await mounted();
    expect(badges).toBeLessThanOrEqual(near);
    // One back-off for the source: the four lookups in flight meet the first refusals, the rest grows
    // past what a lookup waits, and every other badge gives up without a request (docs/record-source.md, the contract).
    expect(settled).toBeLessThanOrEqual(IN_FLIGHT * 2);
    const perPath = new Map<string, number>();
    for (const r of server.requests) perPath.set(r.path, (perPath.get(r.path) ?? 0) + 1);
    expect(perPath.size).toBeLessThanOrEqual(badges);
    expect(Math.max(...perPath.values())).toBeLessThanOrEqual(ATTEMPTS);
    // Every filled badge says what went wrong, not that there is no record.
    const first = page.locator(`paper-code-lens-badge[data-arxiv-id="${LISTED_FIRST[0]}"]`).getByRole('button');
    expect(await first.getAttribute('aria-label')).toMatch(/answered 503|asked us to wait \d+ s/);
    expect(await page.locator('paper-code-lens-badge .pcl-badge--problem').count()).toBe(badges);
    expect(await watch.errors()).toEqual([]);
  });
});

// Last: the client then leaves the source alone for a minute, which later tests would feel.
describe('429 with a Retry-After too long to wait for', () => {
  it('gives up at once and leaves the source alone: another paper right after makes no request', async () => {
    const retryAfter = 3 * MAX_WAIT_S;
    server.setFaults([{ path: '/paper/*', fault: '429', retryAfter }]);
    const started = Date.now();
    const page = await open(REAL_ABS);
    const panel = panelOf(page);
    await panel.getByText('Record source unreachable').waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(MAX_WAIT_S * 1000);
    expect(await panel.locator('.pcl-message-detail').innerText()).toContain(`wait ${retryAfter} s`);
    expect(requestsTo(REAL_PATH)).toHaveLength(1);

    const other = await open(`/abs/${rich.arxiv_id}`);
    const otherPanel = panelOf(other);
    await otherPanel.getByText('Record source unreachable').waitFor({ timeout: 5_000 });
    expect(await otherPanel.locator('.pcl-message-detail').innerText()).toMatch(/asked us to wait \d+ s/);
    await otherPanel.getByRole('button', { name: 'Retry' }).click();
    await other.waitForTimeout(500);
    await otherPanel.getByText('Record source unreachable').waitFor();
    expect(requestsTo(RICH_PATH)).toHaveLength(0);
    expect(server.requests).toHaveLength(1);
    await expectCleanEnd(other);
    await expectCleanEnd(page);
  });
});
