// Collects the errors a test must not see: exceptions thrown into any page of the context
// (`pageerror`, content scripts included), console errors from the extension's own code on
// those pages, and console errors, uncaught exceptions and unhandled rejections in the
// extension's service worker.
//
// Playwright reports a service worker's console but not its uncaught exceptions, so `arm()`
// adds `error` and `unhandledrejection` listeners there that turn them into console errors. A
// stopped and restarted worker is a new global without them: call `arm()` again after a restart
// (`errors()` re-arms too; an exception between the restart and that call is not seen, though
// the worker's console errors always are). Console errors on pages count only when they come
// from the extension (its script URLs, or its name in the text): the snapshots' own 404s do not.
import type { BrowserContext, ConsoleMessage, Page, Worker } from 'playwright-core';

export interface ErrorWatch {
  /** Everything collected so far, one line each: `page: …`, `console: …`, `worker: …`. */
  errors(): Promise<string[]>;
  /** (Re-)installs the worker's hooks; true when they were missing (a fresh worker). */
  arm(): Promise<boolean>;
  /** Forgets what was collected (e.g. after a test that expects errors on purpose). */
  clear(): void;
}

const HOOKS = () => {
  const scope = self as unknown as { __pclErrorHooks?: boolean } & typeof globalThis;
  if (scope.__pclErrorHooks) return false;
  scope.__pclErrorHooks = true;
  const describe = (value: unknown) => (value instanceof Error ? (value.stack ?? value.message) : String(value));
  scope.addEventListener('error', (event) => console.error(`uncaught: ${describe((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`));
  scope.addEventListener('unhandledrejection', (event) => console.error(`unhandled rejection: ${describe((event as PromiseRejectionEvent).reason)}`));
  return true;
};

/** A console message that our code on a page produced: the extension's scripts, or its name. */
function fromExtension(message: ConsoleMessage, origin: string): boolean {
  const url = message.location().url;
  return url.startsWith(origin) || /Paper Code Lens|Extension context invalidated/i.test(message.text());
}

/** Watches every page of `context`, now and later, and the extension's service worker(s). */
export function watchErrors(context: BrowserContext, extensionId: string): ErrorWatch {
  const origin = `chrome-extension://${extensionId}/`;
  const found: string[] = [];
  const workers = new Set<Worker>();

  const watchPage = (page: Page) => {
    page.on('pageerror', (error) => found.push(`page: ${page.url()}: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && fromExtension(message, origin)) found.push(`console: ${page.url()}: ${message.text()}`);
    });
  };
  const watchWorker = (worker: Worker) => {
    if (!worker.url().startsWith(origin) || workers.has(worker)) return;
    workers.add(worker);
    worker.on('console', (message) => {
      if (message.type() === 'error') found.push(`worker: ${message.text()}`);
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.serviceWorkers().forEach(watchWorker);
  context.on('serviceworker', watchWorker);

  const arm = async () => {
    let fresh = false;
    for (const worker of context.serviceWorkers()) {
      watchWorker(worker);
      if (!worker.url().startsWith(origin)) continue;
      // A worker that is stopped right now cannot be reached; it is armed next time.
      fresh = (await Promise.race([worker.evaluate(HOOKS).catch(() => false), new Promise<boolean>((r) => setTimeout(() => r(false), 2_000))])) || fresh;
    }
    return fresh;
  };

  return {
    arm,
    async errors() {
      await arm();
      return [...found];
    },
    clear() {
      found.length = 0;
    },
  };
}
