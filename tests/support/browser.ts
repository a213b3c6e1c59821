// Launches Debian's Chromium with the built extension, headless, with no way out to the internet.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Worker } from 'playwright-core';
import { findBrowser, requireBrowser } from './browser-path';

/** Chromium's executable, found where it usually is (browser-path.ts), null when it is nowhere. */
export const CHROMIUM = findBrowser('chromium');

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  worker: Worker;
  close: () => Promise<void>;
}

/** Flags that keep Chromium quiet on a machine with no network (see the machine's notes). */
export const QUIET = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchWithExtension(extensionPath: string, options: { headless?: boolean } = {}): Promise<ExtensionBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'pcl-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM ?? requireBrowser('chromium'),
    headless: options.headless ?? true,
    args: [...QUIET, `--disable-extensions-except=${extensionPath}`, `--load-extension=${extensionPath}`],
    viewport: { width: 1280, height: 900 },
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 20_000 }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    worker,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
