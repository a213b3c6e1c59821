// The options' switches, turned off by the reader: nothing shows, the record source is not asked,
// and a listing gives back the room it kept for badges.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from '../support/harness';

const harness = harnessForFile();

beforeAll(async () => {
  const page = await harness().browser.context.newPage();
  await page.goto(`chrome-extension://${harness().browser.extensionId}/options.html`);
  for (const name of ['Show the Code with Papers panel on arXiv abstract pages', 'Mark papers that have code in arXiv lists and search results']) {
    const box = page.getByRole('switch', { name });
    await box.uncheck();
    // Saved when the switch shows it (the options page re-reads what storage holds).
    await page.waitForFunction((label) => {
      const input = [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.querySelector('input');
      return input !== undefined && input !== null && !input.checked;
    }, name);
  }
  await page.close();
});

const paperRequests = () => harness().server.requests.filter((r) => r.path.startsWith('/paper/')).length;

/** Pixels between an entry's id link and the text after it: a space's width without our room. */
const gapAfterFirstLink = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector('dl > dt > a[title="Abstract"]')!;
    const range = document.createRange();
    range.selectNodeContents(link.nextSibling!);
    return Math.round(range.getBoundingClientRect().left - link.getBoundingClientRect().right);
  });

describe('with the arXiv switches off', () => {
  it('shows no panel on an abstract page', async () => {
    const page = await harness().browser.context.newPage();
    await page.goto('https://arxiv.org/abs/2607.21653', { waitUntil: 'load' });
    await page.waitForTimeout(800);
    expect(await page.locator('paper-code-lens-panel').count()).toBe(0);
    await page.close();
  });

  it('puts no badge on a listing and leaves no gap where badges would go', async () => {
    const before = paperRequests();
    const page = await harness().browser.context.newPage();
    await page.goto('https://arxiv.org/list/cs.LG/pastweek?skip=0&show=2000', { waitUntil: 'load' });
    await expect.poll(() => gapAfterFirstLink(page)).toBeLessThan(10);
    await page.waitForTimeout(500);
    expect(await page.locator('paper-code-lens-badge').count()).toBe(0);
    expect(paperRequests()).toBe(before);
    await page.close();
  });
});
