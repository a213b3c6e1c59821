// Keyboard alone, in Chromium, light and dark: Tab reaches every control of each surface in reading
// order, each shows a focus ring holding 3:1 against what it is drawn on, and Tab then leaves the
// surface (nothing traps focus); Shift+Tab walks back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { partContrasts } from '../support/contrast';
import { clearCache, harnessForFile } from '../support/harness';
import { collectStops, focusedStop, focusedTooltip, focusFirstStop } from '../support/keyboard';
import { loadRecord, ranHeadline, REAL_RECORD } from '../support/records';
import { setGithubChecks } from '../support/github-checks-page';
import { setSecondSource } from '../support/second-source-page';

const real = loadRecord(REAL_RECORD);
const rich = loadRecord('arxiv-2607.00001.json');
const harness = harnessForFile();

interface Surface {
  name: string;
  /** Our shadow host on a page, or null for one of our own pages, walked whole. */
  host: string | null;
  open(page: Page): Promise<void>;
  /** Papers with Code turned on (the options' switch) for this surface, and off again after it. */
  secondSource?: boolean;
  /** The GitHub check turned on (the options' switch) for this surface, and off again after it. */
  githubChecks?: boolean;
  /** Stops Tab must reach among the others, by their names. */
  reaches?: RegExp[];
  /** A tooltip that must show while its label holds focus, reached by Tab. */
  tooltip?: RegExp;
}

const ext = (path: string) => `chrome-extension://${harness().browser.extensionId}/${path}`;
const showing = (url: string, host: string, text: string) => async (p: Page) => {
  await p.goto(url);
  await p.locator(host).getByText(text).first().waitFor({ timeout: 15_000 });
};

