// Non-text contrast in Chromium, light and dark: the run bar (its edge and each part) and the README
// marks' edges hold 3:1 against the background they are really drawn on (WCAG 1.4.11). Focus rings
// are measured by the keyboard walk (keyboard.e2e.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { partContrasts } from '../support/contrast';
import { githubPage } from '../support/github-pages';
import { clearCache, harnessForFile } from '../support/harness';
import { loadRecord, ranHeadline, REAL_RECORD } from '../support/records';

const real = loadRecord(REAL_RECORD);
const rich = loadRecord('arxiv-2607.00001.json');
const harness = harnessForFile();

const HOSTS = ['paper-code-lens-panel', 'paper-code-lens-papers', 'paper-code-lens-mark', 'paper-code-lens-popover'];

const SURFACES: { name: string; open(p: Page): Promise<void>; expect: RegExp[] }[] = [
  {
    name: 'abstract panel with ran, unverified and other samples',
    async open(p) {
      await p.goto(`https://arxiv.org/abs/${rich.arxiv_id}`);
      await p.locator('paper-code-lens-panel').getByText(rich.title).first().waitFor();
    },
    expect: [/run bar's edge/, /pcl-status--ran part/, /pcl-status--unverified part/, /pcl-status--other part/, /pcl-status--unverified dot/],
  },
  {
    name: 'HTML view card',
    async open(p) {
      await p.goto(`https://arxiv.org/html/${real.arxiv_id}v1`);
      await p.locator('paper-code-lens-panel').getByText(ranHeadline(real)).first().waitFor();
    },
    expect: [/run bar's edge/, /pcl-status--ran part/],
  },
  {
    name: 'GitHub README marks',
    async open(p) {
      await p.goto('https://github.com/NVIDIA-NeMo/labs-molt');
      await p.locator('paper-code-lens-mark').getByText('no record').first().waitFor();
    },
    expect: [/no-record's edge/],
  },
  {
    name: 'GitHub README marks on a dark GitHub',
    async open(p) {
      await p.route('https://github.com/NVIDIA-NeMo/labs-molt', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: githubPage('repo-root-labs-molt-dark.html') }),
      );
      await p.goto('https://github.com/NVIDIA-NeMo/labs-molt');
      await p.locator('paper-code-lens-mark').getByText('no record').first().waitFor();
    },
    expect: [/no-record's edge/],
  },
];

describe.each(['light', 'dark'] as const)('non-text contrast, %s system theme', (theme) => {
  it.each(SURFACES)('$name: 3:1 against what it is drawn on', async (surface) => {
    await clearCache(harness().browser.worker);
    const page = await harness().browser.context.newPage();
    try {
      await page.emulateMedia({ colorScheme: theme });
      await surface.open(page);
      const measured = await page.evaluate(partContrasts, { hosts: HOSTS, focusRing: false });
      for (const part of surface.expect)
        expect(
          measured.map((m) => m.what).some((what) => part.test(what)),
          `${part} measured`,
        ).toBe(true);
      expect(measured.filter((m) => m.ratio < 3)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
