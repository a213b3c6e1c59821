// Finds the entries of arXiv listing, search, author and catch-up pages, and each entry's
// identifier link, beside which a badge goes. Reads only: the caller writes afterwards.
import { parseArxivId } from '../ids/arxiv';

export interface ListingEntry {
  arxivId: string;
  /** The entry's own identifier link; the badge goes right after it. */
  idLink: Element;
}

/** Entry layouts, each with the pages it covers; every page uses exactly one. */
const LAYOUTS: { entries: string; idLink: string; covers: string }[] = [
  { entries: 'dl > dt', idLink: 'a[title="Abstract"], a[href*="/abs/"]', covers: 'list/<archive>/{new,recent,pastweek,<yymm>}, catchup, a/<author>' },
  { entries: 'li.arxiv-result', idLink: 'p.list-title > a[href*="/abs/"]', covers: 'search results' },
];

/**
 * Every entry with a readable arXiv id, in page order; one query per layout, no layout reads.
 * @example scanListing(document).length // 2000 on /list/cs.LG/pastweek?show=2000
 */
export function scanListing(doc: Document): ListingEntry[] {
  const found: ListingEntry[] = [];
  for (const layout of LAYOUTS) {
    for (const entry of doc.querySelectorAll(layout.entries)) {
      const idLink = entry.querySelector(layout.idLink);
      const href = idLink?.getAttribute('href');
      const id = href ? parseArxivId(new URL(href, 'https://arxiv.org').href) : null;
      if (idLink && id) found.push({ arxivId: id.id, idLink });
    }
    if (found.length > 0) break;
  }
  return found;
}
