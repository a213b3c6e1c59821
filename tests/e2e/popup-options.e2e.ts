// The popup's quick lookup and the options page, opened as extension pages in Chromium.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordServer, type RecordServer } from '../../server/app';
import type { ExtensionBrowser } from '../support/browser';
import { harnessForFile } from '../support/harness';
import { loadRecord, ranHeadline, RECORDS_DIR, REAL_RECORD } from '../support/records';

let second: RecordServer;
let secondDir: string;
let secondUrl: string;
let defaultUrl: string;
let browser: ExtensionBrowser;
const harness = harnessForFile();
const real = loadRecord(REAL_RECORD);
const SECOND_TITLE = `Second source: ${real.title}`;

beforeAll(async () => {
  ({ browser, url: defaultUrl } = harness());
  // A second record source whose copy of the real record says where it came from.
  secondDir = mkdtempSync(join(tmpdir(), 'pcl-second-'));
  writeFileSync(join(secondDir, REAL_RECORD), JSON.stringify({ ...real, title: SECOND_TITLE }));
  copyFileSync(resolve(RECORDS_DIR, 'arxiv-2607.00001.json'), join(secondDir, 'arxiv-2607.00001.json'));
  second = createRecordServer({ dir: secondDir });
  secondUrl = (await second.listen(0)).url;
});

afterAll(async () => {
  await second?.close();
  rmSync(secondDir, { recursive: true, force: true });
});

async function popup(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  await page.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  return page;
}

async function lookUp(page: Page, text: string): Promise<void> {
  const input = page.getByLabel('arXiv paper or GitHub repository');
  await input.fill(text);
  await input.press('Enter');
}

describe('the popup', () => {
  it.each([
    ['a bare id', '2607.21653'],
    ['an arXiv: prefix', 'arXiv:2607.21653v1'],
    ['an abstract URL', 'https://arxiv.org/abs/2607.21653v1'],
    ['a PDF URL', 'https://arxiv.org/pdf/2607.21653.pdf'],
    ['the DOI', '10.48550/arXiv.2607.21653'],
  ])('shows the paper for %s', async (_form, text) => {
    const page = await popup();
    await lookUp(page, text);
    await page.getByText(ranHeadline(real)).waitFor();
    expect(await page.getByRole('link', { name: real.about.licence }).first().isVisible()).toBe(true);
    await page.close();
  });

  it.each([
    ['a repository URL', 'https://github.com/NVIDIA-NeMo/labs-molt/tree/main/molt'],
    ['owner/name', 'nvidia-nemo/LABS-MOLT'],
  ])('shows the papers of a repository for %s', async (_form, text) => {
    const page = await popup();
    await lookUp(page, text);
    await page.getByRole('heading', { name: 'Papers' }).waitFor();
    expect(await page.getByRole('link', { name: real.title }).first().getAttribute('href')).toBe(`https://arxiv.org/abs/${real.arxiv_id}`);
    await page.close();
  });

  it('says which forms it reads when it cannot read the input', async () => {
    const page = await popup();
    await lookUp(page, 'not a paper at all');
    expect(await page.getByRole('alert').innerText()).toMatch(/arXiv/);
    await page.close();
  });

  it('keeps recent lookups, clickable and clearable', async () => {
    const page = await popup();
    const recent = page.getByRole('region', { name: /Recent/ });
    await recent
      .getByRole('button', { name: new RegExp(real.title.slice(0, 20)) })
      .first()
      .click();
    await page.getByText('harvested functions ran').first().waitFor();
    await recent.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.getByRole('region', { name: /Recent/ }).count()).toBe(0);
    await page.close();
  });
});

describe('the options page', () => {
  it('tests a source, saves it, and the next lookup goes there', async () => {
    const page = await browser.context.newPage();
    await page.goto(`chrome-extension://${browser.extensionId}/options.html`);
    const address = page.getByLabel('Record source address');
    await expect.poll(() => address.isEnabled()).toBe(true);
    await address.fill(secondUrl);
    await page.getByRole('button', { name: 'Test' }).click();
    await page.getByText(/readable record of arXiv 2607\.21653/).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved').first().waitFor();

    const before = second.requests.length;
    const lookup = await popup();
    await lookUp(lookup, '2607.21653');
    await lookup.getByText(SECOND_TITLE).first().waitFor();
    expect(second.requests.length).toBeGreaterThan(before);
    await lookup.close();

    await page.getByRole('button', { name: 'Reset to default' }).click();
    await expect.poll(() => address.inputValue()).toBe(defaultUrl);
    await page.close();
  });

  it('refuses an address that is not http(s)', async () => {
    const page = await browser.context.newPage();
    await page.goto(`chrome-extension://${browser.extensionId}/options.html`);
    const address = page.getByLabel('Record source address');
    await expect.poll(() => address.isEnabled()).toBe(true);
    await address.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });
});
