// Calls back with the entries of a long list that come near the screen once the page rests a moment.
// An IntersectionObserver on 2000 entries recomputes all 2000 at every frame (about 8 ms on a listing);
// the entries of a list are in top-to-bottom order, so a binary search finds the few near the screen
// in a dozen reads, and only when the page scrolls or changes size.

export interface NearListOptions {
  /** How far outside the viewport counts as near, px. */
  marginPx?: number;
  /** How long an entry must stay near before it counts, ms. */
  dwellMs?: number;
  /** Ends the watch: listeners removed, pending timers cleared. */
  signal: AbortSignal;
  /** The window to listen to and measure (tests pass their own). */
  view?: Window;
}

/**
 * The index range [from, to) of `entries` (in top-to-bottom order) whose box is within `margin` px of
 * the viewport, by binary search on their tops and bottoms.
 * @example nearRange(links, innerHeight, 300, (e) => e.getBoundingClientRect()) // { from: 0, to: 13 }
 */
export function nearRange(entries: readonly Element[], viewportHeight: number, margin: number, rectOf: (e: Element) => { top: number; bottom: number }) {
  let low = 0;
  let high = entries.length;
  // The first entry whose bottom is below the top of the near band.
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (rectOf(entries[mid]!).bottom < -margin) low = mid + 1;
    else high = mid;
  }
  let to = low;
  while (to < entries.length && rectOf(entries[to]!).top <= viewportHeight + margin) to++;
  return { from: low, to };
}

/**
 * Calls `onNear` with the entries that came near the screen, in one batch once the page has stopped
 * scrolling for `dwellMs` (an entry a fast scroll only passes by is never included), each entry once.
 * One batch means one task and one frame for all the badges it brings, however many.
 * @example watchNearList(links, (batch) => insertBadges(batch), { signal: ctx.signal })
 */
export function watchNearList(entries: readonly Element[], onNear: (batch: Element[]) => void, options: NearListOptions): void {
  const view = options.view ?? window;
  const margin = options.marginPx ?? 300;
  const dwellMs = options.dwellMs ?? 120;
  const done = new Set<Element>();
  let near: Element[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;

  const deliver = () => {
    timer = undefined;
    const batch = near.filter((entry) => !done.has(entry));
    for (const entry of batch) done.add(entry);
    // Never empty: the dwell is only started when a near entry is not yet done.
    onNear(batch);
  };
  const check = () => {
    frame = 0;
    const { from, to } = nearRange(entries, view.innerHeight, margin, (e) => e.getBoundingClientRect());
    near = entries.slice(from, to);
    // Every check (a scroll, a resize) starts the dwell again: the batch waits for the page to rest.
    clearTimeout(timer);
    timer = near.some((entry) => !done.has(entry)) ? setTimeout(deliver, dwellMs) : undefined;
  };
  // At most one check a frame, however many scroll events come.
  const schedule = () => {
    if (frame === 0) frame = view.requestAnimationFrame(check);
  };
  // Neither event can be cancelled, so a passive flag would change nothing.
  view.addEventListener('scroll', schedule, { signal: options.signal });
  view.addEventListener('resize', schedule, { signal: options.signal });
  // Entries also move when the page changes its own size (a search result's abstract opened).
  const resized = new ResizeObserver(schedule);
  resized.observe(view.document.body);
  options.signal.addEventListener('abort', () => {
    resized.disconnect();
    view.cancelAnimationFrame(frame); // 0 (none pending) is no frame: cancelling it does nothing
    clearTimeout(timer);
  });
  check();
}
