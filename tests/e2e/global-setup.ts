// Builds the extension once, with its default record source on a loopback port that each
// test file's record server then listens on.
import type { TestProject } from 'vitest/node';
import { buildExtension } from '../support/build';
import { requireBrowser } from '../support/browser-path';
import { freePort } from '../support/free-port';

/**
 * Origins the test build is granted, as no test can click the toolbar or the browser's permission
 * prompt: the lab page "Scan this page" reads, and the sites turned on (tests/support/site-pages.ts).
 */
export const TEST_HOSTS = [
  'https://lab.example/*',
  'https://huggingface.co/*',
  'https://www.alphaxiv.org/*',
  'https://scholar.google.de/*',
  'https://feed.example/*',
] as const;

export default async function setup(project: TestProject) {
  // No browser: one plain line saying what to install, before any build (browser-path.ts).
  requireBrowser('chromium');
  const port = await freePort();
  // Each run builds into its own folder, so runs side by side (two checkouts' worth) never clash.
  const extensionPath = buildExtension({ recordSource: `http://127.0.0.1:${port}`, name: process.env.E2E_BUILD_NAME ?? 'e2e', testHosts: [...TEST_HOSTS] });
  project.provide('recordPort', port);
  project.provide('testHosts', [...TEST_HOSTS]);
  project.provide('extensionPath', extensionPath);
}

declare module 'vitest' {
  export interface ProvidedContext {
    recordPort: number;
    extensionPath: string;
    testHosts: string[];
  }
}
