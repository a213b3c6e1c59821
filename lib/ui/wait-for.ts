// For pages that render after load (alphaXiv draws its paper page with script): waits, without
// polling, until a check of the page finds what it looks for.

export interface WaitOptions {
  signal: AbortSignal;
  /** Gives up after this long, ms, and resolves null. */
  timeoutMs: number;
}

/**
 * Resolves with `check()`'s first non-null answer: at once, or after a change to the page (checked
 * at most once a frame), or null at the timeout or when the signal ends the wait.
 * @example const header = await waitFor(() => document.querySelector('main h1'), { signal: ctx.signal, timeoutMs: 10_000 })
 */
export function waitFor<T>(doc: Document, check: () => T | null, options: WaitOptions): Promise<T | null> {
  const now = check();
  if (now !== null || options.signal.aborted) return Promise.resolve(now);
  return new Promise((resolve) => {
    let frame = 0;
    const finish = (value: T | null) => {
      changes.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      options.signal.removeEventListener('abort', stop);
      resolve(value);
    };
    const stop = () => finish(null);
    const changes = new MutationObserver(() => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const found = check();
        if (found !== null) finish(found);
      });
    });
    changes.observe(doc.documentElement, { childList: true, subtree: true });
    const timer = setTimeout(stop, options.timeoutMs);
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: stop's finish removes this listener itself, so `once` only restates it
    options.signal.addEventListener('abort', stop, { once: true });
  });
}
