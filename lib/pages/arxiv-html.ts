// Finds, on arXiv's HTML view of a paper, which paper it is and where the record card goes:
// in the flow of the document (after the abstract), so it never covers the text.
import { arxivIdOfUrl } from '../ids/arxiv';
import type { AbstractPage, Placement } from './arxiv-abstract';

const ANCHORS: { selector: string; placement: Placement }[] = [
  { selector: 'article.ltx_document .ltx_abstract', placement: 'after' }, // LaTeXML documents with an abstract
  { selector: 'article.ltx_document', placement: 'first' }, // documents without an abstract block
  { selector: '.ltx_page_content', placement: 'first' }, // older conversions without the article element
];

/**
 * @example scanHtmlView(document, new URL('https://arxiv.org/html/2607.21653v1'))?.arxivId // '2607.21653'
 */
export function scanHtmlView(doc: Document, url: URL): AbstractPage | null {
  const id = arxivIdOfUrl(url);
  if (!id) return null;
  for (const { selector, placement } of ANCHORS) {
    const anchor = doc.querySelector(selector);
    if (anchor) return { arxivId: id.id, version: id.version, anchor, placement };
  }
  return null;
}
