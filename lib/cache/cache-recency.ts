// When each cached answer was last used, kept in memory and written to the index in one debounced
// write: a hit then costs one storage read at any cache size, instead of rewriting the whole index.
// Uses recorded but not yet written when the worker stops are lost; the order of eviction is then off
// by a few seconds of reading, never the bounds.

export interface RecencyOptions {
  delayMs: number;
  write: (uses: Map<string, number>) => Promise<void>;
}

export function createRecency({ delayMs, write }: RecencyOptions) {
  let pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** Takes the recorded uses, so each is written once. */
  function take(): Map<string, number> {
    const taken = pending;
    pending = new Map();
    // Stryker disable next-line ConditionalExpression: clearing no timer does nothing, so clearing unconditionally changes nothing
    if (timer !== null) clearTimeout(timer);
    timer = null;
    return taken;
  }

  async function flush(): Promise<void> {
    const uses = take();
    if (uses.size > 0) await write(uses).catch(() => undefined);
  }

  return {
    /** Records a use; the write follows within `delayMs`. */
    used(key: string, at: number): void {
      pending.set(key, at);
      timer ??= setTimeout(() => void flush(), delayMs);
    },
    /** Folds the recorded uses into rows about to be written anyway (a put), and forgets them. */
    applyTo(rows: Record<string, { usedAt: number }>): void {
      for (const [key, at] of take()) if (rows[key]) rows[key].usedAt = Math.max(rows[key].usedAt, at);
    },
    forget(): void {
      take();
    },
    flush,
  };
}
