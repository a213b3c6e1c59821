// Answers arxiv.org from saved page snapshots, and refuses every other host but loopback,
// so no test ever reaches the live site.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { makeListingPage } from './arxiv-listing';
import { arxivStylesheet, blankImage, dressArxiv, type Look } from './site-look';

const PAGES = resolve(import.meta.dirname, '../fixtures/pages/arxiv');
const page = (file: string) => readFileSync(resolve(PAGES, file), 'utf8');

/** Snapshots that stand for one live page each; other abstract pages are made from the Molt page. */
const ABSTRACT_SNAPSHOTS: Record<string, string> = {
  '2607.21653': 'abs-2607.21653v1.html',
  'hep-th/9901001': 'abs-hep-th-9901001v2.html',
  '2607.00002': 'abs-no-right-column-2607.00002.html',
  // No record; its abstract names its code (github.com/made-up-lab/some-code) through "this https URL".
  '2607.00004': 'abs-code-links-no-record-2607.00004.html',
  // No record; its abstract and comments name six GitHub repositories, one in each state the GitHub
  // stand-in gives (working, archived, empty, moved, disabled, gone).
  '2607.00005': 'abs-code-states-no-record-2607.00005.html',
};

/** The Molt abstract page with its id swapped: the same real structure for a fixture record. */
function abstractPage(id: string): string {
  const file = ABSTRACT_SNAPSHOTS[id];
  if (file) return page(file);
  return page(ABSTRACT_SNAPSHOTS['2607.21653']!).replaceAll('2607.21653', id);
}

/** The ids of the fixture records, first on generated listings so their badges have records. */
export const LISTED_FIRST = ['2607.21653', '2607.00001', '2607.00002', '2607.00003', 'hep-th/9901001'];

/** Saved pages by path; a `show` query on a listing asks for a generated listing that long. */
function savedPage(url: URL): string | null {
  const path = url.pathname;
  if (path === '/list/cs.LG/new') return page('list-cs.LG-new.html');
  if (/^\/list\/[\w.-]+\/(pastweek|recent|\d{4})$/.test(path)) {
    const count = Math.min(2000, Number(url.searchParams.get('show') ?? '50') || 50);
    return makeListingPage({ count, archive: path.split('/')[2], include: LISTED_FIRST });
  }
  if (path === '/search/' || path === '/search') return page('search-results.html');
  if (/^\/html\/2607\.21653(v1)?\/?$/.test(path)) return page('html-2607.21653v1.html');
  return null;
}

/** A one-page PDF, so a PDF tab really opens in the browser's viewer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const TYPES: Record<string, string> = { css: 'text/css', js: 'text/javascript', svg: 'image/svg+xml', png: 'image/png' };

function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

/** What a request to a host gets: an answer from the snapshots, "abort" (no network), or "pass" (loopback, not http). */
export type SnapshotAnswer = { status: number; contentType: string; body: string | Buffer } | 'abort' | 'pass';

/**
 * The answer arxiv.org gives `url` from the snapshots; every other host but loopback is refused.
 * Both browsers' harnesses call this, so a page is the same in Chromium and Firefox. With `look`
 * (the demo's and the README pictures' only), arXiv's own stylesheets (site-look.ts).
 * @example answerArxiv(new URL('https://arxiv.org/abs/2607.21653')).status // 200
 */
export function answerArxiv(url: URL, { look = false }: Look = {}): SnapshotAnswer {
  if (isLoopback(url) || !url.protocol.startsWith('http')) return 'pass';
  if (!/(^|\.)arxiv\.org$/.test(url.hostname)) return 'abort';
  const dressed = look ? (arxivStylesheet(url) ?? blankImage(url)) : null;
  if (dressed) return dressed;
  const html = (body: string) => ({ status: 200, contentType: 'text/html; charset=utf-8', body });
  const abs = /^\/abs\/(.+?)(v\d+)?$/.exec(url.pathname);
  if (abs) return html(look ? dressArxiv(abstractPage(abs[1]!)) : abstractPage(abs[1]!));
  if (url.pathname.endsWith('/css/arXiv.css')) return { status: 200, contentType: 'text/css', body: page('layout-standin.css') };
  // The real page calls this script's function inline; an empty stand-in keeps its console clean.
  if (url.pathname.endsWith('/mathjaxToggle.min.js')) return { status: 200, contentType: 'text/javascript', body: 'function mathjaxToggle() {}' };
  const saved = savedPage(url);
  if (saved) return html(saved);
  if (url.pathname.startsWith('/pdf/')) return { status: 200, contentType: 'application/pdf', body: PDF };
  const ext = /\.(\w+)$/.exec(url.pathname)?.[1] ?? '';
  // Stylesheets, scripts and images of the real page: empty, so the page looks plain but whole.
  if (TYPES[ext]) return { status: 200, contentType: TYPES[ext], body: '' };
  return { status: 404, contentType: 'text/plain', body: 'not in the test snapshots' };
}

/** Serves arxiv.org (with `look`, also its subdomains' icons: the look's stylesheets name them). */
export async function serveArxiv(context: BrowserContext, options: Look = {}): Promise<void> {
  await context.route(
    (url) => !isLoopback(url) && url.protocol.startsWith('http') && !/(^|\.)arxiv\.org$/.test(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
  await context.route(options.look ? /^https:\/\/([\w-]+\.)*arxiv\.org\// : /^https:\/\/arxiv\.org\//, (route) => {
    const answer = answerArxiv(new URL(route.request().url()), options);
    if (typeof answer === 'string') return route.abort('internetdisconnected');
    return route.fulfill(answer);
  });
}
