// What a page's own scripts can learn of the extension: no message to the window naming it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionBrowser } from '../support/browser';
import { harnessForFile } from '../support/harness';
import { panelOf } from '../support/panel';

let browser: ExtensionBrowser;
const harness = harnessForFile();

beforeAll(async () => {
  ({ browser } = harness());
});
describe('messages a page can read', () => {
  it.each([
    ['an abstract page', 'https://arxiv.org/abs/2607.21653', 'paper-code-lens-panel'],
    ['a GitHub repository', 'https://github.com/NVIDIA-NeMo/labs-molt', 'paper-code-lens-papers'],
  ])('on %s, the page’s scripts get no window message from our scripts', async (_what, url, host) => {
    const page = await browser.context.newPage();
    // In the page's own world, before any script of ours runs.
    await page.addInitScript(() => {
      (window as unknown as { seen: string[] }).seen = [];
      window.addEventListener('message', (event) => (window as unknown as { seen: string[] }).seen.push(JSON.stringify(event.data)));
    });
    await page.goto(url);
    await page.locator(host).first().waitFor();
    if (host === 'paper-code-lens-panel') await panelOf(page).getByText('Code with Papers').first().waitFor();
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.filter((data) => data.includes(browser.extensionId) || data.includes('content-script-started'))).toEqual([]);
    await page.close();
  });
});
