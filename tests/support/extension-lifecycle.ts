// Drives the extension's life from a test: stop its service worker as Chromium does when it is
// idle (DevTools protocol, ServiceWorker domain), turn on developer mode, and reload it.
import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';

type Version = { versionId: string; registrationId: string; scriptURL: string; runningStatus: string };

/** A DevTools session on a blank page that follows the extension's service worker versions. */
export interface WorkerControl {
  /** Stops the extension's running worker and resolves once Chromium says it has stopped. */
  stop(): Promise<void>;
  /** Starts it (as any extension event would) and resolves once it runs. */
  start(): Promise<void>;
  /** The last running status Chromium reported: `running`, `stopping`, `stopped`, `starting`. */
  readonly status: string;
  /** Resolves once the worker's status is `status` (e.g. `running` again after a restart). */
  waitFor(status: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function controlWorker(context: BrowserContext, extensionId: string): Promise<WorkerControl> {
  const page: Page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  const script = `chrome-extension://${extensionId}/`;
  let current: Version | null = null;
  const listeners = new Set<() => void>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }: { versions: Version[] }) => {
    const ours = versions.filter((v) => v.scriptURL.startsWith(script));
    if (ours.length === 0) return;
    current = ours[ours.length - 1]!;
    for (const listener of listeners) listener();
  });
  await cdp.send('ServiceWorker.enable');

  const waitFor = (status: string, timeoutMs = 10_000) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (current?.runningStatus !== status) return;
        cleanup();
        done();
      };
      const timer = setTimeout(() => {
        cleanup();
        fail(new Error(`worker not ${status} within ${timeoutMs} ms (is ${current?.runningStatus})`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  return {
    get status() {
      return current?.runningStatus ?? 'unknown';
    },
    waitFor,
    async stop() {
      await waitFor('running');
      await cdp.send('ServiceWorker.stopWorker', { versionId: current!.versionId });
      await waitFor('stopped');
    },
    async start() {
      if (current?.runningStatus === 'running') return;
      await cdp.send('ServiceWorker.startWorker', { scopeURL: script });
      await waitFor('running');
    },
    async close() {
      await cdp.detach().catch(() => undefined);
      await page.close();
    },
  };
}

/**
 * Chromium disables an unpacked extension that reloads while developer mode is off (as a
 * command-line `--load-extension` leaves it), so a reload test turns it on first, as a
 * developer loading the extension by hand has it.
 */
export async function enableDeveloperMode(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto('chrome://extensions');
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          (
            chrome as unknown as { developerPrivate: { updateProfileConfiguration(c: object, cb: () => void): void } }
          ).developerPrivate.updateProfileConfiguration({ inDeveloperMode: true }, done),
        ),
    );
  } finally {
    await page.close();
  }
}

/** `chrome.runtime.reload()` from inside the worker; resolves with the reloaded extension's worker. */
export async function reloadExtension(context: BrowserContext, worker: Worker): Promise<Worker> {
  const next = context.waitForEvent('serviceworker', { timeout: 15_000, predicate: (w) => w !== worker && w.url() === worker.url() });
  // Reloaded a moment later, so this evaluation returns before its context goes away.
  await worker.evaluate(() => void setTimeout(() => chrome.runtime.reload(), 20));
  return next;
}
