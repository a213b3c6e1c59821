// The side panel: from the navigation of the tab it follows to the record in it, with the record
// cached (warm) and from the record server (cold). Its page is opened in a tab and pointed at the
// followed tab with the test build's `?tab=` (the bench build is one), as in the e2e suites.
import type { Page } from 'playwright-core';
import { loadRecord } from '../../tests/support/records';
import type { BenchContext } from './context';
import { clearRecordCache } from './extension-messages';
import { fromRuns, type Figure } from './figure';

const SECTION = 'Side panel: tab navigation to the record';
const PAPERS = ['arxiv-2607.21653.json', 'arxiv-2607.00001.json'].map((file) => loadRecord(file) as { arxiv_id: string; title: string });

/** Resolves with the wall-clock time (ms since the epoch) at which `text` is first in the panel's page. */
const whenShown = (panel: Page, text: string) =>
  panel.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        // textContent: the text is there, whether or not it is laid out yet.
        const check = () => {
          if (!document.body.textContent?.includes(wanted)) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        check();
      }),
    text,
  );

/** Resolves once the panel shows no paper's record (the tab is on a page without one). */
const whenCleared = (panel: Page) =>
  panel.waitForFunction(
    (titles) => !titles.some((title) => document.body.textContent?.includes(title)),
    PAPERS.map((p) => p.title),
  );

/**
 * Takes `tab` to a page without a paper (and waits for the panel to follow), then to paper
 * `index`'s PDF, and returns how long until the panel shows its title, ms.
 */
async function navigateAndTime(tab: Page, panel: Page, index: number, commits: number[]): Promise<number> {
  await tab.goto('https://arxiv.org/robots.txt');
  await whenCleared(panel);
  const paper = PAPERS[index]!;
  const shown = whenShown(panel, paper.title);
  const started = Date.now();
  await tab.goto(`https://arxiv.org/pdf/${paper.arxiv_id}`, { waitUntil: 'commit' });
  commits.push(Date.now() - started);
  return (await shown) - started;
}

/**
 * `options.runs` times: the cache emptied and the panel opened anew, then the first paper (cold), the
 * second, and the first again (warm: the panel shows what it showed, while it asks again); then the
 * panel opened anew once more and the first paper (cached in the background only).
 * @example figures.push(...(await sidePanelFigures(ctx)))
 */
export async function sidePanelFigures(ctx: BenchContext): Promise<Figure[]> {
  const tab = await ctx.ext.newPage();
  await tab.goto('https://arxiv.org/robots.txt');
  const tabId = await ctx.ext.extension!.worker.evaluate(async () => (await chrome.tabs.query({ url: 'https://arxiv.org/robots.txt' }))[0]?.id);
  const panel = await ctx.ext.newPage();
  await panel.goto(`chrome-extension://${ctx.ext.extension!.id}/sidepanel.html?tab=${tabId}`);
  const cold: number[] = [];
  const warm: number[] = [];
  const backgroundOnly: number[] = [];
  // The browser's own part: from the navigation's start to its commit (the tab's new address known).
  const commits: number[] = [];
  try {
    for (let i = 1; i <= ctx.options.runs; i++) {
      ctx.log(`side panel: run ${i} of ${ctx.options.runs}`);
      // The panel opened anew over a page without a paper: it keeps nothing, and shows nothing it could keep.
      await tab.goto('https://arxiv.org/robots.txt');
      await clearRecordCache(ctx.extTab);
      await panel.reload();
      cold.push(await navigateAndTime(tab, panel, 0, commits));
      await navigateAndTime(tab, panel, 1, []);
      warm.push(await navigateAndTime(tab, panel, 0, commits));
      await navigateAndTime(tab, panel, 1, []);
      await panel.reload();
      backgroundOnly.push(await navigateAndTime(tab, panel, 0, commits));
    }
  } finally {
    await panel.close();
    await tab.close();
  }
  const note = 'from the navigation’s start to the title in the panel';
  return [
    fromRuns({ id: 'sidePanel.warm', section: SECTION, label: 'a paper the panel showed before', unit: 'ms', note }, warm, commits, 'navigation to commit'),
    fromRuns(
      { id: 'sidePanel.backgroundCached', section: SECTION, label: 'record cached, the panel new', unit: 'ms', note },
      backgroundOnly,
      commits,
      'navigation to commit',
    ),
    fromRuns({ id: 'sidePanel.cold', section: SECTION, label: 'record from the server', unit: 'ms', note }, cold, commits, 'navigation to commit'),
  ];
}
