// Every surface and state, in light and in dark, through axe-core's WCAG 2.2 AA rules in Chromium,
// scoped to what the extension adds (its shadow roots, its own pages).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOOKUP_HINT } from '../../lib/lookup-input';
import { findings, OUR_PARTS, presentParts, WCAG_TAGS } from '../support/axe';
import { githubPage } from '../support/github-pages';
import { clearCache, harnessForFile } from '../support/harness';
import { ageCache } from '../support/panel';
import { loadRecord, ranHeadline, REAL_RECORD } from '../support/records';
import { setGithubChecks } from '../support/github-checks-page';
import { setSecondSource } from '../support/second-source-page';

const real = loadRecord(REAL_RECORD);
const rich = loadRecord('arxiv-2607.00001.json');
const harness = harnessForFile();

/** axe over our parts of `page` (or the whole page, for our own pages); the findings. */
async function audit(page: Page, whole = false) {
  let builder = new AxeBuilder({ page: page as never }).withTags(WCAG_TAGS);
  if (!whole) {
    const parts = await page.evaluate(presentParts, OUR_PARTS);
    expect(parts.length, 'none of our parts is on the page').toBeGreaterThan(0);
    for (const part of parts) builder = builder.include(part);
  }
  return findings((await builder.analyze()).violations);
}

interface Surface {
  name: string;
  /** Brings the surface up in `page`, or in a page of its own, which it then returns. */
  // biome-ignore lint/suspicious/noConfusingVoidType: most surfaces return nothing; one returns the page it opened.
  open(page: Page): Promise<Page | void>;
  /** An extension page, audited whole. */
  whole?: boolean;
  /** Papers with Code turned on (the options' switch) for this surface, and off again after it. */
  secondSource?: boolean;
  /** The GitHub check turned on (the options' switch) for this surface, and off again after it. */
  githubChecks?: boolean;
}

const shadowText = (page: Page, host: string, text: string) => page.locator(host).getByText(text).first().waitFor({ timeout: 15_000 });
/** Opens `url` and waits for `text` in our element `host`. */
const showing = (url: string, host: string, text: string) => async (p: Page) => {
  await p.goto(url);
  await shadowText(p, host, text);
};
const ext = (path: string) => `chrome-extension://${harness().browser.extensionId}/${path}`;
/** The popup with `query` looked up, once `answer` shows. */
const popupWith = (query: string, answer: () => string) => async (p: Page) => {
  await p.goto(ext('popup.html'));
  await p.getByLabel('arXiv paper or GitHub repository').fill(query);
  await p.keyboard.press('Enter');
  await p.getByText(answer()).first().waitFor();
};

/** The Molt panel with Papers with Code's part, the record's row saying what both others say of
 * it, and the harvested functions open with a verification level's tooltip showing (focused). */
const panelWithEveryPart = async (p: Page) => {
  await p.goto(`https://arxiv.org/abs/${real.arxiv_id}`);
  const panel = p.locator('paper-code-lens-panel');
  await panel.getByText('also listed by Papers with Code (official', { exact: false }).waitFor({ timeout: 15_000 });
  await panel.getByText('Also listed by Papers with Code', { exact: true }).waitFor();
  await panel.getByRole('button', { name: /Harvested functions/ }).click();
  await panel.locator('.pcl-level').first().focus();
  await panel.getByRole('tooltip').filter({ hasText: 'execution check' }).first().waitFor({ state: 'visible' });
};

/** A paper whose page names one GitHub repository in each state (tests/fixtures/github-api/). */
const STATES_PAGE = 'https://arxiv.org/abs/2607.00005';

