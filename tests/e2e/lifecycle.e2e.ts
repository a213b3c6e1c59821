// The extension's own life under the pages: its service worker stopped in the middle of lookups
// (as Chromium stops idle workers), and the extension reloaded while arXiv pages are open.
import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordServer } from '../../server/app';
import { LISTED_FIRST } from '../support/arxiv-pages';
import type { ExtensionBrowser } from '../support/browser';
import { watchErrors, type ErrorWatch } from '../support/console-errors';
import { controlWorker, enableDeveloperMode, reloadExtension, type WorkerControl } from '../support/extension-lifecycle';
import { panelOf } from '../support/panel';
import { clearCache, openPage, harnessForFile } from '../support/harness';
import { loadRecord, ranHeadline, REAL_RECORD } from '../support/records';

const real = loadRecord(REAL_RECORD);
const REAL_PATH = String(real.url);
const rich = loadRecord('arxiv-2607.00001.json');
/** What the pages say when their message to the background got no answer (lib/ui/use-paper-lookup.ts). */
const NO_ANSWER = "the extension's background did not answer";
const LISTING = '/list/cs.LG/pastweek?skip=0&show=200';

const harness = harnessForFile();
let server: RecordServer;
let browser: ExtensionBrowser;
let watch: ErrorWatch;
let control: WorkerControl;
/** The extension's current worker: a reload replaces it. */
let worker: Worker;

beforeAll(async () => {
  ({ server, browser } = harness());
  worker = browser.worker;
  watch = watchErrors(browser.context, browser.extensionId);
  await watch.arm();
  control = await controlWorker(browser.context, browser.extensionId);
});

afterAll(async () => {
  await control?.close();
});

beforeEach(async () => {
  server.setFaults(null);
  for (const page of browser.context.pages()) if (page.url().startsWith('https://arxiv.org/')) await page.close();
  // A fresh worker for each test: nothing a test before left queued or in flight carries over.
  await control.waitFor('running').catch(() => undefined);
  if (control.status === 'running') await control.stop();
  await control.start();
  await watch.arm();
  await clearCache(worker, { session: true });
  server.requests.length = 0;
});

const open = (path: string): Promise<Page> => openPage(browser, `https://arxiv.org${path}`);

const requestsTo = (path: string) => server.requests.filter((r) => r.path === path);
const badge = (page: Page, id: string) => page.locator(`paper-code-lens-badge[data-arxiv-id="${id}"]`);
const mountedBadges = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('paper-code-lens-badge')].filter((b) => b.shadowRoot?.querySelector('.pcl-badge')).length);

describe('the service worker stopped in the middle of lookups', () => {
  it('every panel and badge settles on a true state, and Retry then gets the record', async () => {
    server.setFaults([{ path: '/paper/*', fault: 'delay', ms: 3_000 }]);
    const abstract = await open(`/abs/${real.arxiv_id}`);
    const listing = await open(LISTING);
    await expect.poll(() => requestsTo(REAL_PATH).length).toBe(1);
    await expect.poll(() => server.requests.filter((r) => r.path !== REAL_PATH).length).toBeGreaterThanOrEqual(1);
    await listing.waitForTimeout(200); // let the queue fill up to its limit
    const inFlight = [...server.requests];
    expect(inFlight.every((r) => r.ms === 0)).toBe(true); // all still waiting on the delay
    await control.stop();

    // The stopped worker's fetches went with it: the source saw every one of them hang up.
    await expect.poll(() => inFlight.every((r) => r.ms > 0)).toBe(true);
    expect(inFlight.filter((r) => r.completed)).toEqual([]);

    // The panel says what happened and offers Retry; nothing is left loading.
    const panel = panelOf(abstract);
    await panel.getByText('Record source unreachable').waitFor({ timeout: 10_000 });
    expect(await panel.locator('.pcl-message-detail').innerText()).toBe(NO_ANSWER);
    expect(await panel.locator('[aria-busy="true"]').count()).toBe(0);

    // Every badge that was asking settles and says the same, none says "no record".
    await expect.poll(() => listing.locator('paper-code-lens-badge .pcl-badge--loading').count(), { timeout: 10_000 }).toBe(0);
    const filled = await mountedBadges(listing);
    expect(filled).toBeGreaterThanOrEqual(LISTED_FIRST.length);
    expect(await listing.locator('paper-code-lens-badge .pcl-badge--problem').count()).toBe(filled);
    expect(await badge(listing, LISTED_FIRST[0]!).getByRole('button').getAttribute('aria-label')).toContain(NO_ANSWER);

    // Retry wakes the worker, which asks again and shows the record.
    server.setFaults(null);
    const before = requestsTo(REAL_PATH).length;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await panel.getByText(ranHeadline(real)).waitFor({ timeout: 10_000 });
    expect(requestsTo(REAL_PATH)).toHaveLength(before + 1);
    expect(await panel.locator('[aria-busy="true"]').count()).toBe(0);

    // A badge's record opens in its popover, which asks again.
    await badge(listing, rich.arxiv_id).getByRole('button').click();
    await listing.locator('paper-code-lens-popover .pcl-popover').getByText(ranHeadline(rich)).waitFor({ timeout: 10_000 });

    // The restarted worker is a new global; anything it logged is still caught.
    await watch.arm();
    expect(await watch.errors()).toEqual([]);
  });

  it('a worker stopped while idle starts again for the next page, and its cache is still there', async () => {
    const first = await open(`/abs/${rich.arxiv_id}`);
    await panelOf(first).getByText(ranHeadline(rich)).waitFor();
    expect(requestsTo(String(rich.url))).toHaveLength(1);
    await control.stop();
    const again = await open(`/abs/${rich.arxiv_id}`);
    await panelOf(again).getByText(ranHeadline(rich)).waitFor({ timeout: 10_000 });
    await control.waitFor('running');
    expect(requestsTo(String(rich.url))).toHaveLength(1); // answered from the cache in storage
    await watch.arm();
    expect(await watch.errors()).toEqual([]);
  });
});

