// Other sites' pages about one paper: which paper, and where its panel goes. Takes the page's
// Document and URL; returns what it found.
import { parseArxivId } from '../../ids/arxiv';
import { findArxivIds } from '../../ids/arxiv-find';
import * as S from './selectors';

/** Where a site's panel goes: after `anchor`; `fallback` when none of the site's places was there. */
export interface PaperPagePlace {
  arxivId: string;
  anchor: Element;
  placement: 'after' | 'first';
  fallback: boolean;
}

export type PaperSite = 'huggingface' | 'alphaxiv' | 'semantic-scholar' | 'openreview';

/**
 * Which paper site `url` is a paper page of, if any.
 * @example paperSiteOf(new URL('https://huggingface.co/papers/2607.21653')) // 'huggingface'
 */
export function paperSiteOf(url: URL): PaperSite | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'huggingface.co' && url.pathname.startsWith('/papers/')) return 'huggingface';
  if (host === 'alphaxiv.org' && /^\/(abs|overview)\//.test(url.pathname)) return 'alphaxiv';
  if (host === 'semanticscholar.org' && /^\/(paper|arxiv)\//.test(url.pathname)) return 'semantic-scholar';
  if (host === 'openreview.net' && url.pathname === '/forum') return 'openreview';
  return null;
}

/** The first element any alternative finds. */
function first(doc: ParentNode, alternatives: readonly string[]): Element | null {
  for (const selector of alternatives) {
    const found = doc.querySelector(selector);
    if (found) return found;
  }
  return null;
}

/** The paper the page is about: its address, then its metadata, then the first arXiv link in its main part. */
function paperOf(doc: Document, url: URL): string | null {
  const fromUrl = parseArxivId(url.href);
  if (fromUrl) return fromUrl.id;
  const meta = doc.querySelector<HTMLMetaElement>(S.PAPER_PAGE_ID_SOURCES.meta)?.content;
  const fromMeta = meta ? findArxivIds(`arXiv:${meta}`)[0] : undefined;
  if (fromMeta) return fromMeta;
  const link = (doc.querySelector('main') ?? doc).querySelector<HTMLAnchorElement>(S.PAPER_PAGE_ID_SOURCES.link);
  return link ? (parseArxivId(link.href)?.id ?? null) : null;
}

function anchorOf(doc: Document, site: PaperSite): Element | null {
  switch (site) {
    case 'huggingface':
      return doc.querySelector(S.HUGGINGFACE_LINK_ROW_OF)?.parentElement ?? first(doc, S.HUGGINGFACE_ANCHOR);
    case 'alphaxiv':
      return first(doc, S.ALPHAXIV_ANCHOR);
    case 'semantic-scholar':
      return first(doc, S.SEMANTIC_SCHOLAR_ANCHOR);
    case 'openreview':
      return first(doc, S.OPENREVIEW_ANCHOR);
  }
}

/**
 * The paper a paper page is about and where its panel goes; the top of `main` (or of the body) when
 * none of the site's places is there, marked `fallback` so the caller can say so once. Null when the
 * page names no arXiv paper.
 * @example scanPaperPage(document, new URL(location.href), 'huggingface')?.anchor
 */
export function scanPaperPage(doc: Document, url: URL, site: PaperSite): PaperPagePlace | null {
  const arxivId = paperOf(doc, url);
  if (!arxivId || !doc.body) return null;
  const anchor = anchorOf(doc, site);
  if (anchor) return { arxivId, anchor, placement: 'after', fallback: false };
  return { arxivId, anchor: doc.querySelector('main') ?? doc.body, placement: 'first', fallback: true };
}
