// Finds every place a repository's README cites an arXiv paper, with an element to mark each place.
import { findArxivIds } from '../../ids/arxiv-find';
import { README_ARTICLE } from './selectors';

/**
 * One place the README cites a paper. The mark goes `after` the anchor (a link, an image, inline
 * code, an inline element, a code block's box) or, for a mention in a block's own text (`<p>…
 * arXiv:2607.00002 …</p>`), is `append`ed as the block's last child: inserting after a `p` or `li`
 * would start a new line, or put a span straight into a `ul`.
 */
export interface ReadmeCitation {
  arxivId: string;
  anchor: Element;
  placement: 'after' | 'append';
}

// Elements that sit inside a line of text; anything else is a block that owns its text.
const INLINE = new Set('a abbr b bdi bdo cite del dfn em font g-emoji i ins kbd mark q s samp small span strong sub sup time tt u var'.split(' '));
// Never read: no visible text, or (clipboard-copy) a copy of text read elsewhere.
const SKIP = new Set(['script', 'style', 'template', 'svg', 'clipboard-copy', 'button', 'input', 'textarea']);
// Stands for a unit (link, code, image) in a block's joined text, so text either side cannot join up.
const SEPARATOR = '\u0000';
// Deeper than any real README; stops random markup from exhausting the stack.
const MAX_DEPTH = 256;

/** A block being read: its own text joined, and the ids already marked inside it. */
interface Block {
  element: Element;
  text: string;
  marked: Set<string>;
}

const tag = (element: Element): string => element.localName.toLowerCase();
const attributes = (element: Element, names: readonly string[]): string => names.map((name) => element.getAttribute(name) ?? '').join(' ');

/** The text a reader sees in `node`: its text nodes, less those in SKIP elements (an icon's svg). */
function visibleText(node: Node, depth = 0): string {
  if (node.nodeType === 3) return (node as Text).data;
  if (node.nodeType !== 1 || depth > MAX_DEPTH || SKIP.has(tag(node as Element))) return '';
  return [...node.childNodes].map((child) => visibleText(child, depth + 1)).join('');
}

/** The ids a unit stands for, as one place: its text, and the addresses of the links and the badge
 * images in it or that it is (a link with its badge is one place, so is a code block with a link). */
function unitIds(unit: Element): string[] {
  const links = [unit, ...unit.querySelectorAll('a[href], img')].filter((el) => el.matches('a[href], img'));
  const addresses = links.map((el) => attributes(el, tag(el) === 'a' ? ['href'] : ['src', 'data-canonical-src', 'alt', 'title']));
  return findArxivIds([visibleText(unit), ...addresses].join(' \n '));
}

/** The element a code block's mark follows: GitHub's wrapper (with the copy button), else the `pre`. */
function codeBlockBox(pre: Element, root: Element): Element {
  const box = pre.closest('.highlight, .snippet-clipboard-content');
  return box && root.contains(box) && box !== root ? box : pre;
}

function collect(node: Node, block: Block, root: Element, out: ReadmeCitation[], depth: number): void {
  const add = (ids: readonly string[], anchor: Element, placement: ReadmeCitation['placement']): void => {
    for (const arxivId of ids) {
      out.push({ arxivId, anchor, placement });
      block.marked.add(arxivId);
    }
  };
  if (node.nodeType === 3) {
    const data = (node as Text).data;
    block.text += data;
    const parent = node.parentElement;
    const inline = parent && parent !== block.element && INLINE.has(tag(parent));
    add(findArxivIds(data), inline ? parent : block.element, inline ? 'after' : 'append');
    return;
  }
  if (node.nodeType !== 1 || depth > MAX_DEPTH) return;
  const element = node as Element;
  const name = tag(element);
  if (SKIP.has(name)) return;
  if ((name === 'a' && element.hasAttribute('href')) || name === 'img' || name === 'pre' || name === 'code') {
    // A unit: one place however many ways it names the paper (a link and its badge are one).
    block.text += SEPARATOR;
    add(unitIds(element), name === 'pre' ? codeBlockBox(element, root) : element, 'after');
    return;
  }
  if (INLINE.has(name)) {
    for (const child of element.childNodes) collect(child, block, root, out, depth + 1);
    return;
  }
  block.text += SEPARATOR;
  // Stryker disable next-line StringLiteral: the mutant's filler text holds no id and ends in no id character, so it neither makes nor hides one
  const inner: Block = { element, text: '', marked: new Set() };
  for (const child of element.childNodes) collect(child, inner, root, out, depth + 1);
  // A mention split across inline elements (`<b>arXiv</b>:2607.00002`) is in no single text node.
  const split = findArxivIds(inner.text).filter((id) => !inner.marked.has(id));
  for (const arxivId of split) out.push({ arxivId, anchor: element, placement: 'append' });
}

/** The rendered README, or null when the page shows none. */
function readmeArticle(doc: Document): Element | null {
  for (const selector of README_ARTICLE) {
    const found = doc.querySelector(selector);
    if (found) return found;
  }
  return null;
}

/**
 * Every place the README cites an arXiv paper, in reading order: links (address, text and badge
 * images inside, as one place), images, code blocks (BibTeX `eprint = {…}`), inline code and text
 * mentions (`arXiv:2607.00002`), each id canonical (no version). An id cited in three places gives
 * three entries. [] when the page has no README; never throws.
 * @example scanReadmeCitations(document).map((c) => c.arxivId) // ['2607.21653', '2607.00001', '2607.00002', '2607.21653']
 */
export function scanReadmeCitations(doc: Document): ReadmeCitation[] {
  try {
    const root = readmeArticle(doc);
    if (!root) return [];
    const out: ReadmeCitation[] = [];
    // Stryker disable next-line StringLiteral: the outermost block's text is never read (only the blocks inside the README are)
    collect(root, { element: root, text: '', marked: new Set() }, root, out, 0);
    return out;
  } catch {
    return [];
  }
}

/**
 * The papers the README cites, each once, in first-seen order.
 * @example citedIds(document) // ['2607.21653', '2607.00001', '2607.00002']
 */
export function citedIds(doc: Document): string[] {
  return [...new Set(scanReadmeCitations(doc).map((citation) => citation.arxivId))];
}
