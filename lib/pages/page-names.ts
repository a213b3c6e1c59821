// What the popup's "Scan this page" reads from a tab: the addresses its links point at and its text,
// bounded. Runs inside the tab (through scripting.executeScript), so it is one self-contained
// function: it may use nothing from outside itself, and it returns plain data.

/** At most this many links and characters of text are read from one page. */
export const PAGE_LIMITS = { links: 5_000, text: 100_000 } as const;

export interface PageNames {
  /** The links' absolute addresses, in page order. */
  links: string[];
  /** The page's visible text, cut at `PAGE_LIMITS.text`. */
  text: string;
}

/**
 * Reads the document it runs in. The limits come as an argument: the function is sent to the page
 * as source and cannot see this module's constants.
 * @example await browser.scripting.executeScript({ target: { tabId }, func: collectPageNames, args: [PAGE_LIMITS] })
 */
export function collectPageNames(limits: { links: number; text: number }): PageNames {
  const links: string[] = [];
  for (const anchor of document.querySelectorAll('a[href]')) {
    if (links.length >= limits.links) break;
    const href = (anchor as HTMLAnchorElement).href;
    if (href.startsWith('http')) links.push(href);
  }
  // biome-ignore lint/performance/useDomNodeTextContent: the text a reader sees, not the page's scripts, styles and hidden parts; read once, on a click.
  const text = (document.body?.innerText ?? '').slice(0, limits.text);
  return { links, text };
}
