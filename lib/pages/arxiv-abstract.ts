// Finds, on an arXiv abstract page, which paper it is and where the panel goes.
import { arxivIdOfUrl, parseArxivIdOnArxiv } from '../ids/arxiv';

export type Placement = 'after' | 'first';

export interface AbstractPage {
  arxivId: string;
  version?: number;
  anchor: Element;
  placement: Placement;
}

/**
 * Where the panel goes, best first, each with the page variant it covers.
 * A missing selector is normal for the variants we do not match; none matching means no panel.
 */
const ANCHORS: { selector: string; placement: Placement }[] = [
  { selector: '.extra-services .full-text', placement: 'after' }, // current layout: under the full-text links
  { selector: '.extra-services', placement: 'first' }, // a right column whose full-text block is missing or renamed
  { selector: '#abs-outer .leftcolumn #abs', placement: 'first' }, // no right column (narrow or older pages): top of the abstract column
  { selector: '#abs', placement: 'first' }, // older layouts without #abs-outer
];

/**
 * The paper this abstract page is about: the page's own citation metadata first, the URL
 * otherwise (the URL carries the version the reader asked for).
 * @example scanAbstractPage(document, new URL(location.href))?.arxivId
 */
export function scanAbstractPage(doc: Document, url: URL): AbstractPage | null {
  const fromUrl = arxivIdOfUrl(url);
  // Stryker disable next-line StringLiteral: with no meta, '' and any other non-id text parse to no id alike
  const meta = doc.querySelector('meta[name="citation_arxiv_id"]')?.getAttribute('content') ?? '';
  const fromMeta = parseArxivIdOnArxiv(meta);
  const id = fromMeta ?? fromUrl;
  if (!id) return null;
  for (const { selector, placement } of ANCHORS) {
    const anchor = doc.querySelector(selector);
    if (anchor) {
      const version = fromUrl?.id === id.id ? fromUrl.version : id.version;
      return { arxivId: id.id, version, anchor, placement };
    }
  }
  return null;
}
