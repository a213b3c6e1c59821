// Google Scholar results (every country domain): which arXiv paper each result is, read from its
// title link, its side link ("[PDF] arxiv.org") or its source line ("arXiv preprint arXiv:<id>").
// Results that name no arXiv paper are left out: they get no badge.
import { parseArxivId } from '../../ids/arxiv';
import { findArxivIds } from '../../ids/arxiv-find';
import { SCHOLAR } from './selectors';

export interface ScholarResult {
  /** The badge goes after this: the title's link, or the title itself when it has none. */
  after: Element;
  arxivId: string;
}

/**
 * Whether `url` is on Google Scholar, on any of its country domains (scholar.google.com, .de, .co.uk, .com.br …).
 * @example isScholar(new URL('https://scholar.google.co.uk/scholar?q=molt')) // true
 */
export function isScholar(url: URL): boolean {
  return /^scholar\.google\.(?:com?\.)?[a-z]{2,3}$/.test(url.hostname);
}

function resultPaper(result: Element, title: Element): string | null {
  for (const link of [...title.querySelectorAll<HTMLAnchorElement>(SCHOLAR.titleLink), ...result.querySelectorAll<HTMLAnchorElement>(SCHOLAR.sideLinks)]) {
    const paper = parseArxivId(link.href);
    if (paper) return paper.id;
  }
  // Stryker disable next-line StringLiteral: an element's textContent is never null
  const source = result.querySelector(SCHOLAR.source)?.textContent ?? '';
  return findArxivIds(source)[0] ?? null;
}

/**
 * The results of a Scholar page that name an arXiv paper, in page order.
 * @example scholarResults(document).map((r) => r.arxivId) // ['2607.21653']
 */
export function scholarResults(doc: ParentNode): ScholarResult[] {
  return [...doc.querySelectorAll(SCHOLAR.result)].flatMap((result) => {
    const title = result.querySelector(SCHOLAR.title);
    const arxivId = title ? resultPaper(result, title) : null;
    return title && arxivId ? [{ after: title.querySelector(SCHOLAR.titleLink) ?? title, arxivId }] : [];
  });
}
