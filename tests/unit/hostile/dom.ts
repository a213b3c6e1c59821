// DOM checks shared by the hostile-input tests: no markup from data, no unsafe links, rendered cleanly.
import type { ComponentChild } from 'preact';
import { render } from 'preact';
import { act } from 'preact/test-utils';

/** Elements no record text may ever turn into; none of our components renders any of them. */
const FORBIDDEN = new Set(
  'script img iframe frame frameset object embed style link meta base svg math form input textarea select video audio source picture template noscript marquee applet'
    .toUpperCase()
    .split(' '),
);
/** Attributes that load or run something, besides every `on…` handler. */
const LOADING_ATTRS = new Set([
  'src',
  'srcdoc',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'ping',
  'codebase',
  'dynsrc',
  'lowsrc',
]);
/** Our classes are all `pcl-…` words built from fixed vocabularies, never from record text. */
const CLASS_TOKEN = /^pcl-[A-Za-z0-9_-]+$/;
/**
 * The file strip's in-page line anchors (`#L12`): the one link that is not http(s). A fragment can only
 * move within this page; LineLink takes letters, digits and `_.:%-` after the `#`, nothing else.
 */
const LINE_ANCHOR = /^#[A-Za-z0-9_.:%-]+$/;

export interface DomRules {
  /** Allow same-page `#L<n>` anchors (the file strip's line links), which open in the same tab. */
  lineAnchors?: boolean;
  /** Also check that the serialised tree parses back into the same elements (slower: a full parse). */
  reparse?: boolean;
}

// happy-dom caches every querySelector(All) answer in a way that keeps each detached tree alive
// (about 1.8 MB a call here), so a thousand cases ran out of memory: these walk the tree by hand.

/** Every element under root (root included), in document order. */
export function elements(root: Element): Element[] {
  const out: Element[] = [];
  const walk = (el: Element) => {
    out.push(el);
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) walk(child);
  };
  walk(root);
  return out;
}

const classesOf = (el: Element) => (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);

/** One walk of a rendered tree, indexed by class and tag, for the many lookups a case makes. */
export interface Tree {
  root: Element;
  /** Every element under root, root excluded, in document order. */
  all: Element[];
  byClass(cls: string): Element[];
  first(cls: string): Element | null;
  byTag(tag: string): Element[];
}

export function treeOf(root: Element): Tree {
  const all = elements(root).slice(1);
  const classes = new Map<string, Element[]>();
  for (const el of all) for (const cls of classesOf(el)) classes.set(cls, [...(classes.get(cls) ?? []), el]);
  return {
    root,
    all,
    byClass: (cls) => classes.get(cls) ?? [],
    first: (cls) => classes.get(cls)?.[0] ?? null,
    byTag: (tag) => all.filter((el) => el.tagName === tag.toUpperCase()),
  };
}

/** Throws (with the offending markup) when the rendered tree breaks any rule. */
export function assertSafeDom(subject: Element | Tree, rules: DomRules = {}): Tree {
  const tree = 'all' in subject ? subject : treeOf(subject);
  const { root, all } = tree;
  const fail = (why: string, el: Element) => {
    throw new Error(`${why}: ${el.outerHTML.slice(0, 300)}`);
  };
  for (const el of all) {
    if (FORBIDDEN.has(el.tagName.toUpperCase())) fail('forbidden element', el);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) fail(`handler attribute ${name}`, el);
      if (LOADING_ATTRS.has(name)) fail(`loading attribute ${name}`, el);
      if (name === 'style' && !(classesOf(el).includes('pcl-runbar-segment') && /^width: ?[0-9.e+-]+%;?$/.test(attr.value))) {
        fail('style attribute', el);
      }
      if (name === 'href' && el.tagName !== 'A') fail('href off a link', el);
      if (name === 'class') {
        for (const token of attr.value.split(/\s+/).filter(Boolean)) if (!CLASS_TOKEN.test(token)) fail(`class token ${JSON.stringify(token)}`, el);
      }
      if (name === 'id' && !/^[A-Za-z0-9_:-]+$/.test(attr.value)) fail('id from data', el);
    }
  }
  for (const a of all.filter((el) => el.tagName === 'A')) {
    const href = a.getAttribute('href');
    if (href === null) fail('link without href', a);
    if (rules.lineAnchors && LINE_ANCHOR.test(href!)) {
      if (a.hasAttribute('target')) fail('line anchor opens a new tab', a);
      continue;
    }
    let protocol: string;
    try {
      protocol = new URL(href!).protocol;
    } catch {
      return fail('href is not an absolute URL', a);
    }
    if (protocol !== 'http:' && protocol !== 'https:') fail(`href scheme ${protocol}`, a);
    if (a.getAttribute('rel') !== 'noopener noreferrer') fail('external link without rel="noopener noreferrer"', a);
    if (a.getAttribute('target') !== '_blank') fail('external link not in a new tab', a);
  }
  if (!rules.reparse) return tree;
  // The serialised tree reads back as the same elements: no text turns into markup even when copied.
  const reparsed = document.createElement('template');
  reparsed.innerHTML = root.innerHTML;
  const tags = (els: Element[]) => els.map((e) => e.tagName).join(',');
  const reparsedEls = Array.from(reparsed.content.children).flatMap(elements);
  if (tags(reparsedEls) !== tags(all)) throw new Error('the serialised markup parses into other elements');
  return tree;
}

let host: HTMLElement | null = null;

/**
 * Renders into a fresh detached container (a third faster than one in the document, and nothing
 * carries over between cases), unmounting the previous one, and opens every disclosure in it, as a
 * reader clicking each would: what a disclosure holds is drawn at its first opening.
 */
export function show(vnode: ComponentChild): HTMLElement {
  if (host) render(null, host);
  const shown = document.createElement('div');
  host = shown;
  void act(() => render(vnode, shown));
  for (const closed of shown.querySelectorAll<HTMLButtonElement>('.pcl-disclosure-button[aria-expanded="false"]')) void act(() => closed.click());
  return shown;
}

export function unmountAll(): void {
  if (host) render(null, host);
  host = null;
}
