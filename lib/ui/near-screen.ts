// Calls back once for each element that comes near the screen and stays there a moment, so a
// fast scroll through a long listing does not ask for every entry it passes.

export interface NearScreenOptions {
  /** How far outside the viewport counts as near. */
  rootMargin?: string;
  /** How long an element must stay near before it counts. */
  dwellMs?: number;
  /** Ends the watch: observers disconnected, pending timers cleared. */
  signal: AbortSignal;
}

/**
 * @example watchNearScreen(hosts, (host) => mount(host), { signal: ctx.signal })
 */
export function watchNearScreen(targets: Element[], onNear: (target: Element) => void, options: NearScreenOptions): void {
  const dwellMs = options.dwellMs ?? 120;
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const observer = new IntersectionObserver(
    (changes) => {
      for (const change of changes) {
        const pending = timers.get(change.target);
        if (change.isIntersecting && pending === undefined) {
          timers.set(
            change.target,
            setTimeout(() => {
              timers.delete(change.target);
              observer.unobserve(change.target);
              onNear(change.target);
            }, dwellMs),
          );
        } else if (!change.isIntersecting && pending !== undefined) {
          clearTimeout(pending);
          timers.delete(change.target);
        }
      }
    },
    { rootMargin: options.rootMargin ?? '300px 0px' },
  );
  for (const target of targets) observer.observe(target);
  options.signal.addEventListener('abort', () => {
    observer.disconnect();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  });
}
