// Sites turned on: the main-thread time our link badges add to a page of 5,000 links, and to a feed
// that appends 1,000 links in batches as it loads more, beside each page's own in the same run.
import { feedPage } from '../../tests/support/site-pages';
import type { BenchBrowser } from './chromium';
import type { BenchContext } from './context';
import { fromRuns, type Figure } from './figure';
import { mainThreadMs, SETTLE_MS } from './main-thread';

/** The turned-on site of the bench build (run.ts grants it, as the e2e build grants its own). */
export const BENCH_SITE = 'https://feed.example/*';
const SECTION = 'Sites turned on: main-thread time (CDP TaskDuration, load + settle)';

const PAGES = [
  { id: 'links5000', label: '5,000 links in the page', url: 'https://feed.example/links-5000', body: feedPage({ items: 5000, first: 5000, batch: 1 }) },
  {
    id: 'appending',
    label: '1,000 links appended, 100 every 50 ms',
    url: 'https://feed.example/appending',
    body: feedPage({ items: 1000, first: 0, batch: 100 }),
  },
];

async function serveFeeds(browser: BenchBrowser): Promise<void> {
  await browser.context.route('https://feed.example/**', (route) => {
    const page = PAGES.find((p) => p.url === route.request().url());
    return route.fulfill(page ? { status: 200, contentType: 'text/html', body: page.body } : { status: 404, body: '' });
  });
}

/**
 * Loads each page in turn without the extension and with it, `options.runs` times; the added time
 * is taken run by run.
 * @example figures.push(...(await sitesFigures(ctx)))
 */
export async function sitesFigures(ctx: BenchContext): Promise<Figure[]> {
  await serveFeeds(ctx.bare);
  await serveFeeds(ctx.ext);
  const figures: Figure[] = [];
  for (const page of PAGES) {
    const bare: number[] = [];
    const added: number[] = [];
    for (const browser of [ctx.bare, ctx.ext]) await mainThreadMs(browser, page.url);
    for (let i = 1; i <= ctx.options.runs; i++) {
      ctx.log(`sites ${page.id}: run ${i} of ${ctx.options.runs}`);
      const alone = await mainThreadMs(ctx.bare, page.url);
      bare.push(alone);
      added.push((await mainThreadMs(ctx.ext, page.url)) - alone);
    }
    const note = `after the load event and ${SETTLE_MS / 1000} s; badges only near the screen`;
    figures.push(
      fromRuns({ id: `sites.${page.id}.page`, section: SECTION, label: `${page.label}: the page alone`, unit: 'ms', note }, bare),
      fromRuns(
        { id: `sites.${page.id}.added`, section: SECTION, label: `${page.label}: added by us`, unit: 'ms', note: 'with us minus without, run by run' },
        added,
        bare,
        'page alone',
      ),
    );
  }
  return figures;
}
