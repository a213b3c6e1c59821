// axe-core's WCAG 2.2 AA rules in Firefox ESR over what the extension adds to the pages (its shadow
// roots) and over its own pages whole (popup, options, side panel), light and dark: axe's own source
// injected into each page, as no Firefox binding exists.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOOKUP_HINT } from '../../lib/lookup-input';
import { createRecordServer, type RecordServer } from '../../server/app';
import { type Finding, findings, OUR_PARTS, presentParts, WCAG_TAGS } from '../support/axe';
import { launchFirefox } from '../support/driver/firefox';
import { closeIdleFirefoxes } from '../support/driver/firefox-pool';
import { turnGithubChecksOn } from '../support/driver/github-checks';
import { turnSecondSourceOn } from '../support/driver/second-source';
import { openTurnedOn } from '../support/driver/turned-on';
import type { CaseBrowser, CasePage } from '../support/driver/types';
import { GITHUB_DIR, loadRecord, RECORDS_DIR, ranHeadline, REAL_RECORD, SECOND_DIR } from '../support/records';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const real = loadRecord(REAL_RECORD);
const INPUT = 'input.pcl-popup-input';
let server: RecordServer;
let browser: CaseBrowser | null = null;

beforeAll(async () => {
  server = createRecordServer({ dir: RECORDS_DIR, secondDir: SECOND_DIR, githubDir: GITHUB_DIR });
  await server.listen(inject('recordPort'));
});
afterAll(async () => {
  await closeIdleFirefoxes();
  await server?.close();
});
afterEach(async () => {
  server.setFaults(null);
  server.resetGithubLimits();
  await browser?.close();
  browser = null;
});

/** Runs axe in the page over our parts present there, or over the whole page (one of our own); and
 * says whether the page sees the dark theme. */
async function audit(page: CasePage, whole = false): Promise<{ dark: boolean; findings: Finding[] }> {
  const parts = whole ? ['html'] : await page.evaluate(presentParts, OUR_PARTS);
  expect(parts.length, 'none of our parts is on the page').toBeGreaterThan(0);
  // One evaluate for both: in the popup's own window Firefox refuses a second, plainer one (an Xray
  // error). Axe's source is part of the evaluated text, not eval'd by the page: the extension pages'
  // CSP blocks eval there (Firefox 140.12), and the automation's own evaluation is not subject to it.
  const expression = `(async () => {
${AXE_SOURCE}
;const { violations } = await window.axe.run({ include: ${JSON.stringify(parts)} }, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} } });
return JSON.stringify({ dark: matchMedia('(prefers-color-scheme: dark)').matches, violations });
})()`;
  // The driver's evaluate takes an expression as Puppeteer's does; its type names functions only.
  const outcome: string = await page.evaluate(expression as unknown as (arg: null) => string, null);
  const result = JSON.parse(outcome) as { dark: boolean; violations: Parameters<typeof findings>[0] };
  return { dark: result.dark, findings: findings(result.violations) };
}

/** The popup with `query` looked up, once `answer` shows. */
const popupWith = (query: string, answer: string) => async (b: CaseBrowser) => {
  const popup = await b.openExtensionPage('popup.html');
  await popup.type(INPUT, query);
  await popup.press('Enter');
  await popup.waitForBodyText(answer);
  return popup;
};

const PANEL = 'paper-code-lens-panel';

/** Focuses the first match in `host`'s shadow root (a verification level, so its tooltip shows). Runs in the page. */
function focusInShadow([host, selector]: [string, string]): boolean {
  const target = document.querySelector(host)?.shadowRoot?.querySelector<HTMLElement>(selector);
  target?.focus();
  return target !== null && target !== undefined;
}

