// Each listed GitHub repository's own state, read from GitHub's API (its loopback stand-in) once the
// reader turns the check on (issue 40), written once and run in both browsers. Each case launches its
// own browser: an empty cache, the check off and the offer unanswered until a case says otherwise.
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseBrowser, CaseContext } from '../../support/driver/types';
import { KNOWN_TOKEN, turnGithubChecksOn } from '../../support/driver/github-checks';

const PANEL = 'paper-code-lens-panel';
/** No record; its abstract and comments name one repository in each state the stand-in gives
 * (tests/fixtures/pages/arxiv/abs-code-states-no-record-2607.00005.html). */
const STATES_PAGE = 'https://arxiv.org/abs/2607.00005';
const OFFER = 'Check repositories on GitHub';

/** Each repository row's link text and its whole row, in the panel's (or the page's) order. Runs in the page. */
function rowsOf(host: string | null): { name: string; row: string; described: string }[] {
  const root = host ? document.querySelector(host)?.shadowRoot : document;
  return [...(root?.querySelectorAll<HTMLElement>('li.pcl-repo') ?? [])].map((li) => {
    const words = li.querySelector<HTMLElement>('.pcl-repo-state-words');
    const described = words ? (li.querySelector(`[id="${words.getAttribute('aria-describedby')}"]`)?.textContent ?? '') : '';
    const row = (li.textContent ?? '').replace(/\s+/g, ' ').trim();
    return { name: li.querySelector('a')?.textContent?.trim() ?? '', row: described ? row.replace(described, '') : row, described };
  });
}

const rowFor = (rows: { name: string; row: string; described: string }[], name: string) => {
  const found = rows.find((r) => r.name === name);
  expect(found, `a row for ${name}`).toBeDefined();
  return found as { name: string; row: string; described: string };
};

