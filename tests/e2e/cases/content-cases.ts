// What a reader sees on arXiv and GitHub, written once and run in both browsers (Chromium:
// tests/e2e/shared-cases.e2e.ts; Firefox: tests/e2e-firefox/content.e2e.ts). Each case launches its
// own browser, so it starts with an empty cache and default settings and passes alone or shuffled.
import { afterEach, describe, expect, it } from 'vitest';
import { badgePlaceOf } from '../../support/driver/in-page';
import { openTurnedOn } from '../../support/driver/turned-on';
import type { CaseBrowser, CaseContext, CasePage } from '../../support/driver/types';
import { loadRecord, ranHeadline, REAL_RECORD } from '../../support/records';

const real = loadRecord(REAL_RECORD);
const rich = loadRecord('arxiv-2607.00001.json');
const PANEL = 'paper-code-lens-panel';

/** Registers the cases; `context()` is read when a case runs, after the suite's setup. */
export function contentCases(context: () => CaseContext): void {
  let browser: CaseBrowser | null = null;
  const launch = async (options?: { dark?: boolean }) => {
    browser = await context().launch(options);
    return browser;
  };
  afterEach(async () => {
    context().server.setIntercept(null);
    await browser?.close();
    browser = null;
  });

  describe('the abstract panel', () => {
    it('shows the real record: title, run headline, claim, kind and licence', async () => {
      const page = await (await launch()).open(`https://arxiv.org/abs/${real.arxiv_id}`);
      await page.waitForShadowText(PANEL, ranHeadline(real));
      const text = await page.shadowText(PANEL);
      for (const part of [real.syntology.claim, 'found in text', real.about.licence, 'NVIDIA-NeMo/labs-molt']) expect(text).toContain(part);
    });

    it('says plainly that there is no record (404)', async () => {
      const page = await (await launch()).open('https://arxiv.org/abs/2607.00002');
      await page.waitForShadowText(PANEL, 'No Code with Papers record for arXiv:2607.00002');
    });

    it('says the source is unreachable, with Retry, when it answers 500', async () => {
      const path = `/paper/arxiv-${rich.arxiv_id.replace('.', '-')}`;
      context().server.setIntercept(({ path: p }) => (p === path ? { status: 500, headers: {}, body: 'boom' } : undefined));
      const page = await (await launch()).open(`https://arxiv.org/abs/${rich.arxiv_id}`);
      await page.waitForShadowText(PANEL, 'Record source unreachable', 20_000);
      expect(await page.shadowText(PANEL)).toContain('Retry');
    });

    it('stays light on arXiv’s white abstract page when the system theme is dark, and goes dark with the HTML view’s dark theme', async () => {
      const browser = await launch({ dark: true });
      const background = (page: CasePage) =>
        page.evaluate((host) => {
          const root = document.querySelector(host)?.shadowRoot?.querySelector('.pcl-panel');
          return root ? getComputedStyle(root).backgroundColor : '';
        }, PANEL);
      const channels = (color: string) => (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const abstract = await browser.open(`https://arxiv.org/abs/${real.arxiv_id}`);
      await abstract.waitForShadowText(PANEL, ranHeadline(real));
      // Light backgrounds are light: every channel well over the middle.
      for (const channel of channels(await background(abstract))) expect(channel).toBeGreaterThan(200);
      // The HTML view follows the reader's choice there (its own `data-theme`, "automatic" → the system's).
      const html = await browser.open(`https://arxiv.org/html/${real.arxiv_id}v1`);
      await html.waitForShadowText(PANEL, ranHeadline(real));
      expect(await html.evaluate(() => document.documentElement.dataset.theme, null)).toBe('dark');
      const dark = channels(await background(html));
      expect(dark).toHaveLength(3);
      for (const channel of dark) expect(channel).toBeLessThan(80);
    });
  });

  describe('listing badges', () => {
    it('badges each entry near the screen, and a badge opens the record in a popover', async () => {
      const page = await (await launch()).open('https://arxiv.org/list/cs.LG/pastweek?skip=0&show=50');
      const ran = real.syntology.samples.filter((s: { status: string }) => s.status === 'ran').length;
      const host = `paper-code-lens-badge[data-arxiv-id="${real.arxiv_id}"]`;
      await page.waitForShadowText(host, `1 repo · ${ran}/${real.syntology.samples.length} ran`);
      await page.waitForShadowText('paper-code-lens-badge[data-arxiv-id="2607.00002"]', 'no record');
      // Drawn in the room the page kept: after the link, before the text after it, centred on the link.
      const place = await page.evaluate(badgePlaceOf, host);
      expect(place?.afterLink).toBeGreaterThanOrEqual(0);
      expect(place?.beforeNext).toBeGreaterThanOrEqual(0);
      expect(place?.offCentre).toBeLessThanOrEqual(1);
      await page.clickInShadow(host, 'button');
      await page.waitForShadowText('paper-code-lens-popover', ranHeadline(real));
    });
  });

  const openTurnedOnSite = async (url: string) => openTurnedOn(await launch(), url);

  describe('sites turned on (granted by the test build, as no test can click the permission prompt)', () => {
    it('Hugging Face paper page: the record panel', async () => {
      const page = await openTurnedOnSite(`https://huggingface.co/papers/${real.arxiv_id}`);
      await page.waitForShadowText(PANEL, ranHeadline(real));
      expect(await page.shadowText(PANEL)).toContain(real.about.licence);
    });

    it('a feed that appends links: badges after the paper and repository links near the screen', async () => {
      const page = await openTurnedOnSite('https://feed.example/');
      const ran = real.syntology.samples.filter((s: { status: string }) => s.status === 'ran').length;
      await page.waitForShadowText(`paper-code-lens-badge[data-arxiv-id="${real.arxiv_id}"]`, `1 repo · ${ran}/${real.syntology.samples.length} ran`);
      await page.waitForShadowText('paper-code-lens-badge[data-repo="NVIDIA-NeMo/labs-molt"]', 'paper');
      const counts = await page.evaluate(
        (host) => ({ badges: document.querySelectorAll(host).length, links: document.querySelectorAll('#feed a').length }),
        'paper-code-lens-badge',
      );
      // Only those near the screen: a few dozen of the 800 that qualify.
      expect(counts.badges).toBeGreaterThan(10);
      expect(counts.badges).toBeLessThan(150);
    });
  });

  describe('GitHub', () => {
    it('shows the papers box and marks each README citation', async () => {
      const page = await (await launch()).open('https://github.com/NVIDIA-NeMo/labs-molt');
      await page.waitForShadowText('paper-code-lens-papers', real.title);
      expect(await page.shadowText('paper-code-lens-papers')).toContain(ranHeadline(real));
      await page.waitForShadowText('paper-code-lens-mark', 'no record');
      const labels = await page.evaluate(
        (host) => [...document.querySelectorAll(host)].map((m) => m.shadowRoot?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? ''),
        'paper-code-lens-mark',
      );
      expect(labels.some((l) => /^arXiv 2607\.21653: .*linked to this repository/.test(l))).toBe(true);
      expect(labels.some((l) => /^arXiv 2607\.00001: .*not linked/.test(l))).toBe(true);
    });

    it('names the harvested functions of a file above its code', async () => {
      const page = await (await launch()).open('https://github.com/NVIDIA-NeMo/labs-molt/blob/main/molt/models/loss.py');
      const inFile = real.syntology.samples.filter((s: { path: string }) => s.path === 'molt/models/loss.py');
      await page.waitForShadowText('paper-code-lens-file-strip', `${inFile.length} harvested functions in this file`);
      const text = await page.shadowText('paper-code-lens-file-strip');
      for (const sample of inFile) expect(text).toContain(sample.entry);
      const above = await page.evaluate((host) => document.querySelector(host)?.nextElementSibling?.localName ?? null, 'paper-code-lens-file-strip');
      expect(above).toBe('section');
    });
  });
}
