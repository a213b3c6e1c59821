// "Scan this page" in Chromium: the popup reads the tab it was opened from and lists what it names,
// each with its record's summary, looked up through the background; choosing one shows its record.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { harnessForFile } from '../support/harness';

const harness = harnessForFile();

/** Opens the popup in a window of its own, as the toolbar would, over the lab page's window. */
async function popupOver(page: Page): Promise<Page> {
  await page.bringToFront();
  const opened = harness().browser.context.waitForEvent('page');
  const url = `chrome-extension://${harness().browser.extensionId}/popup.html`;
  await harness().browser.worker.evaluate((u) => chrome.windows.create({ url: u, type: 'popup', focused: false, width: 420, height: 600 }), url);
  const popup = await opened;
  await popup.waitForLoadState();
  return popup;
}

describe('scan this page', () => {
  it('lists the papers and repositories the page names, in order, with their summaries, and opens one', async () => {
    const page = await harness().browser.context.newPage();
    await page.goto('https://lab.example/post');
    const popup = await popupOver(page);
    await popup.getByRole('button', { name: 'Scan this page for papers and repositories' }).click();
    const list = popup.getByRole('region', { name: /On this page: 4 papers and repositories/ });
    await list.waitFor();
    const items = list.getByRole('button');
    await expect
      .poll(() => items.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^arXiv:2607\.21653\s+1 repo · \d+\/\d+ ran$/),
        expect.stringMatching(/^NVIDIA-NeMo\/labs-molt\s+\d+ papers?$/),
        expect.stringMatching(/^arXiv:2607\.00002\s+no record$/),
        expect.stringMatching(/^arXiv:hep-th\/9901001\s+/),
      ]);
    await items.first().click();
    await popup.getByRole('region', { name: 'Code with Papers' }).getByText('harvested functions ran').waitFor();
    await popup.close();
    await page.close();
  });

  it('says plainly when the tab is one the browser keeps closed', async () => {
    const page = await harness().browser.context.newPage();
    await page.goto('chrome://version');
    const popup = await popupOver(page);
    await popup.getByRole('button', { name: 'Scan this page for papers and repositories' }).click();
    await expect.poll(() => popup.getByRole('status').innerText()).toMatch(/cannot be read/);
    await popup.close();
    await page.close();
  });
});