describe('a long Retry-After across a worker restart', () => {
  it('is still honoured by the restarted worker: another paper makes no request', async () => {
    const retryAfter = 60; // longer than the client waits (20 s) and than Chromium's idle stop (30 s)
    server.setFaults([{ path: '/paper/*', fault: '429', retryAfter }]);
    const first = await open(`/abs/${real.arxiv_id}`);
    await panelOf(first).getByText('Record source unreachable').waitFor({ timeout: 10_000 });
    expect(requestsTo(REAL_PATH)).toHaveLength(1);
    await control.stop();
    const other = await open(`/abs/${rich.arxiv_id}`);
    const panel = panelOf(other);
    await panel.getByText('Record source unreachable').waitFor({ timeout: 10_000 });
    expect(await panel.locator('.pcl-message-detail').innerText()).toMatch(/asked us to wait \d+ s/);
    expect(requestsTo(String(rich.url))).toHaveLength(0);
    expect(server.requests).toHaveLength(1);
    await watch.arm();
    expect(await watch.errors()).toEqual([]);
  });
});

/** Whether the extension's UI at `selector` is gone, inert (no live control left), or live. */
async function uiState(page: Page, selector: string): Promise<'removed' | 'inert' | 'live'> {
  return page.evaluate((sel) => {
    const hosts = [...document.querySelectorAll<HTMLElement>(sel)];
    if (hosts.length === 0) return 'removed';
    const live = hosts.some((host) => {
      if (host.closest('[inert]')) return false;
      const controls = [...(host.shadowRoot?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      return controls.some((b) => !b.disabled);
    });
    return live ? 'live' : 'inert';
  }, selector);
}

describe('the extension reloaded while pages are open', () => {
  beforeAll(async () => {
    await enableDeveloperMode(browser.context);
  });

  it('the old pages’ panel and badges go inert or away, nothing is thrown, and new pages work', async () => {
    const abstract = await open(`/abs/${real.arxiv_id}`);
    await panelOf(abstract).getByText(ranHeadline(real)).waitFor();
    const listing = await open(LISTING);
    await badge(listing, LISTED_FIRST[0]!).getByRole('button').waitFor();
    const mountedBefore = await mountedBadges(listing);

    worker = await reloadExtension(browser.context, worker);
    await watch.arm();

    await expect.poll(() => uiState(abstract, 'paper-code-lens-panel'), { timeout: 5_000 }).not.toBe('live');
    await expect.poll(() => uiState(listing, 'paper-code-lens-badge'), { timeout: 5_000 }).not.toBe('live');
    // A reader still using the old page: a click anywhere the panel was, and scrolling the listing.
    for (const name of ['Code with Papers', 'Retry']) {
      const button = panelOf(abstract).getByRole('button', { name });
      if (await button.count())
        await button
          .first()
          .click({ force: true, timeout: 2_000 })
          .catch(() => undefined);
    }
    await listing.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await listing.waitForTimeout(1_000);
    expect(await mountedBadges(listing)).toBeLessThanOrEqual(mountedBefore);
    expect(await listing.locator('paper-code-lens-badge .pcl-badge--problem').count()).toBe(0);

    // The reloaded extension serves a new page with one panel of its own.
    const fresh = await open(`/abs/${rich.arxiv_id}`);
    await panelOf(fresh).getByText(ranHeadline(rich)).waitFor({ timeout: 10_000 });
    expect(await panelOf(fresh).count()).toBe(1);
    expect(await watch.errors()).toEqual([]);
  });

  it('keeps the settings across a reload', async () => {
    const key = 'settings:cacheMaxEntries';
    const before = (await worker.evaluate((k) => chrome.storage.local.get(k), key))[key] as number | undefined;
    const chosen = (before ?? 500) + 17;
    await worker.evaluate(([k, v]) => chrome.storage.local.set({ [k]: v }), [key, chosen] as const);
    // And one the reader sets through the page: the panel collapsed.
    const page = await open(`/abs/${real.arxiv_id}`);
    const toggle = panelOf(page).getByRole('button', { name: 'Code with Papers' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.close();

    worker = await reloadExtension(browser.context, worker);
    await watch.arm();
    expect((await worker.evaluate((k) => chrome.storage.local.get(k), key))[key]).toBe(chosen);
    const after = await open(`/abs/${real.arxiv_id}`);
    const toggleAfter = panelOf(after).getByRole('button', { name: 'Code with Papers' });
    await toggleAfter.waitFor();
    expect(await toggleAfter.getAttribute('aria-expanded')).toBe('false');
    expect(await watch.errors()).toEqual([]);
  });
});
