// Every selector the other sites' placements use, each with the page variant it covers, best first.
// Sources: public 2026 captures of each site, kept as snapshots in tests/fixtures/pages/sites/.
import type { Alternatives } from '../github/selectors';

/**
 * Hugging Face paper pages (`huggingface.co/papers/<id>`): the panel goes after the paper's own links.
 * The row has only utility classes, so it is found through the link it always holds (its parent).
 */
export const HUGGINGFACE_LINK_ROW_OF = 'main section a[href^="https://arxiv.org/abs/"]'; // 2024-2026: "View arXiv page" in the row of the paper's links
export const HUGGINGFACE_ANCHOR: Alternatives = [
  'main section h1', // a paper page whose link row was renamed: after the title
];

/** alphaXiv (`/abs/<id>`, `/overview/<id>`), rendered by script after load: after the paper's title block. */
export const ALPHAXIV_ANCHOR: Alternatives = [
  'main [data-testid="paper-header"]', // 2026: the header with title, authors and the paper's buttons
  'main h1', // any layout: after the title
];

/** Semantic Scholar paper pages: after the abstract, else after the title. */
export const SEMANTIC_SCHOLAR_ANCHOR: Alternatives = [
  '[data-test-id="abstract-text"]', // paper detail page, 2023-2026
  '[data-test-id="paper-detail-title"]', // a page without an abstract
];

/** OpenReview forum pages (`/forum?id=`): after the note's fields. */
export const OPENREVIEW_ANCHOR: Alternatives = [
  '.forum-container .note .note-content', // forum page, 2023-2026
  '.forum-container .note h2', // a note without fields: after its title
];

/** Where a paper page names its arXiv id when its address does not: its metadata, then an arXiv link. */
export const PAPER_PAGE_ID_SOURCES = {
  meta: 'meta[name="citation_arxiv_id"], meta[name="citation_arxiv"]',
  link: 'a[href*="arxiv.org/abs/"], a[href*="arxiv.org/pdf/"]',
} as const;

/** Google Scholar (every country domain): one result, its title link, its side links, its source line. */
export const SCHOLAR = {
  result: '.gs_r.gs_or, .gs_r[data-cid]', // result list, 2015-2026 (`gs_or`: organic result)
  title: 'h3.gs_rt', // the title heading; its link is the publisher's (or arXiv's) page
  titleLink: 'a[href]', // within the title heading
  sideLinks: '.gs_ggs a[href], .gs_or_ggsm a[href]', // the "[PDF] arxiv.org" side link
  source: '.gs_a', // "A Author, B Author - arXiv preprint arXiv:2607.21653, 2026 - arxiv.org"
} as const;
