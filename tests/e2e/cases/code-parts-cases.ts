// The code a paper's own page names and Papers with Code's listing beside the record (issue 39),
// written once and run in both browsers (see content-cases.ts). Each case launches its own browser:
// an empty cache, and the second source off until a case turns it on with the options' switch.
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseBrowser, CaseContext, CasePage } from '../../support/driver/types';
import { turnSecondSourceOn } from '../../support/driver/second-source';
import { loadRecord, ranHeadline, REAL_RECORD } from '../../support/records';

const real = loadRecord(REAL_RECORD);
const PANEL = 'paper-code-lens-panel';
/** A paper with no record whose abstract names its code (tests/fixtures/pages/arxiv/abs-code-links-no-record-2607.00004.html). */
const NO_RECORD = '2607.00004';
const NAMED_URL = 'https://github.com/made-up-lab/some-code';
const MOLT_URL = 'https://github.com/NVIDIA-NeMo/labs-molt';

/** One link as the reader meets it: where it goes, how it opens, its words, the part and row it is in. */
interface Link {
  href: string;
  rel: string;
  target: string;
  text: string;
  part: string;
  row: string;
}

/** Every link in `host`'s shadow root (the page itself when null). Runs in the page. */
function linksOf(host: string | null): Link[] {
  const root = host ? document.querySelector(host)?.shadowRoot : document;
  return [...(root?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])].map((a) => ({
    href: a.href,
    rel: a.rel,
    target: a.target,
    text: (a.textContent ?? '').trim(),
    part: a.closest('section')?.className ?? '',
    row: (a.closest('li')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

const linksTo = (links: Link[], url: string) => links.filter((l) => l.href.replace(/\/$/, '') === url);

/** The named repository's link in the named part: its address, opened safely, and where it was named. */
function expectNamedLink(links: Link[]): void {
  const named = linksTo(links, NAMED_URL);
  expect(named, 'one link to the named repository').toHaveLength(1);
  const [link] = named;
  expect(link?.text).toBe('made-up-lab/some-code');
  expect(link?.part).toContain('pcl-named');
  expect(link?.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  expect(link?.target).toBe('_blank');
  expect(link?.row).toContain('in the abstract · not checked');
  // The site's own parts (its header's GitHub link, a labs tab) are not the paper's.
  expect(links.some((l) => /arxiv-browse|not-this-paper/.test(l.href))).toBe(false);
}

/** Requests that reached the Papers with Code stand-in. */
const secondRequests = (context: CaseContext) => context.server.requests.filter((r) => r.path.startsWith('/api/v1/'));

export function codePartsCases(context: () => CaseContext): void {
  let browser: CaseBrowser | null = null;
  const launch = async () => {
    browser = await context().launch();
    return browser;
  };
  afterEach(async () => {
    context().server.setIntercept(null);
    context().server.setFaults(null);
    await browser?.close();
    browser = null;
  });

  /** The Molt paper's panel once its record and the code its abstract names show. */
  const moltPanel = async (b: CaseBrowser): Promise<CasePage> => {
    const page = await b.open(`https://arxiv.org/abs/${real.arxiv_id}`);
    await page.waitForShadowText(PANEL, ranHeadline(real));
    await page.waitForShadowText(PANEL, 'also named in the abstract');
    return page;
  };

  describe('code the paper’s own page names', () => {
    it('a paper with no record whose abstract names its code: the no-record line, then the named repository', async () => {
      const page = await (await launch()).open(`https://arxiv.org/abs/${NO_RECORD}`);
      await page.waitForShadowText(PANEL, `No Code with Papers record for arXiv:${NO_RECORD}`);
      await page.waitForShadowText(PANEL, 'Named on this page');
      expectNamedLink(await page.evaluate(linksOf, PANEL));
      // Off by default: no Papers with Code part.
      expect(await page.shadowText(PANEL)).not.toContain('Papers with Code');
    });

    it('the record and the abstract name the same repository: shown once, in Code, "also named in the abstract"', async () => {
      context().server.requests.length = 0;
      const page = await moltPanel(await launch());
      const links = await page.evaluate(linksOf, PANEL);
      const molt = linksTo(links, MOLT_URL);
      expect(molt, 'one link to the repository').toHaveLength(1);
      expect(molt[0]?.part).toContain('pcl-code');
      expect(molt[0]?.row).toContain('also named in the abstract');
      const text = await page.shadowText(PANEL);
      expect(text).not.toContain('Named on this page');
      // The second source is off by default: nothing asked of it, nothing shown from it.
      expect(text).not.toContain('Papers with Code');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(secondRequests(context()).map((r) => `${r.path}?${r.query}`)).toEqual([]);
      expect(context().server.requests.length, 'the record was asked for').toBeGreaterThan(0);
    });

    // The popup over that page (openPopupOver) cannot be asked here: the popup starts from the tab
    // `tabs.query({ active: true, currentWindow: true })` gives (lib/ui/active-tab.ts), and a popup the
    // drivers open as a window of its own is that window's only tab, so it never looks the page's
    // paper up (no driver can click the toolbar). The side panel reads the code a tab names through
    // the same collector (lib/ui/tab-named.ts), told which tab by the test build's ?tab=.
    it('the side panel over the no-record paper’s abstract page shows the named repository too', async () => {
      const b = await launch();
      const url = `https://arxiv.org/abs/${NO_RECORD}`;
      const tab = await b.open(url);
      await tab.waitForShadowText(PANEL, 'Named on this page');
      const lookup = await b.openExtensionPage('options.html');
      const id = await lookup.evaluate(async (address) => {
        const api = ((globalThis as { browser?: typeof chrome }).browser ?? chrome).tabs;
        return (await api.query({})).find((t) => t.url === address)?.id ?? null;
      }, url);
      expect(id).not.toBeNull();
      const panel = await b.openExtensionPage(`sidepanel.html?tab=${id}`);
      await panel.waitForBodyText(`No Code with Papers record for arXiv:${NO_RECORD}`);
      // innerText: the heading's words as drawn, in capitals.
      await panel.waitForBodyText('NAMED ON THIS PAGE');
      expectNamedLink(await panel.evaluate(linksOf, null));
    });
  });

  describe('Papers with Code, turned on with the options’ switch', () => {
    it('answers: its other repositories in their own part, and its facts on the record’s row of the same repository', async () => {
      const b = await launch();
      await turnSecondSourceOn(b);
      context().server.requests.length = 0;
      const page = await moltPanel(b);
      await page.waitForShadowText(PANEL, 'Also listed by Papers with Code');
      const links = await page.evaluate(linksOf, PANEL);
      // The repository both list: once, in the record's part, with what each other source says of it.
      const molt = linksTo(links, MOLT_URL);
      expect(molt).toHaveLength(1);
      expect(molt[0]?.part).toContain('pcl-code');
      expect(molt[0]?.row).toContain('also named in the abstract; also listed by Papers with Code (official, 1,250 stars, pytorch)');
      // The others, in the second source's part: its facts, in its order.
      const second = links.filter((l) => l.part.includes('pcl-second') && l.row !== '');
      expect(second.map((l) => l.href)).toEqual(['https://github.com/example-lab/molt-reproduction', 'https://gitlab.com/example-group/molt-jax']);
      expect(second[0]?.row).toContain('37 stars · pytorch');
      expect(second[1]?.row).toContain('jax');
      for (const link of second) expect(link.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      const text = await page.shadowText(PANEL);
      expect(text).toContain('not part of the Code with Papers record');
      expect(text).toContain(`the paper's page on ${new URL(context().sourceUrl).host}`);
      // Only the arXiv id was sent.
      expect(secondRequests(context()).map((r) => `${r.path}?${r.query}`)).toContain(`/api/v1/papers/?arxiv_id=${real.arxiv_id}`);
    });

    it('no answer: a paper it has no page for says so, beside the code the page names', async () => {
      const b = await launch();
      await turnSecondSourceOn(b);
      const page = await b.open(`https://arxiv.org/abs/${NO_RECORD}`);
      await page.waitForShadowText(PANEL, 'Has no page for this paper');
      const text = await page.shadowText(PANEL);
      expect(text).toContain(`No Code with Papers record for arXiv:${NO_RECORD}`);
      expect(text).toContain('Also listed by Papers with Code');
      expectNamedLink(await page.evaluate(linksOf, PANEL));
    });

    it('failing (503): "Did not answer", and the record still shows in full', async () => {
      const b = await launch();
      await turnSecondSourceOn(b);
      context().server.setFaults([{ path: '/api/v1/**', fault: 'status', status: 503 }]);
      const page = await moltPanel(b);
      await page.waitForShadowText(PANEL, 'Did not answer:', 30_000);
      expect(await page.shadowText(PANEL)).toMatch(/Did not answer: [^\n]*503/);
      const text = await page.shadowText(PANEL);
      for (const part of [ranHeadline(real), real.syntology.claim, real.about.licence, 'NVIDIA-NeMo/labs-molt', 'also named in the abstract'])
        expect(text).toContain(part);
      expect(text).not.toContain('also listed by Papers with Code');
      expect(text).not.toContain('molt-reproduction');
      expect(secondRequests(context()).some((r) => r.status === 503)).toBe(true);
    });
  });
}
