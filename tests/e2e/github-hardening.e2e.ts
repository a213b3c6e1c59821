// GitHub file pages as real ones come: the code section named by a list of ids, no textarea, or no
// known anchor at all. The strip must show in each, and never silently go missing.
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionBrowser } from '../support/browser';
import { githubPage, serveGithub } from '../support/github-pages';
import { openPage, harnessForFile } from '../support/harness';
import { loadRecord, REAL_RECORD } from '../support/records';

const FILE_PATH = '/NVIDIA-NeMo/labs-molt/blob/main/molt/models/loss.py';
const real = loadRecord(REAL_RECORD);
const inFile = real.syntology.samples.filter((s: { path: string }) => s.path === 'molt/models/loss.py');
let browser: ExtensionBrowser;
const harness = harnessForFile();

beforeAll(async () => {
  ({ browser } = harness());
});
afterEach(async () => {
  // Back to the ordinary snapshots for the next test.
  await browser.context.unrouteAll({ behavior: 'ignoreErrors' });
  await serveGithub(browser.context);
});

/** Opens the file page served as `html`, collecting the page's console warnings. */
async function openFilePage(html: string): Promise<{ page: Page; warnings: string[] }> {
  await browser.context.route(`https://github.com${FILE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  const page = await browser.context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`https://github.com${FILE_PATH}`);
  return { page, warnings };
}

const stripHeadline = (page: Page) =>
  page.locator('paper-code-lens-file-strip').getByText(`${inFile.length} harvested functions in this file`, { exact: false });

describe('the file strip on real file pages', () => {
  it('shows above the code when the section names two headings and there is no textarea', async () => {
    const { page, warnings } = await openFilePage(githubPage('blob-labs-molt-loss-two-ids.html'));
    await stripHeadline(page).waitFor();
    const next = await page.evaluate(() => document.querySelector('paper-code-lens-file-strip')?.nextElementSibling?.getAttribute('aria-labelledby'));
    expect(next).toBe('file-name-id-wide file-name-id-mobile');
    // Lines come from the shown line list when there is no textarea.
    const line = await page.evaluate(() => [...document.querySelectorAll('[id^="LC"]')].findIndex((l) => /def agg_loss\(/.test(l.textContent ?? '')) + 1);
    expect(await page.locator('paper-code-lens-file-strip').getByRole('link', { name: 'agg_loss', exact: true }).getAttribute('href')).toBe(`#L${line}`);
    expect(warnings.filter((w) => w.includes('Paper Code Lens'))).toEqual([]);
    await page.close();
  });

  it('shows at the top of the page, with one warning, when no anchor of ours matches', async () => {
    // GitHub renamed everything we anchor to: no labelled section, no textarea, no blob table.
    const html = githubPage('blob-labs-molt-loss-two-ids.html').replace(/<section\b[^>]*aria-labelledby="[^"]*"/, '<section data-renamed="yes"');
    expect(html).not.toMatch(/<section[^>]*aria-labelledby/);
    const { page, warnings } = await openFilePage(html);
    await stripHeadline(page).waitFor();
    expect(await stripHeadline(page).isVisible()).toBe(true);
    await expect.poll(() => warnings.filter((w) => w.includes('no place for the file strip')).length).toBe(1);
    expect(await page.locator('paper-code-lens-file-strip').count()).toBe(1);
    await page.close();
  });
});

// Keep the served snapshots honest: the ordinary file page is unchanged by these tests.
it('leaves the ordinary file page served from its snapshot', async () => {
  const page = await openPage(browser, `https://github.com${FILE_PATH}`);
  await stripHeadline(page).waitFor();
  expect(await page.locator('#read-only-cursor-text-area').count()).toBe(1);
  await page.close();
});

describe('a README that cites one paper thousands of times', () => {
  it('marks the first 200 citations and says how many were left unmarked', async () => {
    const path = '/NVIDIA-NeMo/labs-molt';
    const links = '<a href="https://arxiv.org/abs/2607.21653">the paper</a> '.repeat(5000);
    const html = githubPage('repo-root-labs-molt.html').replace(/(<article class="markdown-body[^>]*>)/, `$1<p>${links}</p>`);
    await browser.context.route(`https://github.com${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    const page = await browser.context.newPage();
    await page.goto(`https://github.com${path}`);
    // The saved README cites four places of its own; with the 5,000 added, 5,004 less 200 marked.
    await page.locator('paper-code-lens-papers').getByText('4804 more citations in the README are left unmarked', { exact: false }).waitFor();
    await expect.poll(() => page.locator('paper-code-lens-mark').count(), { timeout: 10_000 }).toBe(200);
    await page.waitForTimeout(500);
    expect(await page.locator('paper-code-lens-mark').count()).toBe(200);
    await page.close();
  });
});
