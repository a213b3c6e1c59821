// Every surface of the extension as a reader meets it, each brought up on the bundled snapshots and
// the record server through the same drivers as the end-to-end cases, so the tour runs in Chromium
// and in Firefox alike. Each names what to photograph: one of our elements, or the whole window.
import { openTurnedOn } from '../../tests/support/driver/turned-on';
import type { CaseBrowser, CasePage } from '../../tests/support/driver/types';

export interface Shown {
  page: CasePage;
  /** The element to photograph (a shadow host), or the whole viewport when absent. */
  element?: string;
}

export interface Surface {
  /** `--only <name>` opens just this one; also its screenshot's file name. */
  name: string;
  /** What the reader sees there, in the README's words. */
  title: string;
  /** Whether the surface has its own dark look (arXiv's pages stay light whatever the system says). */
  dark: boolean;
  show(browser: CaseBrowser): Promise<Shown>;
}

const RAN = 'harvested functions ran';
const PAPER = '2607.21653';
/** A paper with no record whose abstract names its code (any id without a record file gets an arXiv page). */
const NO_RECORD_PAPER = '2607.00004';

async function popupWith(browser: CaseBrowser, query: string, wait: string): Promise<Shown> {
  const page = await browser.openExtensionPage('popup.html');
  await page.setViewport(420, 640);
  await page.type('input.pcl-popup-input', query);
  await page.press('Enter');
  await page.waitForBodyText(wait);
  return { page };
}

/** The tab id of `url`, asked from an extension page (which may read arXiv tabs' addresses). */
async function tabIdOf(browser: CaseBrowser, url: string): Promise<number> {
  const asker = await browser.openExtensionPage('options.html');
  const id = await asker.evaluate(async (u) => {
    const api = ((globalThis as { browser?: typeof chrome }).browser ?? chrome).tabs;
    return (await api.query({})).find((t) => t.url === u)?.id ?? -1;
  }, url);
  await asker.close();
  return id;
}

/**
 * Turns Papers with Code on, as the options' switch leaves it: written from an extension page, which
 * may write the settings. The demo build's address for it is the record server's stand-in, whose
 * origin is the build's record source, so no permission is asked for.
 */
async function askSecondSource(browser: CaseBrowser): Promise<void> {
  await writeSetting(browser, 'settings:secondSourceOn');
}

/** Turns a switch setting on as its options control leaves it, from an extension page (the demo
 * build's GitHub API and second source are the record server's own origin: no permission to ask). */
async function writeSetting(browser: CaseBrowser, key: string): Promise<void> {
  const writer = await browser.openExtensionPage('options.html');
  await writer.evaluate(async (name) => {
    const api = ((globalThis as { browser?: typeof chrome }).browser ?? chrome).storage.local;
    await api.set({ [name]: true });
  }, key);
  await writer.close();
}

/** Opens `url` and waits for `text` in our element `host`; `element` is what to photograph. */
const showing =
  (url: string, host: string, text: string, element?: string) =>
  async (browser: CaseBrowser): Promise<Shown> => {
    const page = await browser.open(url);
    await page.waitForShadowText(host, text);
    return element ? { page, element } : { page };
  };

