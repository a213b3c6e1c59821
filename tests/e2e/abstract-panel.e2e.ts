// The abstract panel in a real Chromium with the built extension, arxiv.org answered from
// snapshots and the record server on loopback.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RecordServer } from '../../server/app';
import type { ExtensionBrowser } from '../support/browser';
import { openPage, harnessForFile } from '../support/harness';
import { ROOT } from '../support/build';
import { ageCache, panelOf } from '../support/panel';
import { loadRecord, ranHeadline, REAL_RECORD } from '../support/records';

const OUT = resolve(ROOT, 'test-output');
const real = loadRecord(REAL_RECORD);
let server: RecordServer;
let browser: ExtensionBrowser;
const harness = harnessForFile();

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  ({ server, browser } = harness());
  // A cookie the record source's host has set: the extension's requests must not carry it.
  await browser.context.addCookies([{ name: 'session', value: 'secret', url: `http://127.0.0.1:${inject('recordPort')}` }]);
});

const open = (path: string): Promise<Page> => openPage(browser, `https://arxiv.org${path}`);

const requestsFor = (path: string) => server.requests.filter((r) => r.path === path).length;

describe('the real record on its abstract page', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('/abs/2607.21653v1');
  });

  it('sits under the full-text links in the right column', async () => {
    const panel = panelOf(page);
    await panel.getByText('harvested functions ran').waitFor();
    const placedAfter = await page.evaluate(
      (host) => document.querySelector(host)?.previousElementSibling?.matches('.extra-services .full-text') ?? false,
      'paper-code-lens-panel',
    );
    expect(placedAfter).toBe(true);
    await page.screenshot({ path: resolve(OUT, 'abstract-page.png') });
  });

  it('shows the repository, its kind and the explanation on keyboard focus', async () => {
    const panel = panelOf(page);
    const repoUrl: string = real.syntology.repos[0].url;
    const link = panel.getByRole('link', { name: 'NVIDIA-NeMo/labs-molt' });
    expect(await link.getAttribute('href')).toBe(repoUrl);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const kind = panel.getByText('found in text', { exact: true });
    const tooltip = panel.getByRole('tooltip', { name: real.syntology.repo_kind_vocabulary.found_in_text });
    expect(await tooltip.isVisible()).toBe(false);
    await kind.focus();
    await expect.poll(() => tooltip.isVisible()).toBe(true);
  });

  it('says how many harvested functions ran, with the claim beside it', async () => {
    const panel = panelOf(page);
    const samples: { entry: string; status: string; file_url: string }[] = real.syntology.samples;
    expect(await panel.getByText(ranHeadline(real)).isVisible()).toBe(true);
    expect(await panel.getByText(real.syntology.claim).isVisible()).toBe(true);
    const toggle = panel.getByRole('button', { name: /Harvested functions/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const sample of samples) expect(await panel.getByText(sample.entry, { exact: true }).isVisible()).toBe(true);
    const fileLinks = await panel.locator('a[href*="/blob/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(fileLinks)).toEqual(new Set(samples.map((s) => s.file_url)));
  });

  it('carries the licence, the attribution and the record page link', async () => {
    const panel = panelOf(page);
    expect(await panel.getByRole('link', { name: real.about.licence }).getAttribute('href')).toBe(real.about.licence_url);
    // The record page is on the source the reader chose (here the loopback record server), not on a site the record names.
    expect(await panel.getByRole('link', { name: 'Record' }).getAttribute('href')).toBe(`${harness().url}${real.url}`);
    expect(await panel.getByRole('link', { name: 'Attribution' }).getAttribute('href')).toBe(real.about.attribution);
    expect(await panel.getByText(real.about.modified).isVisible()).toBe(true);
    const notice = panel.getByText(real.about.non_affiliation);
    expect(await notice.isVisible()).toBe(false);
    await panel.getByRole('button', { name: /affiliat/i }).click();
    expect(await notice.isVisible()).toBe(true);
    await panel.screenshot({ path: resolve(OUT, 'abstract-panel.png') });
    const background = () =>
      panel
        .locator('.pcl-panel')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    // arXiv's abstract page stays white in a dark system, and so does the panel on it (its text keeps
    // its contrast against the page it sits on; see the accessibility suite).
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('remembers that it was collapsed', async () => {
    const toggle = panelOf(page).getByRole('button', { name: 'Code with Papers' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const again = await open('/abs/2607.21653');
    const toggleAgain = panelOf(again).getByRole('button', { name: 'Code with Papers' });
    await toggleAgain.waitFor();
    expect(await toggleAgain.getAttribute('aria-expanded')).toBe('false');
    expect(await panelOf(again).getByText('harvested functions ran').isVisible()).toBe(false);
    await toggleAgain.click();
    expect(await panelOf(again).getByText('harvested functions ran').isVisible()).toBe(true);
    await again.close();
  });

  it('asked the record source once for both visits', () => {
    expect(requestsFor('/paper/arxiv-2607-21653')).toBe(1);
  });
});

describe('other answers from the record source', () => {
  it('says plainly that there is no record (404), at the top of the abstract column', async () => {
    const page = await open('/abs/2607.00002');
    const message = panelOf(page).getByText('No Code with Papers record for arXiv:2607.00002');
    await message.waitFor();
    const first = await page.evaluate(() => document.querySelector('#abs')?.firstElementChild?.localName);
    expect(first).toBe('paper-code-lens-panel');
    await page.close();
  });

  it('shows an old-style id’s record', async () => {
    const record = loadRecord('arxiv-hep-th-9901001.json');
    const page = await open('/abs/hep-th/9901001v2');
    const url: string = record.code_links[0].repo_url ?? record.code_links[0].url;
    const link = panelOf(page).locator(`a[href="${url}"]`);
    await link.waitFor();
    expect(requestsFor('/paper/arxiv-hep-th-9901001')).toBe(1);
    await page.close();
  });

  it('flags the one malformed section and shows the rest', async () => {
    const page = await open('/abs/2607.00003');
    const panel = panelOf(page);
    await panel.getByText('This part could not be read').waitFor();
    const samplesSection = panel.locator('section', { has: page.getByRole('heading', { name: 'Sample runs' }) });
    expect(await samplesSection.getByText('This part could not be read').isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'NVIDIA-NeMo/labs-molt' }).isVisible()).toBe(true);
    await page.close();
  });

  it('on 500, retries a bounded number of times, offers Retry, and recovers', async () => {
    const path = '/paper/arxiv-2607-00001';
    server.setIntercept(({ path: p }) => (p === path ? { status: 500, headers: {}, body: 'boom' } : undefined));
    const page = await open('/abs/2607.00001');
    const panel = panelOf(page);
    await panel.getByText('Record source unreachable').waitFor({ timeout: 20_000 });
    expect(requestsFor(path)).toBe(3);
    server.setIntercept(null);
    await panel.getByRole('button', { name: 'Retry' }).click();
    const record = loadRecord('arxiv-2607.00001.json');
    await panel.getByText(record.syntology.claim).waitFor();
    expect(requestsFor(path)).toBe(4);
    await page.close();
  });
});

describe('when the source is down and a copy is cached', () => {
  it('shows the copy marked stale, and the fresh record after Retry', async () => {
    const path = '/paper/arxiv-2607-21653';
    const before = requestsFor(path);
    await browser.worker.evaluate(ageCache, 10 * 24 * 3_600_000);
    server.setIntercept(({ path: p }) => (p === path ? { status: 503, headers: {}, body: '' } : undefined));
    const page = await open('/abs/2607.21653');
    const panel = panelOf(page);
    await panel.getByText('Stale', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await panel.getByText('harvested functions ran').isVisible()).toBe(true);
    expect(requestsFor(path) - before).toBe(3);
    server.setIntercept(null);
    await panel.getByRole('button', { name: 'Retry' }).click();
    // Three refusals in a row rest the source 3.6 s (docs/record-source.md, the contract); Retry waits that out, then asks once.
    await expect.poll(() => requestsFor(path) - before, { timeout: 10_000 }).toBe(4);
    await panel.getByText('harvested functions ran').waitFor();
    expect(await panel.getByText('Stale', { exact: true }).count()).toBe(0);
    await page.close();
  });
});

describe('privacy', () => {
  it('sent no cookie with any request to the record source', () => {
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.filter((r) => r.cookie)).toEqual([]);
  });
});
