// Follows the links of any page, including those it adds later (feeds that load more as you scroll),
// and calls back with the ones that came near the screen once the page rests a moment.
// The page's own work comes first: links are read a bounded chunk at a time in idle moments, the
// MutationObserver only notes what was added, and nothing is looked up until it nears the screen.

export interface LinkWatchOptions {
  /** Ends the watch: observers disconnected, pending work dropped. */
  signal: AbortSignal;
  /** At most this many links are read in one idle moment. */
  chunk?: number;
  /** How far outside the viewport counts as near, px. */
  marginPx?: number;
  /** How long the page must rest before the near links are delivered, ms. */
  dwellMs?: number;
}

export interface NearLink<T> {
  link: HTMLAnchorElement;
  value: T;
}

type Idle = (run: () => void) => void;

/** An idle moment where the browser has them (both engines we support do), a task otherwise. */
const whenIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 0);
};

/**
 * Reads every link of `doc` (now and later) through `read`; the ones it accepts are watched, and
 * those near the screen are handed to `onNear` in one batch when scrolling rests, each link once.
 * @example watchLinks(document, (a) => linkTarget(a.href), (batch) => insertBadges(batch), { signal: ctx.signal })
 */
export function watchLinks<T>(
  doc: Document,
  read: (link: HTMLAnchorElement) => T | null,
  onNear: (batch: NearLink<T>[]) => void,
  options: LinkWatchOptions,
): void {
  const chunk = options.chunk ?? 200;
  const dwellMs = options.dwellMs ?? 120;
  const values = new Map<Element, T>();
  const seen = new WeakSet<Element>();
  const near = new Set<HTMLAnchorElement>();
  // Roots still to read (the body, then what the page adds), and the links of the one being read.
  const roots: Element[] = doc.body ? [doc.body] : [];
  let links: HTMLAnchorElement[] = [];
  let cursor = 0;
  let reading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const deliver = () => {
    timer = undefined;
    const batch = [...near].map((link) => ({ link, value: values.get(link) as T }));
    near.clear();
    for (const { link } of batch) {
      visible.unobserve(link);
      values.delete(link);
    }
    if (batch.length > 0 && !options.signal.aborted) onNear(batch);
  };
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const link = entry.target as HTMLAnchorElement;
        if (entry.isIntersecting) near.add(link);
        else near.delete(link);
      }
      clearTimeout(timer);
      timer = near.size > 0 ? setTimeout(deliver, dwellMs) : undefined;
    },
    { rootMargin: `${options.marginPx ?? 300}px 0px` },
  );

  const readSome = () => {
    let budget = chunk;
    while (budget > 0 && !options.signal.aborted) {
      if (cursor >= links.length) {
        const root = roots.shift();
        if (!root) break;
        links = root instanceof HTMLAnchorElement ? [root] : [...root.querySelectorAll<HTMLAnchorElement>('a[href]')];
        cursor = 0;
        continue;
      }
      const link = links[cursor++]!;
      budget--;
      if (seen.has(link)) continue;
      seen.add(link);
      const value = read(link);
      if (value === null) continue;
      values.set(link, value);
      visible.observe(link);
    }
    reading = cursor < links.length || roots.length > 0;
    if (reading && !options.signal.aborted) whenIdle(readSome);
  };
  const readLater = () => {
    if (reading) return;
    reading = true;
    whenIdle(readSome);
  };

  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) roots.push(node);
    readLater();
  });
  if (doc.body) added.observe(doc.body, { childList: true, subtree: true });
  options.signal.addEventListener('abort', () => {
    added.disconnect();
    visible.disconnect();
    clearTimeout(timer);
    roots.length = 0;
  });
  readLater();
}
