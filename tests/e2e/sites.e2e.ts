// Sites turned on one by one, in Chromium with the built extension: the panel on Hugging Face and
// alphaXiv paper pages, badges on Scholar results and after a feed's links (appended in batches,
// looked up only near the screen), and nothing left once the site's access is withdrawn through the
// browser's own site access (chrome://extensions), as a reader would.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clearCache, openPage, harnessForFile } from '../support/harness';

const harness = harnessForFile();

const panel = (page: Page) => page.locator('paper-code-lens-panel');
const badges = (page: Page) => page.locator('paper-code-lens-badge');

/** The sites the background registered its script on. */
const registeredSites = () =>
  harness().browser.worker.evaluate(async () => (await chrome.scripting.getRegisteredContentScripts()).flatMap((script) => script.matches ?? []));

describe('sites turned on', () => {
  it('registers the sites script on the granted sites only, never on arXiv, GitHub or the record source', async () => {
    await expect
      .poll(registeredSites)
      .toEqual(expect.arrayContaining(['https://huggingface.co/*', 'https://www.alphaxiv.org/*', 'https://scholar.google.de/*', 'https://feed.example/*']));
    const sites = await registeredSites();
    expect(sites.some((s) => /arxiv\.org\/|github\.com|127\.0\.0\.1/.test(s) && !s.includes('alphaxiv'))).toBe(false);
  });

  it('Hugging Face paper page: the record panel after the paper’s own links', async () => {
    const page = await openPage(harness().browser, 'https://huggingface.co/papers/2607.21653');
    await panel(page).getByText('harvested functions ran').waitFor();
    // Right after the row of links, inside the paper's section: not a fallback.
    const before = await panel(page).evaluate((host) => host.previousElementSibling?.textContent ?? '');
    expect(before).toContain('View arXiv page');
    expect(
      await panel(page)
        .getByText(/CC BY-SA 4\.0/)
        .count(),
    ).toBeGreaterThan(0);
    await page.close();
  });

  it('alphaXiv, drawn by script after load: the panel in the header once it is there', async () => {
    const page = await openPage(harness().browser, 'https://www.alphaxiv.org/abs/2607.21653');
    await panel(page).getByText('harvested functions ran').waitFor();
    const after = await panel(page).evaluate((host) => host.previousElementSibling?.getAttribute('data-testid'));
    expect(after).toBe('paper-header');
    await page.close();
  });

  it('Google Scholar: a badge in each result that names an arXiv paper, none in the others', async () => {
    const page = await openPage(harness().browser, 'https://scholar.google.de/scholar?q=molt');
    await expect
      .poll(() => badges(page).evaluateAll((all) => all.map((b) => b.getAttribute('data-arxiv-id'))))
      .toEqual(['2607.21653', '2607.00001', '2607.00002']);
    await expect.poll(() => badges(page).first().locator('button').innerText()).toMatch(/^1 repo · \d+\/\d+ ran$/);
    // The same popover as on arXiv's listings.
    await badges(page).first().locator('button').click();
    await page.getByRole('dialog', { name: 'Code with Papers record' }).getByText('harvested functions ran').waitFor();
    await page.close();
  });

  it('a feed that appends links in batches: badges near the screen only, one lookup per paper', async () => {
    await clearCache(harness().browser.worker);
    const asked = harness().server.requests.length;
    const page = await openPage(harness().browser, 'https://feed.example/');
    await page.waitForSelector('body[data-loaded="all"]');
    await expect.poll(() => badges(page).count()).toBeGreaterThan(20);
    // 1000 posts, 800 of them linking a paper or the repository; a 900-pixel window shows about 40.
    const nearTop = await badges(page).count();
    expect(nearTop).toBeLessThan(120);
    const repoBadge = badges(page).and(page.locator('[data-repo="NVIDIA-NeMo/labs-molt"]')).first();
    await expect.poll(() => repoBadge.locator('button').innerText()).toMatch(/^\d+ papers?$/);
    // Scrolled to the end: the last posts, appended by the page's script, get theirs.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() => page.locator('#feed p:last-child paper-code-lens-badge, #feed p:nth-last-child(2) paper-code-lens-badge').count())
      .toBeGreaterThan(0);
    expect(await badges(page).count()).toBeLessThan(nearTop + 150);
    const paperPaths = harness()
      .server.requests.slice(asked)
      .filter((r) => r.path.startsWith('/paper/'))
      .map((r) => r.path);
    expect(paperPaths.filter((p) => p.includes('2607.21653')).length).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('a site withdrawn through the browser’s own site access shows nothing from then on', async () => {
    const id = harness().browser.extensionId;
    const settings = await openPage(harness().browser, `chrome://extensions/?id=${id}`);
    // What the site access menu does: every site withheld, then all but the feed granted back.
    await settings.evaluate(async (extensionId) => {
      const api = (chrome as unknown as { developerPrivate: Record<string, (...args: unknown[]) => Promise<void>> }).developerPrivate;
      await api.updateExtensionConfiguration!({ extensionId, hostAccess: 'ON_SPECIFIC_SITES' });
      for (const host of [
        'https://huggingface.co/*',
        'https://www.alphaxiv.org/*',
        'https://scholar.google.de/*',
        'https://lab.example/*',
        'https://arxiv.org/*',
        'https://github.com/*',
      ]) {
        await api.addHostPermission!(extensionId, host);
      }
    }, id);
    await expect.poll(registeredSites).not.toContain('https://feed.example/*');
    expect(await registeredSites()).toContain('https://huggingface.co/*');
    const page = await openPage(harness().browser, 'https://feed.example/');
    await page.waitForSelector('body[data-loaded="all"]');
    await page.waitForTimeout(500);
    expect(await badges(page).count()).toBe(0);
    await page.close();
    await settings.close();
  });
});
