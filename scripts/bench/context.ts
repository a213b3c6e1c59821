// What every measurement gets: both browsers, the extension's own tab, the record server and the options.
import type { Page } from 'playwright-core';
import type { RecordServer } from '../../server/app';
import type { BenchBrowser } from './chromium';
import type { BenchOptions } from './options';

export interface BenchContext {
  /** Chromium with the bench build loaded. */
  ext: BenchBrowser;
  /** The same Chromium with no extension, for the page's own cost in the same run. */
  bare: BenchBrowser;
  /** The same Chromium with an extension whose one content script is empty (empty-extension.ts). */
  empty: BenchBrowser;
  /** The same Chromium with the floor of the stack (scripts/bench/floor/), when it built; else null. */
  floor: BenchBrowser | null;
  /** A tab on the extension's origin, to ask the background (see extension-messages.ts). */
  extTab: Page;
  /** `chrome-extension://<id>/`: which scripts in a trace are ours. */
  scriptPrefix: string;
  server: RecordServer;
  options: BenchOptions;
  /** Progress, to stderr: the table alone goes to stdout. */
  log: (line: string) => void;
}

/**
 * Record requests for papers so far (the server logs every request on arrival).
 * @example const before = paperRequests(ctx.server); await load(); const made = paperRequests(ctx.server) - before;
 */
export const paperRequests = (server: RecordServer) => server.requests.filter((r) => r.path.startsWith('/paper/')).length;

/**
 * Waits until `count()` has not changed for `quietMs` (polled every 50 ms), at most `maxMs`.
 * @example await settle(() => paperRequests(server), 1000, 10_000)
 */
export async function settle(count: () => number, quietMs: number, maxMs: number): Promise<void> {
  const end = Date.now() + maxMs;
  let last = count();
  let since = Date.now();
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    const now = count();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}