const SURFACES: { name: string; open(b: CaseBrowser): Promise<CasePage>; whole?: boolean }[] = [
  {
    name: 'abstract panel, GitHub check on: working, archived, empty, moved, disabled and gone',
    async open(b) {
      await (await turnGithubChecksOn(b)).close();
      const page = await b.open('https://arxiv.org/abs/2607.00005');
      await page.waitForShadowText('paper-code-lens-panel', 'gone from GitHub, or private', 20_000);
      return page;
    },
  },
  {
    name: 'abstract panel, the GitHub check offered',
    async open(b) {
      const page = await b.open('https://arxiv.org/abs/2607.00005');
      await page.waitForShadowText('paper-code-lens-panel', 'No thanks');
      return page;
    },
  },
  {
    name: 'options page, the GitHub check on, a token saved',
    whole: true,
    open: (b) => turnGithubChecksOn(b, { token: 'ghp_testTokenReadOnly000' }),
  },
  {
    name: 'abstract panel, Papers with Code on, harvested functions open, a level’s tooltip shown',
    async open(b) {
      await turnSecondSourceOn(b);
      const page = await b.open(`https://arxiv.org/abs/${real.arxiv_id}`);
      await page.waitForShadowText(PANEL, 'also listed by Papers with Code (official');
      await page.waitForShadowText(PANEL, 'molt-reproduction');
      await page.clickInShadow(PANEL, '.pcl-sample-disclosure .pcl-disclosure-button');
      await page.waitForShadowText(PANEL, 'verification level');
      expect(await page.evaluate(focusInShadow, [PANEL, '.pcl-level'])).toBe(true);
      return page;
    },
  },
  {
    name: 'abstract panel, no record, code named in the abstract, Papers with Code has no page',
    async open(b) {
      await turnSecondSourceOn(b);
      const page = await b.open('https://arxiv.org/abs/2607.00004');
      await page.waitForShadowText(PANEL, 'made-up-lab/some-code');
      await page.waitForShadowText(PANEL, 'Has no page for this paper');
      return page;
    },
  },
  {
    name: 'abstract panel, Papers with Code did not answer',
    async open(b) {
      await turnSecondSourceOn(b);
      server.setFaults([{ path: '/api/v1/**', fault: 'status', status: 503 }]);
      const page = await b.open(`https://arxiv.org/abs/${real.arxiv_id}`);
      await page.waitForShadowText(PANEL, 'Did not answer', 30_000);
      return page;
    },
  },
  {
    name: 'popup, a paper with Papers with Code on',
    whole: true,
    async open(b) {
      await turnSecondSourceOn(b);
      return popupWith(real.arxiv_id, 'molt-reproduction')(b);
    },
  },
  {
    name: 'options page, Papers with Code on',
    whole: true,
    async open(b) {
      await turnSecondSourceOn(b);
      const options = await b.openExtensionPage('options.html');
      await options.waitForBodyText('Also ask Papers with Code');
      return options;
    },
  },
  {
    name: 'abstract panel',
    async open(b) {
      const page = await b.open(`https://arxiv.org/abs/${real.arxiv_id}`);
      await page.waitForShadowText('paper-code-lens-panel', ranHeadline(real));
      return page;
    },
  },
  {
    name: 'listing badges with a popover open',
    async open(b) {
      const page = await b.open('https://arxiv.org/list/cs.LG/pastweek?skip=0&show=50');
      const badge = `paper-code-lens-badge[data-arxiv-id="${real.arxiv_id}"]`;
      await page.waitForShadowText(badge, 'ran');
      await page.clickInShadow(badge, 'button');
      await page.waitForShadowText('paper-code-lens-popover', ranHeadline(real));
      return page;
    },
  },
  {
    name: 'GitHub papers box and marks',
    async open(b) {
      const page = await b.open('https://github.com/NVIDIA-NeMo/labs-molt');
      await page.waitForShadowText('paper-code-lens-papers', real.title);
      return page;
    },
  },
  {
    name: 'feed badges (a site turned on)',
    async open(b) {
      const page = await openTurnedOn(b, 'https://feed.example/');
      await page.waitForShadowText(`paper-code-lens-badge[data-arxiv-id="${real.arxiv_id}"]`, 'ran');
      return page;
    },
  },
  {
    name: 'popup, empty',
    whole: true,
    async open(b) {
      const popup = await b.openExtensionPage('popup.html');
      await popup.waitForBodyText('Look up');
      return popup;
    },
  },
  { name: 'popup, a paper, then recent lookups', whole: true, open: popupWith(real.arxiv_id, ranHeadline(real)) },
  { name: 'popup, a repository', whole: true, open: popupWith('NVIDIA-NeMo/labs-molt', real.title) },
  { name: 'popup, an error', whole: true, open: popupWith('not a paper', LOOKUP_HINT) },
  {
    name: 'popup, Scan this page over a lab’s post',
    whole: true,
    async open(b) {
      const popup = await b.openPopupOver('https://lab.example/post');
      await popup.click('.pcl-popup-scan button');
      await popup.waitForBodyText('On this page: 4 papers and repositories');
      return popup;
    },
  },
  {
    name: 'options page',
    whole: true,
    async open(b) {
      const options = await b.openExtensionPage('options.html');
      await options.waitForBodyText('Sites');
      return options;
    },
  },
  {
    name: 'side panel on a paper',
    whole: true,
    async open(b) {
      await b.open(`https://arxiv.org/pdf/${real.arxiv_id}`);
      const lookup = await b.openExtensionPage('options.html');
      const id = await lookup.evaluate(async () => {
        const api = ((globalThis as { browser?: typeof chrome }).browser ?? chrome).tabs;
        return (await api.query({ url: 'https://arxiv.org/pdf/*' }))[0]?.id ?? null;
      }, null);
      const panel = await b.openExtensionPage(`sidepanel.html?tab=${id}`);
      await panel.waitForBodyText(ranHeadline(real));
      return panel;
    },
  },
];

describe.each([false, true])('axe-core in Firefox, dark system theme: %s', (dark) => {
  it.each(SURFACES)('$name: no violations', async (surface) => {
    browser = await launchFirefox(inject('extensionPath'))({ dark });
    const page = await surface.open(browser);
    const result = await audit(page, surface.whole);
    // The theme asked for is the one the page sees, so the dark run really audits the dark palette.
    expect(result.dark).toBe(dark);
    expect(result.findings).toEqual([]);
  });
});
