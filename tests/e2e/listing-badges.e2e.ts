// Listing, search and HTML pages, and the toolbar badge, in Chromium with the built extension.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordServer } from '../../server/app';
import { LISTED_FIRST } from '../support/arxiv-pages';
import type { ExtensionBrowser } from '../support/browser';
import { harnessForFile } from '../support/harness';
import { entriesNear } from '../support/listing-near';
import { loadRecord, REAL_RECORD } from '../support/records';

let server: RecordServer;
let browser: ExtensionBrowser;
const harness = harnessForFile();
const real = loadRecord(REAL_RECORD);

beforeAll(async () => {
  ({ server, browser } = harness());
});

const paperRequests = () => server.requests.filter((r) => r.path.startsWith('/paper/')).length;
const badge = (page: Page, id: string) => page.locator(`paper-code-lens-badge[data-arxiv-id="${id}"]`);

describe('a 2000-entry listing', () => {
  let page: Page;
  beforeAll(async () => {
    server.requests.length = 0;
    page = await browser.context.newPage();
    await page.goto('https://arxiv.org/list/cs.LG/pastweek?skip=0&show=2000');
  });

  it('badges the entries near the screen, each in room the page kept for it', async () => {
    const ran = real.syntology.samples.filter((s: { status: string }) => s.status === 'ran').length;
    await badge(page, '2607.21653')
      .getByRole('button', { name: /Code with Papers/ })
      .waitFor();
    expect(await badge(page, '2607.21653').getByRole('button').innerText()).toBe(`1 repo · ${ran}/${real.syntology.samples.length} ran`);
    await badge(page, '2607.00002').getByText('no record').waitFor();
    const official = loadRecord('arxiv-2607.00001.json');
    expect(official.code_links.some((l: { is_official: boolean }) => l.is_official)).toBe(true);
    expect(await badge(page, '2607.00001').getByRole('button').innerText()).toMatch(/★/);
    // Far entries have no badge yet, but their room: the text after the id link starts where a badge's would end.
    const badges = await page.locator('paper-code-lens-badge').count();
    expect(badges).toBeGreaterThanOrEqual(LISTED_FIRST.length);
    expect(badges).toBeLessThanOrEqual(await entriesNear(page, 400));
    const gaps = await page.evaluate(() => {
      const gapAfter = (dt: Element) => {
        const link = dt.querySelector('a[title="Abstract"]')!;
        const next = link.nextSibling?.nodeType === Node.TEXT_NODE ? link.nextSibling : link.nextElementSibling!.nextSibling!;
        const range = document.createRange();
        range.selectNodeContents(next!);
        return Math.round(range.getBoundingClientRect().left - link.getBoundingClientRect().right);
      };
      const dts = [...document.querySelectorAll('dl > dt')];
      return { first: gapAfter(dts[0]!), last: gapAfter(dts.at(-1)!), lastHasBadge: dts.at(-1)!.querySelector('paper-code-lens-badge') !== null };
    });
    expect(gaps.lastHasBadge).toBe(false);
    expect(gaps.last).toBeGreaterThanOrEqual(100);
    expect(gaps.last).toBe(gaps.first);
  });

  it('asks only for entries near the screen, then for those scrolled to', async () => {
    await expect.poll(paperRequests, { timeout: 10_000 }).toBeGreaterThanOrEqual(LISTED_FIRST.length);
    await page.waitForTimeout(500); // let any straggling lookups arrive before counting
    const nearTop = await entriesNear(page, 400);
    const beforeScroll = paperRequests();
    expect(beforeScroll).toBeLessThanOrEqual(nearTop);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(paperRequests, { timeout: 10_000 }).toBeGreaterThan(beforeScroll);
    await page.waitForTimeout(500);
    const nearBottom = await entriesNear(page, 400);
    expect(paperRequests() - beforeScroll).toBeLessThanOrEqual(nearBottom);
    expect(paperRequests()).toBeLessThan(100);
  });

  it('moves nothing on the page as badges arrive, at the top or after a scroll', async () => {
    // The sum of the list's shifts, and what moved (text and box before and after), for the message.
    const shifts = async () =>
      page.evaluate(
        () =>
          new Promise<{ sum: number; moved: string[] }>((resolve) => {
            // Shifts of the list's own entries (the page's header may shift as its logo loads: not ours).
            type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
            type Shift = { value: number; startTime: number; sources: Source[] };
            const inList = (node: Node | null) => (node instanceof Element ? node : node?.parentElement)?.closest('dl') != null;
            const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
            new PerformanceObserver((list) => {
              const ours = (list.getEntries() as unknown as Shift[]).filter((e) => e.sources.some((s) => inList(s.node)));
              const moved = ours.flatMap((e) =>
                e.sources.map((s) => `${Math.round(e.startTime)} ms: ${s.node?.textContent?.slice(0, 40)} ${box(s.previousRect)} -> ${box(s.currentRect)}`),
              );
              resolve({ sum: ours.reduce((sum, e) => sum + e.value, 0), moved });
            }).observe({ type: 'layout-shift', buffered: true });
            // No entry at all is reported as none.
            setTimeout(() => resolve({ sum: 0, moved: [] }), 300);
          }),
      );
    const expectNone = async () => {
      const { sum, moved } = await shifts();
      expect(sum, moved.join('; ')).toBe(0);
    };
    await expectNone();
    await page.evaluate(() => window.scrollTo(0, 20_000));
    await expect.poll(() => page.locator('paper-code-lens-badge').count(), { timeout: 10_000 }).toBeGreaterThan(LISTED_FIRST.length + 10);
    await page.waitForTimeout(500);
    await expectNone();
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('opens the record in a popover by keyboard, and Escape returns focus to the badge', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const button = badge(page, '2607.21653').getByRole('button');
    await button.focus();
    await page.keyboard.press('Enter');
    const popover = page.locator('paper-code-lens-popover .pcl-popover');
    await popover.getByText('harvested functions ran').waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await popover.getByRole('link', { name: real.about.licence }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('paper-code-lens-badge');
  });

  it('opening a second record by keyboard while one is open tells the first badge it closed', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const [first, second] = [badge(page, LISTED_FIRST[0]!).getByRole('button'), badge(page, LISTED_FIRST[1]!).getByRole('button')];
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-arxiv-id'))).toBe(LISTED_FIRST[1]);
  });

  it('closes the popover on a click outside', async () => {
    await badge(page, '2607.21653').getByRole('button').click();
    const popover = page.locator('paper-code-lens-popover .pcl-popover');
    await popover.getByText('harvested functions ran').waitFor();
    await page.mouse.click(5, 300);
    await expect.poll(() => popover.isVisible()).toBe(false);
  });

  it('leaves the page’s own links and order as they were', async () => {
    const order = await page.evaluate(() => {
      const dt = document.querySelector('dl > dt')!;
      return [...dt.children].map((c) => c.localName + (c.getAttribute('title') ? `[${c.getAttribute('title')}]` : ''));
    });
    expect(order.slice(0, 3)).toEqual(['a', 'a[Abstract]', 'paper-code-lens-badge']);
  });
});

describe('search results and the HTML view', () => {
  it('puts badges on search results', async () => {
    const page = await browser.context.newPage();
    await page.goto('https://arxiv.org/search/?query=reinforcement+learning&searchtype=all');
    await badge(page, '2607.21653')
      .getByRole('button', { name: /Code with Papers/ })
      .waitFor();
    // Every result near the screen gets its badge, right after its title link.
    const near = await page.evaluate(
      () =>
        [...document.querySelectorAll('li.arxiv-result p.list-title > a[href*="/abs/"]')].filter((a) => a.getBoundingClientRect().top < innerHeight + 300)
          .length,
    );
    expect(near).toBeGreaterThan(0);
    await expect.poll(() => page.locator('li.arxiv-result p.list-title > a + paper-code-lens-badge').count()).toBe(near);
    await page.close();
  });

  it('shows the record as a card after the abstract of the HTML view', async () => {
    const page = await browser.context.newPage();
    await page.goto('https://arxiv.org/html/2607.21653v1');
    const panel = page.locator('paper-code-lens-panel');
    await panel.getByText('harvested functions ran').waitFor();
    const after = await page.evaluate(() => document.querySelector('paper-code-lens-panel')?.previousElementSibling?.className);
    expect(after).toContain('ltx_abstract');
    await page.close();
  });
});

describe('the toolbar badge', () => {
  /** The badge text of the tab showing `url`, read from the service worker. */
  async function badgeText(url: string): Promise<string> {
    return browser.worker.evaluate(async (u) => {
      const [tab] = await chrome.tabs.query({ url: u });
      return tab?.id === undefined ? '(no tab)' : chrome.action.getBadgeText({ tabId: tab.id });
    }, url);
  }

  it.each([
    ['an abstract page', 'https://arxiv.org/abs/2607.21653', String(real.syntology.repos.length)],
    ['a PDF', 'https://arxiv.org/pdf/2607.21653v1', String(real.syntology.repos.length)],
    ['a paper with no record', 'https://arxiv.org/abs/2607.00002', '–'],
  ])('on %s (%s) shows %s', async (_what, url, expected) => {
    const page = await browser.context.newPage();
    await page.goto(url).catch(() => undefined); // a PDF may count as a download in some builds
    await expect.poll(() => badgeText(url), { timeout: 10_000 }).toBe(expected);
    await page.close();
  });
});
