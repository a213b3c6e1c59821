// Builds the Firefox package once, its default record source on a loopback port that the test
// file's record server then listens on.
import type { TestProject } from 'vitest/node';
import { buildExtension } from '../support/build';
import { requireBrowser } from '../support/browser-path';
import { freePort } from '../support/free-port';
import { TEST_HOSTS } from '../e2e/global-setup';

export default async function setup(project: TestProject) {
  requireBrowser('firefox');
  const port = await freePort();
  const name = process.env.E2E_BUILD_NAME ?? 'e2e-firefox';
  const extensionPath = buildExtension({ recordSource: `http://127.0.0.1:${port}`, name, testHosts: [...TEST_HOSTS], browser: 'firefox' });
  project.provide('recordPort', port);
  project.provide('extensionPath', extensionPath);
}