export const SURFACES: Surface[] = [
  {
    name: 'abstract',
    title: 'The panel on an arXiv abstract page',
    // arXiv's abstract pages are white whatever the system says, and so is the panel there.
    dark: false,
    show: showing(`https://arxiv.org/abs/${PAPER}`, 'paper-code-lens-panel', RAN, 'paper-code-lens-panel'),
  },
  {
    name: 'html-view',
    title: "The same record as a card after the abstract of arXiv's HTML view",
    dark: true,
    show: showing(`https://arxiv.org/html/${PAPER}v1`, 'paper-code-lens-panel', RAN),
  },
  {
    name: 'listing',
    title: 'Badges on a 2000-entry listing, one opened in its popover',
    dark: false,
    async show(browser) {
      const page = await browser.open('https://arxiv.org/list/cs.LG/pastweek?skip=0&show=2000');
      const badge = `paper-code-lens-badge[data-arxiv-id="${PAPER}"]`;
      await page.waitForShadowText(badge, 'ran');
      await page.clickInShadow(badge, 'button');
      await page.waitForShadowText('paper-code-lens-popover', RAN);
      return { page };
    },
  },
  {
    name: 'search',
    title: "Badges on arXiv's search results",
    dark: false,
    show: showing('https://arxiv.org/search/?query=molt&searchtype=all', 'paper-code-lens-badge', 'repo'),
  },
  {
    name: 'github',
    title: 'The Papers box on a GitHub repository (a mark follows each paper its README cites)',
    // GitHub's own theme decides the box's, not the system's.
    dark: false,
    async show(browser) {
      const page = await browser.open('https://github.com/NVIDIA-NeMo/labs-molt');
      await page.waitForShadowText('paper-code-lens-papers', RAN);
      await page.waitForShadowText('paper-code-lens-mark', 'linked');
      return { page, element: 'paper-code-lens-papers' };
    },
  },
  {
    name: 'file-strip',
    title: 'The strip above a file that defines harvested functions',
    dark: false,
    show: showing(
      'https://github.com/NVIDIA-NeMo/labs-molt/blob/main/molt/models/loss.py',
      'paper-code-lens-file-strip',
      'harvested functions in this file',
      'paper-code-lens-file-strip',
    ),
  },
  {
    name: 'popup-paper',
    title: 'The popup on a paper',
    dark: true,
    show: (browser) => popupWith(browser, PAPER, RAN),
  },
  {
    name: 'popup-repo',
    title: 'The popup on a repository',
    dark: true,
    show: (browser) => popupWith(browser, 'NVIDIA-NeMo/labs-molt', 'Papers'),
  },
  {
    name: 'scan',
    title: 'Scan this page, over a lab’s blog post',
    dark: true,
    async show(browser) {
      const page = await browser.openPopupOver('https://lab.example/post');
      await page.setViewport(420, 640);
      await page.click('.pcl-popup-scan button');
      await page.waitForBodyText('On this page:');
      return { page };
    },
  },
  {
    name: 'options',
    title: 'The options page',
    dark: true,
    async show(browser) {
      const page = await browser.openExtensionPage('options.html');
      await page.waitForBodyText('Sites');
      return { page };
    },
  },
  {
    name: 'huggingface',
    title: 'The panel on a Hugging Face paper page (a site turned on)',
    dark: false,
    async show(browser) {
      const page = await openTurnedOn(browser, `https://huggingface.co/papers/${PAPER}`);
      await page.waitForShadowText('paper-code-lens-panel', RAN);
      return { page };
    },
  },
  {
    name: 'feed',
    title: 'Badges after the links of a feed (a site turned on)',
    dark: false,
    async show(browser) {
      const page = await openTurnedOn(browser, 'https://feed.example/');
      await page.waitForShadowText(`paper-code-lens-badge[data-arxiv-id="${PAPER}"]`, 'ran');
      return { page };
    },
  },
  {
    name: 'side-panel',
    title: 'The record beside an arXiv PDF, in the side panel',
    dark: true,
    async show(browser) {
      const pdf = `https://arxiv.org/pdf/${PAPER}v1`;
      await browser.open(pdf);
      const page = await browser.openExtensionPage(`sidepanel.html?tab=${await tabIdOf(browser, pdf)}`);
      await page.setViewport(400, 800);
      await page.waitForBodyText(RAN);
      return { page };
    },
  },
  {
    name: 'abstract-no-record-named',
    title: 'A paper with no record: the panel says so and shows the code its abstract names',
    dark: false,
    async show(browser) {
      const page = await browser.open(`https://arxiv.org/abs/${NO_RECORD_PAPER}`);
      // Its snapshot carries no stylesheet, so the panel spans the page; a narrower window keeps it readable.
      await page.setViewport(560, 700);
      await page.waitForShadowText('paper-code-lens-panel', 'Named on this page');
      return { page, element: 'paper-code-lens-panel' };
    },
  },
  {
    // It turns the GitHub check on for the rest of this browser's life, as the one below does Papers with Code.
    name: 'abstract-repo-states',
    title: 'The GitHub check turned on: beside each repository, whether the code is there (working, archived, empty, moved, disabled, gone)',
    dark: false,
    async show(browser) {
      await writeSetting(browser, 'settings:githubChecksOn');
      const page = await browser.open('https://arxiv.org/abs/2607.00005');
      await page.setViewport(560, 900);
      await page.waitForShadowText('paper-code-lens-panel', 'gone from GitHub, or private');
      return { page, element: 'paper-code-lens-panel' };
    },
  },
  {
    // Last: it turns Papers with Code on for the rest of this browser's life.
    name: 'abstract-second-source',
    title: 'The abstract panel with Papers with Code turned on: what it lists besides the record',
    dark: false,
    async show(browser) {
      await askSecondSource(browser);
      const page = await browser.open(`https://arxiv.org/abs/${PAPER}`);
      await page.waitForShadowText('paper-code-lens-panel', 'not part of the Code with Papers record');
      return { page, element: 'paper-code-lens-panel' };
    },
  },
];
