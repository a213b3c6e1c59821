// Answers the other sites from saved page snapshots (tests/fixtures/pages/sites/), and a feed page
// that appends links in batches as X, Reddit or Hacker News do, so no test reaches a live site.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const PAGES = resolve(import.meta.dirname, '../fixtures/pages/sites');
const page = (file: string) => readFileSync(resolve(PAGES, file), 'utf8');

/** The saved page for each live address. */
export const SITE_SNAPSHOTS: Record<string, string> = {
  'https://huggingface.co/papers/2607.21653': 'huggingface-paper-2607.21653.html',
  'https://www.alphaxiv.org/abs/2607.21653': 'alphaxiv-abs-2607.21653.html',
  'https://scholar.google.de/scholar': 'scholar-results-molt.html',
};

/** A lab's blog post (https://lab.example/post), which "Scan this page" reads. */
export const LAB_POST = `<!doctype html><html lang="en"><head><title>Our lab's reading list</title></head><body>
<h1>Reading list</h1>
<p>This month: <a href="https://arxiv.org/abs/2607.21653v2">Molt</a> (code at
<a href="https://github.com/NVIDIA-NeMo/labs-molt/tree/main">NVIDIA-NeMo/labs-molt</a>), and
<a href="https://huggingface.co/papers/2607.00002">a fictional benchmark</a>.</p>
<p>Older: arXiv:hep-th/9901001, and the same Molt again: https://arxiv.org/pdf/2607.21653.</p>
<p><a href="https://x.com/lab">follow us</a></p>
</body></html>`;

/** Papers and a repository the feed links to, in turn; one link in five goes nowhere of ours. */
const FEED_LINKS = [
  'https://arxiv.org/abs/2607.21653',
  'https://github.com/NVIDIA-NeMo/labs-molt',
  'https://huggingface.co/papers/2607.00001',
  'https://arxiv.org/pdf/hep-th/9901001v2',
  'https://example.org/unrelated',
];

/**
 * A feed of `items` posts, the first `first` in the page as served and the rest appended by its own
 * script, `batch` at a time every 50 ms, as a page that loads more as you scroll does.
 * @example feedPage({ items: 1000, first: 100, batch: 100 })
 */
export function feedPage({ items, first, batch }: { items: number; first: number; batch: number }): string {
  const post = (i: number) => `<p class="post">Post ${i}: <a href="${FEED_LINKS[i % FEED_LINKS.length]}">link ${i}</a></p>`;
  const served = Array.from({ length: Math.min(first, items) }, (_, i) => post(i)).join('\n');
  return `<!doctype html><html lang="en"><head><title>A feed</title><style>.post{margin:0;height:24px}</style></head><body>
<h1>A feed</h1><div id="feed">${served}</div>
<script>
  const links = ${JSON.stringify(FEED_LINKS)};
  let next = ${first};
  const more = setInterval(() => {
    const end = Math.min(next + ${batch}, ${items});
    const html = [];
    for (; next < end; next++) html.push('<p class="post">Post ' + next + ': <a href="' + links[next % links.length] + '">link ' + next + '</a></p>');
    document.getElementById('feed').insertAdjacentHTML('beforeend', html.join(''));
    if (next >= ${items}) { clearInterval(more); document.body.dataset.loaded = 'all'; }
  }, 50);
</script></body></html>`;
}

/** The hosts answered here. */
export const isSiteHost = (host: string) => /^(huggingface\.co|www\.alphaxiv\.org|scholar\.google\.de|feed\.example|lab\.example)$/.test(host);

/**
 * The answer one of the other sites gives `url`: its snapshot, or the feed at https://feed.example/.
 * Both browsers' harnesses call this.
 * @example answerSite(new URL('https://huggingface.co/papers/2607.21653')).status // 200
 */
export function answerSite(url: URL): { status: number; contentType: string; body: string } {
  if (url.hostname === 'lab.example') return { status: 200, contentType: 'text/html', body: LAB_POST };
  if (url.hostname === 'feed.example') return { status: 200, contentType: 'text/html', body: feedPage({ items: 1000, first: 100, batch: 100 }) };
  const file = SITE_SNAPSHOTS[`${url.origin}${url.pathname}`];
  return file
    ? { status: 200, contentType: 'text/html; charset=utf-8', body: page(file) }
    : { status: 404, contentType: 'text/plain', body: 'not in the test snapshots' };
}

/** Serves the snapshots, the feed at https://feed.example/ and the lab's post at https://lab.example/. */
export async function serveSites(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(huggingface\.co|www\.alphaxiv\.org|scholar\.google\.de|feed\.example|lab\.example)\//, (route) =>
    route.fulfill(answerSite(new URL(route.request().url()))),
  );
}