const SURFACES: Surface[] = [
  {
    name: 'abstract panel, GitHub check on: working, archived, empty, moved, disabled and gone, a state’s facts shown',
    githubChecks: true,
    async open(p) {
      await p.goto(STATES_PAGE);
      const panel = p.locator('paper-code-lens-panel');
      await panel.getByText('gone from GitHub, or private').waitFor({ timeout: 15_000 });
      await panel.locator('.pcl-repo-state-words').first().focus();
      await panel.getByRole('tooltip').filter({ hasText: 'On GitHub:' }).first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'abstract panel, the GitHub check offered',
    async open(p) {
      // Offered until answered, and turning the check on (as the surfaces around this one do) answers it.
      await harness().browser.worker.evaluate(() => chrome.storage.local.set({ 'ui:githubOfferAnswered': false }));
      await showing(STATES_PAGE, 'paper-code-lens-panel', 'No thanks')(p);
    },
  },
  {
    name: 'popup, a paper with the GitHub check on',
    whole: true,
    githubChecks: true,
    open: popupWith(real.arxiv_id, () => '1,250 stars'),
  },
  {
    name: 'options page, the GitHub check on',
    whole: true,
    githubChecks: true,
    async open(p) {
      await p.goto(ext('options.html#github'));
      await p.locator('.pcl-options-github input[role="switch"]:checked').waitFor();
    },
  },
  {
    name: 'abstract panel, Papers with Code on, harvested functions open, a level’s tooltip shown',
    secondSource: true,
    open: panelWithEveryPart,
  },
  {
    name: 'abstract panel, no record, code named in the abstract, Papers with Code has no page',
    secondSource: true,
    async open(p) {
      await p.goto('https://arxiv.org/abs/2607.00004');
      await shadowText(p, 'paper-code-lens-panel', 'made-up-lab/some-code');
      await shadowText(p, 'paper-code-lens-panel', 'Has no page for this paper');
    },
  },
  {
    name: 'abstract panel, Papers with Code did not answer',
    secondSource: true,
    async open(p) {
      harness().server.setFaults([{ path: '/api/v1/**', fault: 'status', status: 503 }]);
      await p.goto(`https://arxiv.org/abs/${real.arxiv_id}`);
      await shadowText(p, 'paper-code-lens-panel', 'Did not answer');
      harness().server.setFaults([]);
    },
  },
  {
    name: 'abstract panel, found',
    open: showing(`https://arxiv.org/abs/${real.arxiv_id}`, 'paper-code-lens-panel', ranHeadline(real)),
  },
  {
    name: 'abstract panel, no record',
    open: showing('https://arxiv.org/abs/2607.00002', 'paper-code-lens-panel', 'No Code with Papers record'),
  },
  {
    name: 'abstract panel, loading',
    async open(p) {
      // A paper no other case asks for: its slow answer must not reach another case's panel.
      const slow = loadRecord('arxiv-hep-th-9901001.json');
      harness().server.setFaults([{ path: String(slow.url), fault: 'delay', ms: 8_000 }]);
      await p.goto(`https://arxiv.org/abs/${slow.arxiv_id}`);
      await p.locator('paper-code-lens-panel').locator('[aria-busy="true"]').waitFor();
      harness().server.setFaults([]);
    },
  },
  {
    name: 'abstract panel, source unreachable with a stale copy',
    async open(p) {
      await p.goto(`https://arxiv.org/abs/${real.arxiv_id}`);
      await shadowText(p, 'paper-code-lens-panel', ranHeadline(real));
      // The cached copy ten days old, and the source refusing: the copy shows, marked stale.
      await harness().browser.worker.evaluate(ageCache, 10 * 24 * 3_600_000);
      const path = String(real.url);
      harness().server.setIntercept(({ path: asked }) => (asked === path ? { status: 503, headers: {}, body: '' } : undefined));
      await p.reload();
      await p.locator('paper-code-lens-panel').getByText('Stale', { exact: true }).waitFor({ timeout: 20_000 });
      harness().server.setIntercept(null);
    },
  },
  {
    name: 'abstract panel, a part unreadable',
    async open(p) {
      harness().server.setFaults([{ path: String(rich.url), fault: 'break-section', section: 'syntology.samples' }]);
      await p.goto(`https://arxiv.org/abs/${rich.arxiv_id}`);
      await shadowText(p, 'paper-code-lens-panel', 'This part could not be read');
      harness().server.setFaults([]);
    },
  },
  {
    name: 'HTML view card',
    open: showing(`https://arxiv.org/html/${real.arxiv_id}v1`, 'paper-code-lens-panel', ranHeadline(real)),
  },
  {
    name: 'listing badges with a popover open',
    async open(p) {
      await p.goto('https://arxiv.org/list/cs.LG/pastweek?skip=0&show=50');
      const badge = p.locator(`paper-code-lens-badge[data-arxiv-id="${real.arxiv_id}"] button`);
      await badge.waitFor();
      await p.locator('paper-code-lens-badge[data-arxiv-id="2607.00002"]').getByText('no record').waitFor();
      await badge.click();
      await shadowText(p, 'paper-code-lens-popover', ranHeadline(real));
    },
  },
  {
    name: 'search badges',
    open: showing('https://arxiv.org/search/?query=molt&searchtype=all', 'paper-code-lens-badge', 'repo'),
  },
  {
    name: 'GitHub papers box and README marks',
    async open(p) {
      await p.goto('https://github.com/NVIDIA-NeMo/labs-molt');
      await shadowText(p, 'paper-code-lens-papers', real.title);
      await shadowText(p, 'paper-code-lens-mark', 'no record');
    },
  },
  {
    name: 'GitHub papers box and README marks on a dark GitHub',
    async open(p) {
      await p.route('https://github.com/NVIDIA-NeMo/labs-molt', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: githubPage('repo-root-labs-molt-dark.html') }),
      );
      await p.goto('https://github.com/NVIDIA-NeMo/labs-molt');
      await shadowText(p, 'paper-code-lens-papers', real.title);
      await shadowText(p, 'paper-code-lens-mark', 'no record');
    },
  },
  {
    name: 'GitHub file strip',
    open: showing('https://github.com/NVIDIA-NeMo/labs-molt/blob/main/molt/models/loss.py', 'paper-code-lens-file-strip', 'harvested functions in this file'),
  },
  {
    name: 'Hugging Face panel',
    open: showing(`https://huggingface.co/papers/${real.arxiv_id}`, 'paper-code-lens-panel', ranHeadline(real)),
  },
  {
    name: 'feed badges with a repository popover open',
    async open(p) {
      await p.goto('https://feed.example/');
      const repo = p.locator('paper-code-lens-badge[data-repo="NVIDIA-NeMo/labs-molt"] button').first();
      await repo.waitFor();
      await repo.click();
      await shadowText(p, 'paper-code-lens-popover', real.title);
    },
  },
  {
    name: 'popup, empty',
    whole: true,
    async open(p) {
      await p.goto(ext('popup.html'));
      await p.getByLabel('arXiv paper or GitHub repository').waitFor();
    },
  },
  { name: 'popup, a paper, then recent lookups', whole: true, open: popupWith(real.arxiv_id, () => ranHeadline(real)) },
  { name: 'popup, a paper with Papers with Code on', whole: true, secondSource: true, open: popupWith(real.arxiv_id, () => 'molt-reproduction') },
  { name: 'popup, a repository', whole: true, open: popupWith('NVIDIA-NeMo/labs-molt', () => real.title) },
  { name: 'popup, an error', whole: true, open: popupWith('not a paper', () => LOOKUP_HINT) },
  {
    name: 'popup, Scan this page over a lab’s post',
    whole: true,
    async open(p) {
      // The popup in a window of its own over the lab's page, as the toolbar would open it.
      await p.goto('https://lab.example/post');
      await p.bringToFront();
      const opened = harness().browser.context.waitForEvent('page');
      await harness().browser.worker.evaluate(
        (u) => chrome.windows.create({ url: u, type: 'popup', focused: false, width: 420, height: 600 }),
        ext('popup.html'),
      );
      const popup = await opened;
      await popup.getByRole('button', { name: 'Scan this page for papers and repositories' }).click();
      await popup
        .getByRole('region', { name: /On this page/ })
        .getByRole('button')
        .first()
        .waitFor();
      return popup;
    },
  },
  {
    name: 'options page',
    whole: true,
    async open(p) {
      await p.goto(ext('options.html'));
      await p.getByText('Sites').first().waitFor();
      await p.getByRole('switch', { name: /Also ask Papers with Code/ }).waitFor();
    },
  },
  {
    name: 'options page, Papers with Code on',
    whole: true,
    secondSource: true,
    async open(p) {
      await p.goto(ext('options.html'));
      await p.locator('.pcl-options-second input[role="switch"]:checked').waitFor();
    },
  },
  {
    name: 'side panel on a paper',
    whole: true,
    async open(p) {
      const tab = await harness().browser.context.newPage();
      await tab.goto(`https://arxiv.org/pdf/${real.arxiv_id}`);
      const id = await harness().browser.worker.evaluate(async () => (await chrome.tabs.query({ url: 'https://arxiv.org/pdf/*' }))[0]?.id);
      await p.goto(ext(`sidepanel.html?tab=${id}`));
      await p.getByText(ranHeadline(real)).waitFor();
    },
  },
];

