// What every end-to-end test file starts with: the record server on the port the build expects,
// and Chromium with the extension, arxiv.org, github.com and the other sites answered from snapshots.
import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { createRecordServer, type RecordServer } from '../../server/app';
import { serveArxiv } from './arxiv-pages';
import { launchWithExtension, type ExtensionBrowser } from './browser';
import { serveGithub } from './github-pages';
import { GITHUB_DIR, RECORDS_DIR, SECOND_DIR } from './records';
import { serveSites } from './site-pages';

export interface Harness {
  server: RecordServer;
  browser: ExtensionBrowser;
  /** The record server's address, the build's default record source. */
  url: string;
  close(): Promise<void>;
}

/** Call in `beforeAll`; `close` in `afterAll`. */
export async function startHarness(): Promise<Harness> {
  const server = createRecordServer({ dir: RECORDS_DIR, secondDir: SECOND_DIR, githubDir: GITHUB_DIR });
  const { url } = await server.listen(inject('recordPort'));
  const browser = await launchWithExtension(inject('extensionPath'));
  await serveArxiv(browser.context);
  await serveGithub(browser.context);
  await serveSites(browser.context);
  return {
    server,
    browser,
    url,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Starts the harness before a file's tests and closes it after them.
 * @example const harness = harnessForFile(); it('…', async () => { const page = await harness().browser.context.newPage(); });
 */
export function harnessForFile(): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('the harness is not started: call harnessForFile() at the top of the file');
    return harness;
  };
}

/** A new tab on `url` (arxiv.org and github.com come from the snapshots). */
export async function openPage(browser: ExtensionBrowser, url: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(url);
  return page;
}

/** Empties the extension's record cache, and with `session` its session storage (a pause a
 * Retry-After asked for, among others), so what a test sees comes from the source it set up. */
export async function clearCache(worker: Worker, { session = false } = {}): Promise<void> {
  await worker.evaluate(async (alsoSession) => {
    const keys = Object.keys(await chrome.storage.local.get(null)).filter((k) => k.startsWith('cache'));
    await chrome.storage.local.remove(keys);
    if (alsoSession) await chrome.storage.session.clear();
  }, session);
}
