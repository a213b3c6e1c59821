// Runs at most N tasks at once; a task asked for again while it is queued or running is shared.

/**
 * @example const queue = createRequestQueue(4); await queue.run('paper:2607.21653', () => get());
 */
export function createRequestQueue(limit: number) {
  const shared = new Map<string, Promise<unknown>>();
  const waiting: (() => void)[] = [];
  let running = 0;

  function acquire(): Promise<void> {
    if (running < limit) {
      running++;
      return Promise.resolve();
    }
    // The releasing task hands its slot over, so `running` stays unchanged.
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const existing = shared.get(key);
    if (existing !== undefined) return existing as Promise<T>;
    const promise = (async () => {
      await acquire();
      try {
        return await task();
      } finally {
        release();
        shared.delete(key);
      }
    })();
    shared.set(key, promise);
    return promise;
  }

  return {
    run,
    get active() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}
