// Follows the links of any page, including those it adds later (feeds that load more as you scroll),
// and calls back with the ones near the screen once the page rests a moment.
// The page's own work comes first: links are read a bounded chunk at a time in idle moments, the
// MutationObserver only notes what was added, and where the links are is read only when scrolling
// rests (an IntersectionObserver on thousands of links recomputes them all at every frame: 160 ms
// of a 5,000-link page's load, measured with npm run bench).

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

/** An idle moment where the browser has them (both engines we support do), a task otherwise. */
const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 0);
};

/** Pages link the same few addresses many times: each address is read once (up to this many). */
const MAX_REMEMBERED = 5_000;

/**
 * Reads every link of `doc` (now and later) through `read`; the ones it accepts wait until they are
 * near the screen, and are handed to `onNear` in one batch when scrolling rests, each link once.
 * @example watchLinks(document, (href) => linkTarget(href), (batch) => insertBadges(batch), { signal: ctx.signal })
 */
export function watchLinks<T>(doc: Document, read: (href: string) => T | null, onNear: (batch: NearLink<T>[]) => void, options: LinkWatchOptions): void {
  const view = doc.defaultView ?? window;
  const chunk = options.chunk ?? 200;
  const margin = options.marginPx ?? 300;
  const dwellMs = options.dwellMs ?? 120;
  const readings = new Map<string, T | null>();
  const seen = new WeakSet<Element>();
  let waiting: NearLink<T>[] = [];
  // Roots still to read (the body, then what the page adds), and the links of the one being read.
  const roots: Element[] = doc.body ? [doc.body] : [];
  let links: HTMLAnchorElement[] = [];
  let cursor = 0;
  let reading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;

  const readHref = (href: string): T | null => {
    if (readings.has(href)) return readings.get(href)!;
    if (readings.size >= MAX_REMEMBERED) readings.clear();
    const value = read(href);
    readings.set(href, value);
    return value;
  };

  /** Delivers the waiting links near the screen; the rest wait on. One pass of rect reads, at rest only. */
  const deliver = () => {
    timer = undefined;
    if (options.signal.aborted) return;
    const bottom = view.innerHeight + margin;
    const near: NearLink<T>[] = [];
    const still: NearLink<T>[] = [];
    for (const entry of waiting) {
      // A link off the page is dropped and forgotten: if the page puts it back (a feed re-parenting
      // its items), the observer notes it and it is read again.
      if (!entry.link.isConnected) {
        seen.delete(entry.link);
        continue;
      }
      const rect = entry.link.getBoundingClientRect();
      const shown = rect.width > 0 || rect.height > 0;
      (shown && rect.bottom >= -margin && rect.top <= bottom ? near : still).push(entry);
    }
    waiting = still;
    if (near.length > 0) onNear(near);
  };
  /** Every scroll, resize or new link starts the dwell again: the batch waits for the page to rest. */
  const restartDwell = () => {
    frame = 0;
    clearTimeout(timer);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: with nothing waiting, deliver finds nothing to hand on; this only spares a timer
    timer = waiting.length > 0 ? setTimeout(deliver, dwellMs) : undefined;
  };
  const schedule = () => {
    // Stryker disable next-line ConditionalExpression: more frames in one would only restart the same dwell at the same moment; this spares them
    if (frame === 0) frame = view.requestAnimationFrame(restartDwell);
  };

  const readSome = () => {
    let budget = chunk;
    const before = waiting.length;
    while (budget > 0 && !options.signal.aborted) {
      if (cursor >= links.length) {
        const root = roots.shift();
        if (!root) break;
        links = root.localName === 'a' ? [root as HTMLAnchorElement] : [...root.querySelectorAll<HTMLAnchorElement>('a[href]')];
        cursor = 0;
        continue;
      }
      const link = links[cursor++]!;
      budget--;
      if (seen.has(link)) continue;
      seen.add(link);
      const value = readHref(link.href);
      if (value !== null) waiting.push({ link, value });
    }
    reading = cursor < links.length || roots.length > 0;
    if (reading && !options.signal.aborted) whenIdle(readSome);
    if (waiting.length > before) schedule();
  };
  const readLater = () => {
    if (reading) return;
    reading = true;
    whenIdle(readSome);
  };

  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node.nodeType === 1) roots.push(node as Element);
    readLater();
  });
  if (doc.body) added.observe(doc.body, { childList: true, subtree: true });
  // Neither event can be cancelled, so a passive flag would change nothing.
  view.addEventListener('scroll', schedule, { signal: options.signal });
  view.addEventListener('resize', schedule, { signal: options.signal });
  options.signal.addEventListener('abort', () => {
    added.disconnect();
    clearTimeout(timer);
    // Frame handles are never 0, so with no frame pending this cancels nothing.
    view.cancelAnimationFrame(frame);
    roots.length = 0;
    waiting = [];
  });
  readLater();
}