describe.each(['light', 'dark'] as const)('axe-core, %s system theme', (theme) => {
  it.each(SURFACES)('$name: no violations', async (surface) => {
    // An empty cache and no rest left from a case whose source refused.
    await clearCache(harness().browser.worker, { session: true });
    // A fresh hour of the GitHub stand-in's allowance: every surface asks it anew.
    harness().server.resetGithubLimits();
    const page = await harness().browser.context.newPage();
    await page.emulateMedia({ colorScheme: theme });
    let other: Page | undefined;
    try {
      if (surface.secondSource) await setSecondSource(harness().browser, true);
      if (surface.githubChecks) await setGithubChecks(harness().browser, true);
      other = (await surface.open(page)) || undefined;
      await other?.emulateMedia({ colorScheme: theme });
      expect(await audit(other ?? page, surface.whole)).toEqual([]);
    } finally {
      harness().server.setFaults([]);
      await other?.close();
      await page.close();
      if (surface.secondSource) await setSecondSource(harness().browser, false);
      if (surface.githubChecks) await setGithubChecks(harness().browser, false);
    }
  });
});

describe('system settings', () => {
  it('Windows high contrast (forced colours): the run bar, its filled part and the badges keep a visible edge', async () => {
    const page = await harness().browser.context.newPage();
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`https://arxiv.org/abs/${real.arxiv_id}`);
    const panel = page.locator('paper-code-lens-panel');
    await panel.getByText(ranHeadline(real)).waitFor();
    const bar = await panel.locator('.pcl-runbar').evaluate((el) => {
      const ran = el.querySelector('.pcl-status--ran')!;
      return { border: getComputedStyle(el).borderTopWidth, ran: getComputedStyle(ran).backgroundColor, rest: getComputedStyle(el).backgroundColor };
    });
    expect(bar.border).toBe('1px');
    expect(bar.ran).not.toBe(bar.rest);
    await page.goto('https://arxiv.org/list/cs.LG/pastweek?skip=0&show=50');
    const badge = page.locator(`paper-code-lens-badge[data-arxiv-id="${real.arxiv_id}"] button`);
    await badge.waitFor();
    expect(await badge.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    await page.close();
  });

  it('reduced motion: nothing animates or transitions', async () => {
    const page = await harness().browser.context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`https://arxiv.org/abs/${real.arxiv_id}`);
    const panel = page.locator('paper-code-lens-panel');
    await panel.getByText(ranHeadline(real)).waitFor();
    const moving = await panel.evaluate((host) =>
      [...host.shadowRoot!.querySelectorAll('*')].flatMap((el) =>
        ['', '::before', '::after'].flatMap((pseudo) => {
          const style = getComputedStyle(el, pseudo || null);
          const still = style.animationName === 'none' && style.transitionDuration.split(',').every((d) => Number.parseFloat(d) === 0);
          return still ? [] : [`${el.className}${pseudo}`];
        }),
      ),
    );
    expect(moving).toEqual([]);
    await page.close();
  });
});
