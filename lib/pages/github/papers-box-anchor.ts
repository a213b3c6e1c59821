// Finds where on a repository page the papers box goes: under About, else above the README, else atop the main column.
import { MAIN_COLUMN, NOT_IN_README_BOX, README, README_TABS, SECTION_HEADING, SIDEBAR_GRID, SIDEBAR_SECTIONS, type Alternatives } from './selectors';

export type BoxPlacement = 'after' | 'before' | 'first';

export interface PapersBoxAnchor {
  anchor: Element;
  placement: BoxPlacement;
  /** Which page variant matched, for the content script's log: e.g. `sidebar-about`, `readme`. */
  variant: string;
}

const all = (root: ParentNode, selector: string): Element[] => {
  try {
    return [...root.querySelectorAll(selector)];
  } catch {
    return [];
  }
};
const first = (root: ParentNode, alternatives: Alternatives): Element | null => {
  for (const selector of alternatives) {
    const found = all(root, selector)[0];
    if (found) return found;
  }
  return null;
};

/** The sidebar section headed "About". Only sections inside the sidebar grid count: GitHub also
 * renders an About copy for narrow screens in the main column, which is hidden on wide ones. */
function aboutSection(doc: Document): { section: Element; index: number } | null {
  for (const [index, selector] of SIDEBAR_SECTIONS.entries()) {
    for (const section of all(doc, selector)) {
      const heading = section.querySelector(SECTION_HEADING)?.textContent.trim();
      if (heading === 'About') return { section, index };
    }
  }
  return null;
}

/** The box holding the README: the one that also holds its tab bar, else `#readme` itself. */
function readmeBox(doc: Document): Element | null {
  const readme = first(doc, README);
  if (!readme) return null;
  const tabs = doc.querySelector(README_TABS);
  // Stryker disable next-line ConditionalExpression: with no tabs no ancestor contains them (contains(null) is false), so the walk below ends at readme too
  if (!tabs) return readme;
  // The nearest ancestor holding both, kept only when it holds nothing much else (the README box,
  // not the whole column): neither the file list nor the sidebar.
  for (let box = readme.parentElement; box; box = box.parentElement) {
    if (box.contains(tabs)) {
      return box.querySelector(NOT_IN_README_BOX) ? readme : box;
    }
  }
  return readme;
}

/**
 * Where the papers box goes on a repository page, best first: after the sidebar's About section
 * (`sidebar-about` for the 2026 React sidebar, `sidebar-about-row` for a BorderGrid row), first in a
 * sidebar whose About is not found (`sidebar-first`), before the README box (`readme`), first in the
 * main column (`main-column`). Null only when the page has none of these; never throws.
 * @example findPapersBoxAnchor(document) // { anchor: <About section>, placement: 'after', variant: 'sidebar-about' }
 */
export function findPapersBoxAnchor(doc: Document): PapersBoxAnchor | null {
  try {
    const about = aboutSection(doc);
    if (about) return { anchor: about.section, placement: 'after', variant: about.index === 0 ? 'sidebar-about' : 'sidebar-about-row' };
    const grid = first(doc, SIDEBAR_GRID);
    if (grid) return { anchor: grid, placement: 'first', variant: 'sidebar-first' };
    const readme = readmeBox(doc);
    if (readme) return { anchor: readme, placement: 'before', variant: 'readme' };
    const main = first(doc, MAIN_COLUMN);
    return main ? { anchor: main, placement: 'first', variant: 'main-column' } : null;
  } catch {
    return null;
  }
}
