// GitHub repository pages in Chromium with the built extension: the papers box, README marks,
// the file strip, themes, and GitHub's in-page navigation.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordServer } from '../../server/app';
import type { ExtensionBrowser } from '../support/browser';
import { openPage, harnessForFile } from '../support/harness';
import { ROOT } from '../support/build';
import { githubPage, serveGithub } from '../support/github-pages';
import { loadRecord, ranHeadline, REAL_RECORD } from '../support/records';

const OUT = resolve(ROOT, 'test-output');
let server: RecordServer;
let browser: ExtensionBrowser;
const harness = harnessForFile();
const real = loadRecord(REAL_RECORD);
const fixture = loadRecord('arxiv-2607.00001.json');
const dark = new Map([['/NVIDIA-NeMo/labs-molt', 'repo-root-labs-molt-dark.html']]);

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  ({ server, browser } = harness());
});

const open = (path: string): Promise<Page> => openPage(browser, `https://github.com${path}`);

const box = (page: Page) => page.locator('paper-code-lens-papers');

/** As GitHub does it: the URL first, then the new page swapped in, then its events. */
async function softNavigateTo(page: Page, path: string, file: string) {
  await page.evaluate(
    ({ path, html }) => {
      history.pushState({}, '', path);
      const next = new DOMParser().parseFromString(html, 'text/html');
      document.head.replaceWith(next.head);
      document.body.replaceWith(next.body);
      document.dispatchEvent(new Event('turbo:load'));
      document.dispatchEvent(new Event('soft-nav:end'));
    },
    { path, html: githubPage(file) },
  );
}
const mark = (page: Page, id: string) => page.locator('paper-code-lens-mark').getByLabel(new RegExp(`arXiv ${id.replace('.', '\\.')}:`));

describe('a repository linked to a paper', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('/NVIDIA-NeMo/labs-molt');
  });

  it('shows the papers box in the sidebar under About', async () => {
    const link = box(page).getByRole('link', { name: real.title });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`https://arxiv.org/abs/${real.arxiv_id}`);
    expect(await box(page).getByText(ranHeadline(real)).isVisible()).toBe(true);
    expect(await box(page).getByText('found in text', { exact: true }).isVisible()).toBe(true);
    expect(await box(page).getByRole('link', { name: real.about.licence }).getAttribute('href')).toBe(real.about.licence_url);
    const inSidebar = await page.evaluate(() => document.querySelector('paper-code-lens-papers')?.closest('[data-position="end"]') !== null);
    expect(inSidebar).toBe(true);
    expect(await page.locator('paper-code-lens-papers').count()).toBe(1);
    await box(page).screenshot({ path: resolve(OUT, 'github-papers-box.png') });
  });

  it('marks each README citation: linked, not linked, no record', async () => {
    await mark(page, '2607.21653').first().waitFor();
    expect(await mark(page, '2607.21653').first().getAttribute('aria-label')).toMatch(/linked to this repository/);
    expect(await mark(page, '2607.00001').getAttribute('aria-label')).toMatch(/not linked/);
    expect(await mark(page, '2607.00002').getAttribute('aria-label')).toMatch(/no Code with Papers record/);
    expect(await mark(page, '2607.00002').innerText()).toBe('no record');
  });

  it('lists the cited-but-not-linked paper under its own heading', async () => {
    const section = box(page)
      .getByRole('region', { name: /not linked/ })
      .or(box(page).locator('section', { hasText: 'not linked' }));
    expect(await section.first().getByRole('link', { name: fixture.title }).isVisible()).toBe(true);
  });
});