/** The requests that reached the GitHub stand-in. */
const githubRequests = (context: CaseContext) => context.server.requests.filter((r) => /^\/(repos|repositories)\//.test(r.path));

export function repoStateCases(context: () => CaseContext): void {
  let browser: CaseBrowser | null = null;
  const launch = async () => {
    browser = await context().launch();
    return browser;
  };
  afterEach(async () => {
    context().server.setIntercept(null);
    context().server.resetGithubLimits();
    await browser?.close();
    browser = null;
  });

  describe('the GitHub check', () => {
    it('off by default: the panel offers it once, asks GitHub nothing, and "No thanks" is kept', async () => {
      context().server.requests.length = 0;
      const b = await launch();
      const page = await b.open(STATES_PAGE);
      await page.waitForShadowText(PANEL, OFFER);
      expect(await page.shadowText(PANEL)).toContain('one request a repository');
      await page.clickInShadow(PANEL, '.pcl-github-offer button + button');
      await page.waitForShadowText(PANEL, 'Named on this page');
      expect(await page.shadowText(PANEL)).not.toContain(OFFER);
      const again = await b.open(STATES_PAGE);
      await again.waitForShadowText(PANEL, 'Named on this page');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await again.shadowText(PANEL)).not.toContain(OFFER);
      expect(githubRequests(context())).toEqual([]);
    });

    it('on: each repository’s state beside it in words, the exact facts in its description, a moved one linked', async () => {
      const b = await launch();
      await (await turnGithubChecksOn(b)).close();
      context().server.requests.length = 0;
      const page = await b.open(STATES_PAGE);
      await page.waitForShadowText(PANEL, 'gone from GitHub, or private', 20_000);
      const rows = await page.evaluate(rowsOf, PANEL);
      expect(rowFor(rows, 'NVIDIA-NeMo/labs-molt').row).toMatch(/updated [^·]+ ago · 1,250 stars · Python · Apache-2\.0/);
      expect(rowFor(rows, 'lab-archive/old-detector').row).toMatch(/archived · updated \d+ years ago · /);
      expect(rowFor(rows, 'lab-archive/old-detector').described).toContain('last push 4 March 2022');
      expect(rowFor(rows, 'coming-soon/paper-code').row).toContain('no code on its default branch (main) yet');
      expect(rowFor(rows, 'old-owner/renamed').row).toContain('moved to new-owner/renamed-project');
      expect(rowFor(rows, 'old-owner/renamed').row).toContain('open new-owner/renamed-project');
      expect(rowFor(rows, 'taken-down/model').row).toContain('disabled by GitHub');
      expect(rowFor(rows, 'made-up-lab/some-code').row).toContain('gone from GitHub, or private');
      // Nothing else is said gone: only the one GitHub answered 404 for.
      expect(rows.filter((r) => r.row.includes('gone from GitHub'))).toHaveLength(1);
      // One request a repository (and the moved one's redirect), no cookie, no token when none is set.
      const asked = githubRequests(context());
      expect(asked.filter((r) => r.path.startsWith('/repos/'))).toHaveLength(6);
      expect(asked.filter((r) => r.path.startsWith('/repositories/'))).toHaveLength(1);
      expect(asked.some((r) => r.cookie || r.authorization)).toBe(false);
    });

    it('the hourly allowance used up: "checked again after" its reset beside each, never "gone", and nothing more asked', async () => {
      const b = await launch();
      await (await turnGithubChecksOn(b)).close();
      const reset = Math.ceil(Date.now() / 1000) + 3_600;
      const body = JSON.stringify({ message: 'API rate limit exceeded for 127.0.0.1.' });
      const headers = { 'Content-Type': 'application/json', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Limit': '60', 'X-RateLimit-Reset': String(reset) };
      context().server.setIntercept(({ path }) => (path.startsWith('/repos/') ? { status: 403, headers, body } : undefined));
      context().server.requests.length = 0;
      const page = await b.open(STATES_PAGE);
      const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(reset * 1000);
      await page.waitForShadowText(PANEL, `checked again after ${clock}`, 20_000);
      const rows = await page.evaluate(rowsOf, PANEL);
      expect(rows.filter((r) => r.row.includes(`checked again after ${clock}`))).toHaveLength(6);
      expect(rows.some((r) => r.row.includes('gone'))).toBe(false);
      // The first answer said none were left: the others were not sent.
      expect(githubRequests(context())).toHaveLength(1);
    });

    it('a token: sent to GitHub’s API only, and never shown again', async () => {
      const b = await launch();
      const options = await turnGithubChecksOn(b, { token: KNOWN_TOKEN });
      expect(await options.bodyText()).toContain('A token is saved');
      expect(
        await options.evaluate(() => document.documentElement.outerHTML + document.querySelector<HTMLInputElement>('input[type="password"]')?.value, null),
      ).not.toContain(KNOWN_TOKEN);
      await options.close();
      context().server.requests.length = 0;
      const page = await b.open(STATES_PAGE);
      await page.waitForShadowText(PANEL, 'archived', 20_000);
      expect(await page.shadowText(PANEL)).not.toContain(KNOWN_TOKEN);
      expect(await page.evaluate(() => document.documentElement.outerHTML, null)).not.toContain(KNOWN_TOKEN);
      const requests = context().server.requests;
      expect(githubRequests(context()).length).toBeGreaterThan(0);
      for (const request of requests)
        expect(request.authorization, `${request.path}: a token only to GitHub's API`).toBe(/^\/(repos|repositories)\//.test(request.path));
    });

    it('a listing: no repository asked for its badges; an opened popover shows its repository’s state', async () => {
      const b = await launch();
      await (await turnGithubChecksOn(b)).close();
      context().server.requests.length = 0;
      const page = await b.open('https://arxiv.org/list/cs.LG/pastweek?skip=0&show=50');
      const host = 'paper-code-lens-badge[data-arxiv-id="2607.21653"]';
      await page.waitForShadowText(host, '1 repo');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(githubRequests(context()), 'badges ask GitHub nothing').toEqual([]);
      await page.clickInShadow(host, 'button');
      await page.waitForShadowText('paper-code-lens-popover', '1,250 stars · Python · Apache-2.0', 20_000);
      expect(githubRequests(context()).map((r) => r.path)).toEqual(['/repos/NVIDIA-NeMo/labs-molt']);
    });

    it('the side panel: its offer asks at the click, then shows each state', async () => {
      const b = await launch();
      const tab = await b.open(STATES_PAGE);
      await tab.waitForShadowText(PANEL, OFFER);
      const lookup = await b.openExtensionPage('options.html');
      const id = await lookup.evaluate(async (address) => {
        const api = ((globalThis as { browser?: typeof chrome }).browser ?? chrome).tabs;
        return (await api.query({})).find((t) => t.url === address)?.id ?? null;
      }, STATES_PAGE);
      const panel = await b.openExtensionPage(`sidepanel.html?tab=${id}`);
      await panel.waitForBodyText(OFFER);
      await panel.click('.pcl-github-offer button');
      await panel.waitForBodyText('no code on its default branch (main) yet', 20_000);
      const rows = await panel.evaluate(rowsOf, null);
      expect(rowFor(rows, 'lab-archive/old-detector').row).toContain('archived');
      expect(await panel.bodyText()).not.toContain(OFFER);
    });
  });
}
