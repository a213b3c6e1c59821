// Which look a badge or panel takes on a page it does not own: the one that keeps its contrast
// against the background it actually sits on, whatever the system theme says (arXiv's pages stay
// white in a dark system; arXiv's HTML view and some sites switch themselves).

export type PageTheme = 'light' | 'dark';

/** `rgb(…)`/`rgba(…)` (what browsers compute) or `#rgb`/`#rrggbb` as [r, g, b, alpha]; null for anything else. */
function channels(color: string): [number, number, number, number] | null {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)).concat(1) as [number, number, number, number];
  }
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(color);
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number.parseFloat(m[4]) / 100 : Number(m[4]);
  return [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(r: number, g: number, b: number): number {
  const lin = (c: number) => {
    const s = c / 255;
    // Stryker disable next-line EqualityOperator: the two curves meet at 0.03928 (within 1e-6), so which one takes the boundary changes no theme
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The luminance of the two themes' text (#1f2328 and #e6edf3, components/badges/badge.css and shared/panel.css). */
const LIGHT_TEXT = luminance(0x1f, 0x23, 0x28);
const DARK_TEXT = luminance(0xe6, 0xed, 0xf3);

/** The theme whose text has the greater contrast against a background of luminance `bg`. */
function themeFor(bg: number): PageTheme {
  const onLight = (bg + 0.05) / (LIGHT_TEXT + 0.05);
  const onDark = (DARK_TEXT + 0.05) / (bg + 0.05);
  // Stryker disable next-line EqualityOperator: the two contrasts are equal only at an irrational luminance no colour lands on
  return onDark > onLight ? 'dark' : 'light';
}

/**
 * The theme that fits the background behind `element`: the first ancestor with a mostly opaque
 * background colour decides; a page that paints none shows the canvas, light unless the page asks
 * for a dark one (`color-scheme: dark` on its root).
 * @example backgroundTheme(link) // 'dark' on a page with a dark background
 */
export function backgroundTheme(element: Element, view: Window = element.ownerDocument.defaultView ?? window): PageTheme {
  return backgroundReader(element.ownerDocument, view)(element);
}

/**
 * {@link backgroundTheme} for many elements of one page read at one moment: each ancestor is read
 * once for all of them, so a thousand links in one feed cost a thousand reads of their own
 * backgrounds and one of the feed's, not four thousand.
 */
function backgroundReader(doc: Document, view: Window): (element: Element) => PageTheme {
  // What each element read so far sits on: a theme, or null where nothing up to the root paints.
  const known = new Map<Element, PageTheme | null>();
  let canvas: PageTheme | undefined;
  return (element) => {
    const path: Element[] = [];
    let found: PageTheme | null | undefined;
    for (let node: Element | null = element; node && found === undefined; node = node.parentElement) {
      if (known.has(node)) found = known.get(node);
      else {
        path.push(node);
        const color = channels(view.getComputedStyle(node).backgroundColor);
        if (color && color[3] >= 0.5) found = themeFor(luminance(color[0], color[1], color[2]));
      }
    }
    for (const node of path) known.set(node, found ?? null);
    if (found) return found;
    // Stryker disable next-line StringLiteral: browsers always give a colour scheme; any other fallback text is not "dark" either
    canvas ??= /^dark\b/.test(view.getComputedStyle(doc.documentElement).colorScheme ?? '') ? 'dark' : 'light';
    return canvas;
  };
}

/**
 * The theme of the page at `element`: the page's own switch where it has one (`data-theme` on its
 * root, as arXiv's HTML view has), else the background it actually sits on.
 * @example pageThemeAt(document.querySelector('.ltx_abstract')!) // 'dark' when the reader chose arXiv's dark theme
 */
export function pageThemeAt(element: Element): PageTheme {
  return pageThemeReader(element.ownerDocument)(element);
}

/**
 * {@link pageThemeAt} for many elements of one page read at one moment (a batch of badges), each
 * ancestor's background read once.
 * @example const themeAt = pageThemeReader(document); const themes = links.map((link) => themeAt(link))
 */
export function pageThemeReader(doc: Document): (element: Element) => PageTheme {
  const own = doc.documentElement.getAttribute('data-theme');
  if (own === 'dark' || own === 'light') return () => own;
  return backgroundReader(doc, doc.defaultView ?? window);
}
