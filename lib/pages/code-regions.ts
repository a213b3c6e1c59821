// Which parts of a paper's page belong to the paper (its abstract, comments, text, its own links),
// and the one function that reads them in the page: the code links are looked for there only, never
// in the site's menus, footers, related-paper lists or readers' comments.
import type { NamedWhere } from '../record/code-part-types';
import { paperSiteOf } from './sites/paper-pages';

export type CodePageKind = 'arxiv-abstract' | 'arxiv-html' | 'huggingface' | 'alphaxiv' | 'semantic-scholar' | 'openreview';

/** One part of the page. `selectors` are alternatives, best first: the first that matches anything
 * is used, and every element it matches is read. `label`: read an element only when the text of its
 * `selector` child (lower case, less a trailing colon) is one of `names` (OpenReview's fields carry no
 * class of their own, only a label). Plain JSON: it crosses into the page through executeScript. */
export interface CodeRegion {
  where: NamedWhere;
  selectors: string[];
  label?: { selector: string; names: string[] };
}

/** What was read from one region element, in page order. */
export interface CollectedRegion {
  where: NamedWhere;
  /** Absolute http(s) addresses of the element's links, in page order. */
  hrefs: string[];
  /** The element's text nodes, joined by spaces (so blocks drawn without whitespace never run together). */
  text: string;
}

/** In all, over every region of one page: as many links and characters as "Scan this page" reads
 * (PAGE_LIMITS), which is more than any paper's own parts hold; `elements` caps the matches a selector
 * list can return (an HTML view has a few dozen sections, OpenReview a dozen fields). */
export const CODE_REGION_LIMITS = { hrefs: 5_000, text: 100_000, elements: 500 } as const;
export type CodeRegionLimits = { hrefs: number; text: number; elements: number };

const OPENREVIEW_ROW = ['.forum-container > .note .note-content > div']; // forum page, 2023-2026: one row per field of the submission's own note (replies sit outside `> .note`)
const OPENREVIEW_LABEL = '.note-content-field'; // the row's "TL;DR:" / "Abstract:" label

export const CODE_REGIONS: Record<CodePageKind, CodeRegion[]> = {
  'arxiv-abstract': [
    {
      where: 'abstract',
      selectors: [
        '#abs blockquote.abstract', // current layout: the abstract, its links shortened to "this https URL"
        'blockquote.abstract', // older layouts without #abs
      ],
    },
    {
      where: 'comments',
      selectors: [
        '.metatable td.comments', // current layout: the Comments row of the metadata table
        'td.comments', // older layouts without .metatable
      ],
    },
  ],
  'arxiv-html': [
    {
      where: 'abstract',
      selectors: ['article.ltx_document .ltx_abstract'], // LaTeXML documents with an abstract
    },
    {
      where: 'text',
      selectors: [
        // LaTeXML documents: the title's and authors' notes (\thanks), then the body's top-level parts
        // with their footnotes inside. Left out: the bibliography (it names other papers' code).
        'article.ltx_document > .ltx_title_document .ltx_note, article.ltx_document > .ltx_authors .ltx_note, article.ltx_document > section.ltx_section, article.ltx_document > section.ltx_appendix, article.ltx_document > section.ltx_chapter, article.ltx_document > .ltx_para, article.ltx_document > .ltx_acknowledgements',
        // older conversions whose document is a div, not an article
        '.ltx_page_content .ltx_document > section.ltx_section, .ltx_page_content .ltx_document > section.ltx_appendix, .ltx_page_content .ltx_document > .ltx_para',
      ],
    },
  ],
  huggingface: [
    {
      where: 'links',
      selectors: [
        'main section div:has(> a[href^="https://arxiv.org/abs/"])', // 2024-2026: the row of the paper's own buttons, found by its arXiv link (as HUGGINGFACE_LINK_ROW_OF)
        'main section:first-of-type a[href^="https://github.com/"]', // a row without its arXiv link: the GitHub button under the title
      ],
    },
  ],
  alphaxiv: [{ where: 'links', selectors: ['main [data-testid="paper-header"]'] }], // 2026: the header with the paper's own buttons
  'semantic-scholar': [
    {
      where: 'abstract',
      selectors: [
        '[data-test-id="abstract-text"]', // paper detail page, 2023-2026
        '.fresh-paper-detail-page__abstract', // the abstract's wrapper, when the text lost its test id
      ],
    },
  ],
  openreview: [
    { where: 'tldr', selectors: OPENREVIEW_ROW, label: { selector: OPENREVIEW_LABEL, names: ['tl;dr'] } },
    { where: 'abstract', selectors: OPENREVIEW_ROW, label: { selector: OPENREVIEW_LABEL, names: ['abstract'] } },
    { where: 'links', selectors: OPENREVIEW_ROW, label: { selector: OPENREVIEW_LABEL, names: ['code', 'code link', 'code url', 'source code'] } },
  ],
};

