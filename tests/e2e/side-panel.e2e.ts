// The side panel in Chromium: the browser's own panel cannot be opened under automation, so its page
// is opened in a tab and told, through the test build's `?tab=` query, which tab to follow (a release
// build ignores the query and follows the active tab of its window).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, harnessForFile } from '../support/harness';
import { loadRecord, ranHeadline, REAL_RECORD } from '../support/records';

const real = loadRecord(REAL_RECORD);
const rich = loadRecord('arxiv-2607.00001.json');
const harness = harnessForFile();

/** The id of the tab showing `url` (the background may read arXiv tabs' addresses). */
const tabIdOf = (url: string) => harness().browser.worker.evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url === u)?.id ?? null, url);

async function sidePanelFor(tab: Page): Promise<Page> {
  const id = await tabIdOf(tab.url());
  expect(id).not.toBeNull();
  const panel = await harness().browser.context.newPage();
  await panel.goto(`chrome-extension://${harness().browser.extensionId}/sidepanel.html?tab=${id}`);
  return panel;
}

describe('the side panel', () => {
  it('shows the record of the paper a PDF tab shows, and follows the tab to another paper and to a page with none', async () => {
    const pdf = await openPage(harness().browser, `https://arxiv.org/pdf/${real.arxiv_id}v1`);
    const panel = await sidePanelFor(pdf);
    const region = panel.getByRole('region', { name: 'Code with Papers' });
    await region.getByText(ranHeadline(real)).waitFor();
    expect(await region.innerText()).toContain(real.about.licence);

    await pdf.goto(`https://arxiv.org/pdf/${rich.arxiv_id}`);
    await region.getByText(rich.title).waitFor();
    expect(await region.innerText()).not.toContain(real.title);

    await pdf.goto('https://arxiv.org/list/cs.LG/pastweek?skip=0&show=50');
    await expect.poll(() => panel.getByRole('region', { name: 'Code with Papers' }).count()).toBe(0);
    const input = panel.getByLabel('arXiv paper or GitHub repository');
    await input.waitFor();
    // The input works there as in the popup.
    await input.fill('2607.21653');
    await input.press('Enter');
    await region.getByText(ranHeadline(real)).waitFor();
    await panel.close();
    await pdf.close();
  });

  it('offers no scan and no "Open beside the page" inside itself', async () => {
    const abs = await openPage(harness().browser, `https://arxiv.org/abs/${real.arxiv_id}`);
    const panel = await sidePanelFor(abs);
    await panel.getByRole('region', { name: 'Code with Papers' }).getByText(ranHeadline(real)).waitFor();
    expect(await panel.getByRole('button', { name: /Scan this page|Open beside the page/ }).count()).toBe(0);
    await panel.close();
    await abs.close();
  });

  it('opens for real from the popup’s "Open beside the page"', async () => {
    const abs = await openPage(harness().browser, `https://arxiv.org/abs/${real.arxiv_id}`);
    const popup = await harness().browser.context.newPage();
    await popup.goto(`chrome-extension://${harness().browser.extensionId}/popup.html`);
    const sidePanels = () =>
      harness().browser.worker.evaluate(async () =>
        (await chrome.runtime.getContexts({ contextTypes: [chrome.runtime.ContextType.SIDE_PANEL] })).map((c) => new URL(c.documentUrl ?? '').pathname),
      );
    expect(await sidePanels()).toEqual([]);
    // A trusted click: the browser opens a side panel only straight from one.
    await popup.getByRole('button', { name: 'Open beside the page' }).click();
    await expect.poll(sidePanels).toEqual(['/sidepanel.html']);
    await abs.close();
  });
});