const SURFACES: Surface[] = [
  {
    name: 'abstract panel with Papers with Code on and the harvested functions open',
    host: 'paper-code-lens-panel',
    secondSource: true,
    async open(p) {
      await p.goto(`https://arxiv.org/abs/${real.arxiv_id}`);
      const panel = p.locator('paper-code-lens-panel');
      await panel.getByText('also listed by Papers with Code (official', { exact: false }).waitFor({ timeout: 15_000 });
      await panel.getByText('molt-reproduction').waitFor();
      await panel.getByRole('button', { name: /Harvested functions/ }).click();
      await panel.getByText('verification level').first().waitFor();
    },
    // The record's row both others name, Papers with Code's own rows and its page, and a level.
    reaches: [/^NVIDIA-NeMo\/labs-molt$/, /molt-reproduction$/, /molt-jax$/, /^the paper's page on /, /^verification level \d$/],
    tooltip: /^passed \d+ execution checks?; not a check against the paper$/,
  },
  {
    name: 'abstract panel, no record, code named in the abstract',
    host: 'paper-code-lens-panel',
    open: showing('https://arxiv.org/abs/2607.00004', 'paper-code-lens-panel', 'made-up-lab/some-code'),
    reaches: [/^made-up-lab\/some-code$/],
  },
  {
    name: 'abstract panel with the GitHub check on: each repository’s state',
    host: 'paper-code-lens-panel',
    githubChecks: true,
    open: showing('https://arxiv.org/abs/2607.00005', 'paper-code-lens-panel', 'gone from GitHub, or private'),
    // Each state's words, whose exact facts show on focus, and the moved repository's new place.
    reaches: [/^archived · updated/, /^no code on its default branch \(main\) yet/, /^open new-owner\/renamed-project$/],
    tooltip: /^On GitHub: archived; last push 4 March 2022/,
  },
  {
    name: 'abstract panel, the GitHub check offered',
    host: 'paper-code-lens-panel',
    async open(p) {
      // Offered until answered, and turning the check on (as the surface before does) answers it.
      await harness().browser.worker.evaluate(() => chrome.storage.local.set({ 'ui:githubOfferAnswered': false }));
      await showing('https://arxiv.org/abs/2607.00005', 'paper-code-lens-panel', 'No thanks')(p);
    },
    reaches: [/^Check repositories on GitHub$/, /^No thanks$/],
  },
  { name: 'abstract panel', host: 'paper-code-lens-panel', open: showing(`https://arxiv.org/abs/${rich.arxiv_id}`, 'paper-code-lens-panel', rich.title) },
  {
    name: 'HTML view card',
    host: 'paper-code-lens-panel',
    open: showing(`https://arxiv.org/html/${real.arxiv_id}v1`, 'paper-code-lens-panel', ranHeadline(real)),
  },
  {
    name: 'GitHub papers box',
    host: 'paper-code-lens-papers',
    open: showing('https://github.com/NVIDIA-NeMo/labs-molt', 'paper-code-lens-papers', real.title),
  },
  {
    name: 'GitHub file strip',
    host: 'paper-code-lens-file-strip',
    open: showing('https://github.com/NVIDIA-NeMo/labs-molt/blob/main/molt/models/loss.py', 'paper-code-lens-file-strip', 'harvested functions in this file'),
  },
  {
    name: 'popup with a paper',
    host: null,
    async open(p) {
      await p.goto(ext('popup.html'));
      await p.getByLabel('arXiv paper or GitHub repository').fill(real.arxiv_id);
      await p.keyboard.press('Enter');
      await p.getByText(ranHeadline(real)).first().waitFor();
    },
  },
  {
    name: 'options page',
    host: null,
    async open(p) {
      await p.goto(ext('options.html'));
      await p.getByText('Sites').first().waitFor();
      await p.locator('input:not([disabled])').first().waitFor();
    },
  },
];

describe.each(['light', 'dark'] as const)('keyboard alone, %s system theme', (theme) => {
  it.each(SURFACES)('$name: Tab reaches every control in order with a focus ring, then moves on', async (surface) => {
    await clearCache(harness().browser.worker);
    harness().server.resetGithubLimits();
    const page = await harness().browser.context.newPage();
    try {
      if (surface.secondSource) await setSecondSource(harness().browser, true);
      if (surface.githubChecks) await setGithubChecks(harness().browser, true);
      await page.emulateMedia({ colorScheme: theme });
      await surface.open(page);
      const stops = await page.evaluate(collectStops, surface.host);
      expect(stops.length, 'no control to reach').toBeGreaterThan(1);
      for (const name of surface.reaches ?? [])
        expect(
          stops.some((stop) => name.test(stop.name)),
          `${name} among ${JSON.stringify(stops.map((s) => s.name))}`,
        ).toBe(true);
      const tooltipsShown: string[] = [];
      await page.evaluate(focusFirstStop, null);
      const where = () => page.evaluate(focusedStop, null);
      const walk = async (key: string, order: number[]) => {
        for (const expected of order) {
          await page.keyboard.press(key);
          const now = await where();
          expect(now.at, `${key} to ${JSON.stringify(stops[expected])}`).toBe(expected);
          expect(now.ring, `a focus ring on ${JSON.stringify(stops[expected])}`).toBe(true);
          // The ring holds 3:1 against the background it is drawn on (WCAG 1.4.11).
          const [ring] = await page.evaluate(partContrasts, { hosts: [], focusRing: true });
          expect(ring?.ratio, `the focus ring's contrast on ${JSON.stringify(stops[expected])}`).toBeGreaterThanOrEqual(3);
          // A label with a tooltip shows it while it holds focus (WCAG 1.4.13).
          const tooltip = await page.evaluate(focusedTooltip, null);
          if (tooltip) {
            expect(tooltip.visible, `the tooltip "${tooltip.text}" shown on focus`).toBe(true);
            tooltipsShown.push(tooltip.text);
          }
        }
      };
      const forward = stops.map((_, i) => i).slice(1);
      await walk('Tab', forward);
      if (surface.tooltip)
        expect(
          tooltipsShown.some((text) => surface.tooltip?.test(text)),
          `a tooltip ${surface.tooltip} shown by Tab; shown: ${JSON.stringify(tooltipsShown)}`,
        ).toBe(true);
      // Past the last control focus leaves the surface, and comes back to it going the other way.
      await page.keyboard.press('Tab');
      expect((await where()).at, 'focus stayed in the surface').toBe(-1);
      await walk('Shift+Tab', [stops.length - 1, ...forward.reverse().slice(1), 0]);
    } finally {
      await page.close();
      if (surface.secondSource) await setSecondSource(harness().browser, false);
      if (surface.githubChecks) await setGithubChecks(harness().browser, false);
    }
  });
});
