// The sites' own look, for the demo and the README's pictures only: arXiv's stylesheets
// (tests/fixtures/pages/arxiv/css/, MIT, see its NOTICE.md) at the addresses the snapshots' <link>
// tags name, and GitHub's Primer CSS (@primer/css, MIT) linked into the GitHub snapshots. The
// end-to-end tests never ask for it, so the pages they measure stay as they are.
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const ARXIV_CSS = resolve(import.meta.dirname, '../fixtures/pages/arxiv/css');
const PRIMER_CSS = resolve(import.meta.dirname, '../../node_modules/@primer/css/dist/primer.css');
const GITHUB_TOUCHES = resolve(import.meta.dirname, '../fixtures/pages/github/demo-look.css');

/** Where the GitHub snapshots, dressed, find their stylesheet (an asset host the serving answers). */
export const GITHUB_LOOK_URL = 'https://github.githubassets.com/assets/paper-code-lens-demo-primer.css';

/** Whether the page-serving functions dress their pages in the site's own look. */
export interface Look {
  /** The demo and the tour set it; the tests leave it off. */
  look?: boolean;
}

const css = (body: string) => ({ status: 200, contentType: 'text/css; charset=utf-8', body });

/**
 * arXiv's own stylesheet for a `/static/…/css/<file>` address, or null when it is not one we keep.
 * @example arxivStylesheet(new URL('https://arxiv.org/static/browse/0.3.4/css/arXiv.css?v=20260318'))?.status // 200
 */
export function arxivStylesheet(url: URL): { status: number; contentType: string; body: string } | null {
  if (!/^\/static\/.+\/css\/[\w.-]+\.css$/.test(url.pathname)) return null;
  const file = resolve(ARXIV_CSS, basename(url.pathname));
  return existsSync(file) ? css(readFileSync(file, 'utf8')) : null;
}

/**
 * Primer CSS and the few touches the snapshots' hashed layout classes need (demo-look.css), for
 * {@link GITHUB_LOOK_URL}; null for any other address.
 */
export function githubStylesheet(url: URL): { status: number; contentType: string; body: string } | null {
  if (url.href !== GITHUB_LOOK_URL) return null;
  return css(`${readFileSync(PRIMER_CSS, 'utf8')}\n${readFileSync(GITHUB_TOUCHES, 'utf8')}`);
}

/** A transparent one-pixel SVG and PNG. */
const BLANK_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * A blank image for an arXiv image address (its logo, its funders'), so the dressed page shows no
 * broken-image marks; none of arXiv's images is copied. Null for any other address.
 */
export function blankImage(url: URL): { status: number; contentType: string; body: string | Buffer } | null {
  if (url.pathname.endsWith('.svg')) return { status: 200, contentType: 'image/svg+xml', body: BLANK_SVG };
  if (url.pathname.endsWith('.png')) return { status: 200, contentType: 'image/png', body: BLANK_PNG };
  return null;
}

/** The stylesheets an arXiv abstract page links, as the full snapshots name them. */
const ABSTRACT_LINKS = [
  '/static/browse/0.3.4/css/arXiv.css',
  '/static/browse/0.3.4/css/browse_search.css',
  '/static/browse/0.3.4/css/tooltip.css',
  '/static/base/1.0.1/css/abs.css',
  '/static/base/1.0.1/css/arxiv-header-footer.css',
]
  .map((href) => `<link rel="stylesheet" href="${href}">`)
  .join('');

/**
 * An arXiv snapshot as it is, or, for the short made-up abstract pages that link no stylesheet, with
 * the abstract page's stylesheets linked in its head.
 * @example dressArxiv('<head><title>x</title>').includes('arXiv.css') // true
 */
export function dressArxiv(html: string): string {
  return /rel="stylesheet"/.test(html) ? html : html.replace(/<head>/i, `<head>${ABSTRACT_LINKS}`);
}

/**
 * A GitHub snapshot with its stylesheet linked first in its head (the snapshots carry none).
 * @example dressGithub('<head><title>x</title>') // '<head><link rel="stylesheet" …><title>x</title>'
 */
export function dressGithub(html: string): string {
  return html.replace(/<head>/i, `<head><link rel="stylesheet" href="${GITHUB_LOOK_URL}">`);
}