describe('file pages and themes', () => {
  it('names the harvested functions of the file above its code, linked to their lines', async () => {
    const page = await open('/NVIDIA-NeMo/labs-molt/blob/main/molt/models/loss.py');
    const strip = page.locator('paper-code-lens-file-strip');
    const inFile = real.syntology.samples.filter((s: { path: string }) => s.path === 'molt/models/loss.py');
    await strip.getByText(`${inFile.length} harvested functions in this file`, { exact: false }).waitFor();
    for (const sample of inFile) {
      const link = strip.getByRole('link', { name: sample.entry, exact: true });
      const line = await page.evaluate((name) => {
        const text = document.querySelector('#read-only-cursor-text-area')?.textContent ?? '';
        return text.split('\n').findIndex((l) => new RegExp(`def ${name}\\(`).test(l)) + 1;
      }, sample.entry);
      expect(await link.getAttribute('href')).toBe(`#L${line}`);
    }
    const above = await page.evaluate(() => document.querySelector('paper-code-lens-file-strip')?.nextElementSibling?.localName);
    expect(above).toBe('section');
    await strip.screenshot({ path: resolve(OUT, 'github-file-strip.png') });
    await page.close();
  });

  it('follows GitHub’s own dark theme', async () => {
    const context = browser.context;
    await serveGithub(context, dark);
    const page = await open('/NVIDIA-NeMo/labs-molt');
    await box(page).getByRole('link', { name: real.title }).waitFor();
    const themed = box(page).locator('.pcl-theme-dark').first();
    // The box sits on GitHub's own background; its text takes the dark palette's colour.
    expect(await themed.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(240, 246, 252)');
    await box(page).screenshot({ path: resolve(OUT, 'github-papers-box-dark.png') });
    await page.close();
    await context.unroute(/github/);
    await serveGithub(context);
  });

  it('puts the box above the README where there is no sidebar', async () => {
    const page = await open('/example-lab/fixture-official');
    await box(page).getByRole('link', { name: fixture.title }).waitFor();
    const beforeReadme = await page.evaluate(() => {
      const host = document.querySelector('paper-code-lens-papers');
      const readme = document.querySelector('#readme');
      return !!host && !!readme && (host.compareDocumentPosition(readme) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(beforeReadme).toBe(true);
    await page.close();
  });
});

describe('a record source without repository records', () => {
  it('finds the links by checking the papers the README cites', async () => {
    server.setIntercept(({ path }) => (path.startsWith('/repo/') ? { status: 404, headers: {}, body: '{}' } : undefined));
    try {
      await browser.worker.evaluate(() => chrome.storage.local.clear()); // no cached repo record
      const page = await open('/NVIDIA-NeMo/labs-molt');
      await box(page).getByRole('link', { name: real.title }).waitFor();
      expect(
        await box(page)
          .getByText(/checking the papers this README cites/)
          .isVisible(),
      ).toBe(true);
      expect(server.requests.some((r) => r.path === '/repo/NVIDIA-NeMo/labs-molt' && r.status === 404)).toBe(true);
      expect(await mark(page, '2607.00001').getAttribute('aria-label')).toMatch(/not linked/);
      await page.close();
    } finally {
      server.setIntercept(null);
    }
  });
});

describe('GitHub’s in-page navigation', () => {
  it('ends with exactly one box, for the repository now shown', async () => {
    const page = await open('/NVIDIA-NeMo/labs-molt');
    await box(page).getByRole('link', { name: real.title }).waitFor();
    for (let round = 0; round < 3; round++) {
      await softNavigateTo(page, '/example-lab/fixture-official', 'repo-root-no-sidebar.html');
      await box(page).getByRole('link', { name: fixture.title }).waitFor();
      expect(await page.locator('paper-code-lens-papers').count()).toBe(1);
      expect(await box(page).getByRole('link', { name: real.title }).count()).toBe(0);
      await softNavigateTo(page, '/NVIDIA-NeMo/labs-molt', 'repo-root-labs-molt.html');
      await box(page).getByRole('link', { name: real.title }).waitFor();
      expect(await page.locator('paper-code-lens-papers').count()).toBe(1);
    }
    await page.close();
  });
});

describe('a repository seen again in the same tab', () => {
  it('is drawn from what the page was told, then from what the background says now', async () => {
    await browser.worker.evaluate(() => chrome.storage.local.clear()); // no answer cached by another test
    const page = await open('/NVIDIA-NeMo/labs-molt');
    const note = box(page).getByText(/checking the papers this README cites/);
    await box(page).getByRole('link', { name: real.title }).waitFor();
    expect(await note.count()).toBe(0);
    await softNavigateTo(page, '/example-lab/fixture-official', 'repo-root-no-sidebar.html');
    await box(page).getByRole('link', { name: fixture.title }).waitFor();
    // Meanwhile the source drops the repository's record, and the background its copy.
    server.setIntercept(({ path }) => (path.startsWith('/repo/') ? { status: 404, headers: {}, body: '{}' } : undefined));
    try {
      await browser.worker.evaluate(() => chrome.storage.local.clear());
      await softNavigateTo(page, '/NVIDIA-NeMo/labs-molt', 'repo-root-labs-molt.html');
      // Going back shows the box at once, then the links as the README's papers now give them.
      await note.waitFor();
      expect(await page.locator('paper-code-lens-papers').count()).toBe(1);
      expect(await box(page).getByRole('link', { name: real.title }).isVisible()).toBe(true);
    } finally {
      server.setIntercept(null);
      await page.close();
    }
  });
});

describe('the views’ own script', () => {
  /** Counts, in the worker, each script the background runs in a page (by file). */
  async function countRuns() {
    await browser.worker.evaluate(() => {
      const runs: string[] = [];
      const original = chrome.scripting.executeScript.bind(chrome.scripting);
      (globalThis as { runs?: string[] }).runs = runs;
      chrome.scripting.executeScript = ((injection: chrome.scripting.ScriptInjection<unknown[], unknown>) => {
        runs.push(...(injection.files ?? []));
        return original(injection);
      }) as typeof chrome.scripting.executeScript;
    });
    return () => browser.worker.evaluate(() => (globalThis as { runs?: string[] }).runs ?? []);
  }

  it('is run only on the first repository page that shows something, not on GitHub’s other pages nor again after navigating', async () => {
    const runs = await countRuns();
    const page = await open('/NVIDIA-NeMo');
    // The page script reads the URL at once; a second is long enough for any run it would ask for.
    await page.waitForTimeout(1000);
    expect(await runs()).toEqual([]);
    await page.goto('https://github.com/NVIDIA-NeMo/labs-molt');
    await box(page).getByRole('link', { name: real.title }).waitFor();
    expect(await runs()).toEqual(['/content-scripts/github-view.js']);
    await softNavigateTo(page, '/example-lab/fixture-official', 'repo-root-no-sidebar.html');
    await box(page).getByRole('link', { name: fixture.title }).waitFor();
    expect(await runs()).toEqual(['/content-scripts/github-view.js']);
    await page.close();
  });
});
