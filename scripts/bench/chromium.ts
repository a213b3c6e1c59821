// Launches Debian's Chromium headless, with the built extension or without any, answering arxiv.org and github.com from snapshots.
import { mkdtemp, rm } from 'node:fs/promises';
// The same quiet flags as the e2e tests, so both run the browser alike.
import { QUIET } from '../../tests/support/browser';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { serveArxiv } from '../../tests/support/arxiv-pages';
import { CHROMIUM } from '../../tests/support/browser';
import { requireBrowser } from '../../tests/support/browser-path';
import { serveGithub } from '../../tests/support/github-pages';

export interface BenchBrowser {
  context: BrowserContext;
  /** Null when launched without the extension. */
  extension: { id: string; worker: Worker } | null;
  /** Chromium's product and version, e.g. `HeadlessChrome/140.0.7339.0`, for the report. */
  version: string;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in `__name(fn, "name")`. Functions
 * handed to `page.evaluate` are serialized as source, so in the page that helper must exist too.
 */
export const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/**
 * A fresh profile each launch (so nothing is cached from an earlier bench), the same viewport as the
 * e2e tests, every host but arxiv.org, github.com and loopback refused. `background: false` for an
 * extension without one (nothing to wait for; `extension` is then null).
 * @example const bare = await launchBench(null); const withExt = await launchBench('.output/bench/chrome-mv3');
 */
export async function launchBench(extensionPath: string | null, options: { background?: boolean } = {}): Promise<BenchBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'pcl-bench-'));
  const load = extensionPath ? [`--disable-extensions-except=${extensionPath}`, `--load-extension=${extensionPath}`] : [];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM ?? requireBrowser('chromium'),
    headless: true,
    args: [...QUIET, ...load],
    viewport: { width: 1280, height: 900 },
  });
  try {
    await context.addInitScript({ content: NAME_SHIM });
    let extension: BenchBrowser['extension'] = null;
    if (extensionPath && options.background !== false) {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 20_000 }));
      await worker.evaluate(NAME_SHIM);
      extension = { id: new URL(worker.url()).host, worker };
    }
    // GitHub's route after arXiv's: Playwright tries the last registered first, so it wins over
    // serveArxiv's refusal of every other host.
    await serveArxiv(context);
    await serveGithub(context);
    const first = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(first);
    const { product: version } = await cdp.send('Browser.getVersion');
    await cdp.detach();
    return {
      context,
      extension,
      version,
      newPage: () => context.newPage(),
      close: async () => {
        await context.close().catch(() => undefined);
        await rm(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await context.close().catch(() => undefined);
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
}
