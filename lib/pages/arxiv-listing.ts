// Finds the entries of arXiv listing, search, author and catch-up pages, and each entry's
// identifier link, beside which a badge goes. Reads only: the caller writes afterwards.
import { parseBareArxivId } from '../ids/arxiv';

export interface ListingEntry {
  arxivId: string;
  /** The entry's own identifier link; the badge goes right after it. */
  idLink: Element;
}

/** Entry layouts, each with the pages it covers; every page uses exactly one. */
const LAYOUTS: { idLinks: string }[] = [
  { idLinks: 'dl > dt > a[title="Abstract"]' }, // list/<archive>/{new,recent,pastweek,<yymm>}, catchup, a/<author>
  { idLinks: 'dl > dt > a[href*="/abs/"]' }, // the same lists should the link lose its title
  { idLinks: 'li.arxiv-result p.list-title > a[href*="/abs/"]' }, // search results
];

const NEW_STYLE = /^(\d{4}\.\d{4,5})(?:v\d+)?$/;
const ABS_PATH = /^(?:https?:\/\/(?:www\.|export\.)?arxiv\.org)?\/abs\/([^?#]+)/;

/**
 * The entries' identifier links, in page order: one query, nothing read from them yet (the listing
 * script reads an entry's id only once it nears the screen).
 * @example listingIdLinks(document).length // 2000 on /list/cs.LG/pastweek?show=2000
 */
export function listingIdLinks(doc: Document): Element[] {
  for (const layout of LAYOUTS) {
    // One query for all the id links: 2000 entries, one selector match, no per-entry lookups.
    const links = [...doc.querySelectorAll(layout.idLinks)];
    if (links.length > 0) return links;
  }
  return [];
}

/**
 * The arXiv id an identifier link points at; null when it names none.
 * @example entryArxivId(link) // '2607.21653' for <a href="/abs/2607.21653">
 */
export function entryArxivId(idLink: Element): string | null {
  // The id is the path after /abs/ (relative on listings, absolute on search): read straight off the
  // attribute, no URL object built.
  // Stryker disable next-line StringLiteral: a link with no href and any text without /abs/ both give no path
  const path = ABS_PATH.exec(idLink.getAttribute('href') ?? '')?.[1];
  // arXiv's own links carry canonical new-style ids: take those as they are, and give only the rest
  // (old-style, odd forms) to the full parser.
  return path ? (NEW_STYLE.exec(path)?.[1] ?? parseBareArxivId(path)?.id ?? null) : null;
}

/**
 * Every entry with a readable arXiv id, in page order.
 * @example scanListing(document).length // 2000 on /list/cs.LG/pastweek?show=2000
 */
export function scanListing(doc: Document): ListingEntry[] {
  const found: ListingEntry[] = [];
  for (const idLink of listingIdLinks(doc)) {
    const arxivId = entryArxivId(idLink);
    if (arxivId) found.push({ arxivId, idLink });
  }
  return found;
}
