// Every surface of the extension as a reader meets it, each brought up on the bundled snapshots (in
// their sites' own look) and the record server through the same drivers as the end-to-end cases, so
// the tour runs in Chromium and in Firefox alike. Each names what to photograph: the part with what
// surrounds it on the page, or the whole window (an extension page, sized as it opens).
import { openTurnedOn } from '../../tests/support/driver/turned-on';
import type { CaseBrowser, CasePage } from '../../tests/support/driver/types';

/** CSS pixels added on each side of a part's rectangle (the page's edges stop it). */
export type Margin = number | { top?: number; right?: number; bottom?: number; left?: number };

/**
 * The part and its surroundings: the smallest rectangle holding the first match of each selector
 * (`host >>> inner` for an element in a shadow root), widened by `margin`.
 */
export interface Around {
  of: string[];
  margin?: Margin;
  /** At most this many CSS pixels wide, from its left edge: a part among lines as wide as the page. */
  maxWidth?: number;
}

export interface Shown {
  page: CasePage;
  /** The part in place, on the page around it (run-tour.ts turns it into a clip rectangle); the whole viewport when absent. */
  around?: Around;
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
 * may write the settings. The demo build holds its origin (paperswithcode.co, answered by the record
 * server) among the hosts it may read without a click, so no permission is asked for.
 */
async function askSecondSource(browser: CaseBrowser): Promise<void> {
  await writeSetting(browser, 'settings:secondSourceOn');
}

/** Turns a switch setting on as its options control leaves it, from an extension page (the demo
 * build holds GitHub's API and the second source among its hosts: no permission to ask). */
async function writeSetting(browser: CaseBrowser, key: string): Promise<void> {
  const writer = await browser.openExtensionPage('options.html');
  await writer.evaluate(async (name) => {
    const api = ((globalThis as { browser?: typeof chrome }).browser ?? chrome).storage.local;
    await api.set({ [name]: true });
  }, key);
  await writer.close();
}

/** A desktop window, the same in both browsers (Firefox's driver opens pages at 800×600). */
const WINDOW = { width: 1280, height: 900 };

/** Opens `url` in a desktop window and waits for `text` in our element `host`; `around` is what to photograph. */
const showing =
  (url: string, host: string, text: string, around?: Around) =>
  async (browser: CaseBrowser): Promise<Shown> => {
    const page = await browser.open(url);
    await page.setViewport(WINDOW.width, WINDOW.height);
    await page.waitForShadowText(host, text);
    return around ? { page, around } : { page };
  };

/**
 * arXiv's right column on an abstract page: the site's header above it, "Access Paper" and the panel
 * below that, and the edge of the abstract's column to its left.
 */
const ABSTRACT_COLUMN: Around = { of: ['#abs-outer .extra-services .full-text', 'paper-code-lens-panel'], margin: { top: 200, left: 6, bottom: 24 } };
/** The same on the short made-up abstract pages, whose header holds none of the site's own links. */
const SHORT_ABSTRACT_COLUMN: Around = { ...ABSTRACT_COLUMN, margin: { top: 16, left: 6, bottom: 24 } };

export const SURFACES: Surface[] = [
  {
    name: 'abstract',
    title: 'The panel on an arXiv abstract page',
    // arXiv's abstract pages are white whatever the system says, and so is the panel there.
    dark: false,
    show: showing(`https://arxiv.org/abs/${PAPER}`, 'paper-code-lens-panel', RAN, ABSTRACT_COLUMN),
  },
  {
    name: 'html-view',
    title: "The same record as a card after the abstract of arXiv's HTML view",
    dark: true,
    show: showing(`https://arxiv.org/html/${PAPER}v1`, 'paper-code-lens-panel', RAN, {
      of: ['.ltx_abstract', 'paper-code-lens-panel'],
      margin: { top: 16, left: 32, right: 32, bottom: 8 },
    }),
  },
  {
    name: 'listing',
    title: 'Badges on a 2000-entry listing, one opened in its popover',
    dark: false,
    async show(browser) {
      const page = await browser.open('https://arxiv.org/list/cs.LG/pastweek?skip=0&show=2000');
      await page.setViewport(WINDOW.width, WINDOW.height);
      const badge = `paper-code-lens-badge[data-arxiv-id="${PAPER}"]`;
      await page.waitForShadowText(badge, 'ran');
      await page.clickInShadow(badge, 'button');
      await page.waitForShadowText('paper-code-lens-popover', RAN);
      // The first entries, the opened popover over them, and the day's heading above.
      return {
        page,
        around: {
          of: ['#articles > h3', '#articles > dd:nth-of-type(4)', 'paper-code-lens-popover >>> .pcl-popover'],
          margin: { top: 12, left: 20, bottom: 12 },
          maxWidth: 760,
        },
      };
    },
  },
  {
    name: 'search',
    title: "Badges on arXiv's search results",
    dark: false,
    show: showing('https://arxiv.org/search/?query=molt&searchtype=all', 'paper-code-lens-badge', 'repo', {
      of: ['ol.breathe-horizontal > li.arxiv-result:nth-child(1)', 'ol.breathe-horizontal > li.arxiv-result:nth-child(2)'],
      margin: { top: 16, left: 48, right: 16, bottom: 8 },
    }),
  },
  {
    name: 'github',
    title: 'The Papers box on a GitHub repository (a mark follows each paper its README cites)',
    // GitHub's own theme decides the box's, not the system's.
    dark: false,
    async show(browser) {
      const page = await browser.open('https://github.com/NVIDIA-NeMo/labs-molt');
      await page.setViewport(WINDOW.width, WINDOW.height);
      await page.waitForShadowText('paper-code-lens-papers', RAN);
      await page.waitForShadowText('paper-code-lens-mark', 'linked');
      // The sidebar: About, the Papers box, the sections below, and the edge of the README's column.
      return {
        page,
        around: { of: ["[class*='CodeViewSidebar-module__borderGrid__']", 'paper-code-lens-papers'], margin: { top: 24, left: 40, right: 24, bottom: 16 } },
      };
    },
  },
  {
    name: 'file-strip',
    title: 'The strip above a file that defines harvested functions',
    dark: false,
    show: showing('https://github.com/NVIDIA-NeMo/labs-molt/blob/main/molt/models/loss.py', 'paper-code-lens-file-strip', 'harvested functions in this file', {
      // The file's breadcrumbs, the strip, the file's own header and its first lines.
      of: ["[class*='CodeViewHeader-module__Box__']", 'paper-code-lens-file-strip', '#LC14'],
      margin: { top: 16, left: 16, right: 16 },
    }),
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
      // Each found paper's line says "looking up…" until its record comes.
      for (let i = 0; i < 100 && (await page.bodyText()).includes('looking up'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      return { page };
    },
  },
  {
    name: 'options',
    title: 'The options page',
    dark: true,
    async show(browser) {
      const page = await browser.openExtensionPage('options.html');
      // The page's own column (720 pixels at most) with its first sections: the record source and its default.
      await page.setViewport(600, 900);
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
      await page.setViewport(WINDOW.width, WINDOW.height);
      await page.waitForShadowText('paper-code-lens-panel', RAN);
      // The paper's title and links, the panel under them, and the abstract's heading below.
      return { page, around: { of: ['h1', 'paper-code-lens-panel'], margin: { top: 16, left: 24, right: 24, bottom: 48 } } };
    },
  },
  {
    name: 'feed',
    title: 'Badges after the links of a feed (a site turned on)',
    dark: false,
    async show(browser) {
      const page = await openTurnedOn(browser, 'https://feed.example/');
      await page.setViewport(WINDOW.width, WINDOW.height);
      await page.waitForShadowText(`paper-code-lens-badge[data-arxiv-id="${PAPER}"]`, 'ran');
      // The feed's heading and its first posts (the page appends a thousand).
      return { page, around: { of: ['h1', '#feed > p:nth-child(12)'], margin: { top: 8, right: 8, bottom: 2, left: 8 }, maxWidth: 480 } };
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
      await page.setViewport(WINDOW.width, WINDOW.height);
      await page.waitForShadowText('paper-code-lens-panel', 'Named on this page');
      return { page, around: SHORT_ABSTRACT_COLUMN };
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
      await page.setViewport(WINDOW.width, WINDOW.height);
      await page.waitForShadowText('paper-code-lens-panel', 'gone from GitHub, or private');
      return { page, around: SHORT_ABSTRACT_COLUMN };
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
      await page.setViewport(WINDOW.width, WINDOW.height);
      await page.waitForShadowText('paper-code-lens-panel', 'not part of the Code with Papers record');
      return { page, around: ABSTRACT_COLUMN };
    },
  },
];