/**
 * Which kind of paper page `url` is, for the regions to read; null for any other page.
 * @example codePageKind(new URL('https://arxiv.org/abs/2607.21653')) // 'arxiv-abstract'
 */
export function codePageKind(url: URL): CodePageKind | null {
  if (url.hostname === 'arxiv.org' || url.hostname === 'www.arxiv.org') {
    if (url.pathname.startsWith('/abs/')) return 'arxiv-abstract';
    if (url.pathname.startsWith('/html/')) return 'arxiv-html';
    return null;
  }
  return paperSiteOf(url);
}

/**
 * Reads the regions' elements under `root`: each one's own links and text, in page order, an element
 * inside one already read skipped, within `limits` in all. Self-contained (it is sent to the page as
 * source): it uses nothing outside itself.
 * @example await browser.scripting.executeScript({ target: { tabId }, func: collectCodeRegions, args: [CODE_REGIONS[kind], CODE_REGION_LIMITS] })
 */
export function collectCodeRegions(regions: readonly CodeRegion[], limits: CodeRegionLimits, root: ParentNode = document): CollectedRegion[] {
  const found: { where: NamedWhere; el: Element }[] = [];
  for (const region of regions) {
    for (const selector of region.selectors) {
      let matches: NodeListOf<Element>;
      try {
        matches = root.querySelectorAll(selector);
      } catch {
        continue; // a browser without `:has()`: the next alternative
      }
      for (const el of matches) {
        if (found.length >= limits.elements) break;
        // Cut before trimming, and the colon taken off by hand: a label is a word or two, and a
        // pattern such as /\s*:$/ would retry from every space of a long run.
        const raw = region.label ? (el.querySelector(region.label.selector)?.textContent ?? '').slice(0, 100).trim().toLowerCase() : '';
        const label = raw.endsWith(':') ? raw.slice(0, -1).trim() : raw;
        if (!region.label || region.label.names.includes(label)) found.push({ where: region.where, el });
      }
      if (matches.length > 0) break;
    }
  }
  // Page order: the first place a repository is named is where the reader meets it first. Bit 4 is
  // DOCUMENT_POSITION_FOLLOWING (the constant is not on every global the function may run under).
  found.sort((a, b) => (a.el === b.el ? 0 : a.el.compareDocumentPosition(b.el) & 4 ? -1 : 1));
  const out: CollectedRegion[] = [];
  let outer: Element | null = null;
  let hrefCount = 0;
  let textCount = 0;
  for (const { where, el } of found) {
    // In page order an ancestor comes just before its descendants, so the last element read is the
    // only one a later element can be inside.
    if (outer?.contains(el)) continue;
    outer = el;
    const hrefs: string[] = [];
    const anchors = el.matches('a[href]') ? [el] : [];
    for (const anchor of [...anchors, ...el.querySelectorAll('a[href]')]) {
      if (hrefCount >= limits.hrefs) break;
      const href = (anchor as HTMLAnchorElement).href; // absolute; an SVG link's is an object, skipped
      if (typeof href === 'string' && /^https?:/i.test(href)) {
        hrefs.push(href);
        hrefCount += 1;
      }
    }
    const pieces: string[] = [];
    const walker = (el.ownerDocument ?? document).createTreeWalker(el, 4); // 4: NodeFilter.SHOW_TEXT
    for (let node = walker.nextNode(); node && textCount < limits.text; node = walker.nextNode()) {
      const parent = node.parentNode?.nodeName;
      const value = node.nodeValue ?? '';
      if (parent === 'SCRIPT' || parent === 'STYLE' || !/\S/.test(value)) continue;
      let end = Math.min(value.length, limits.text - textCount);
      // Cut at the bound: the word the cut falls inside is left out (a cut address names another repository).
      if (end < value.length) while (end > 0 && value.charCodeAt(end) > 32) end -= 1;
      if (end > 0) pieces.push(value.slice(0, end));
      textCount = end < value.length ? limits.text : textCount + end + 1;
    }
    out.push({ where, hrefs, text: pieces.join(' ') });
  }
  return out;
}
