// Builds the Firefox package once, its default record source on a loopback port that the test
// file's record server then listens on.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../support/build';
import { freePort } from '../support/free-port';
import { TEST_HOSTS } from '../e2e/global-setup';

export default async function setup(project: TestProject) {
  const port = await freePort();
  const outDir = resolve(ROOT, '.output', process.env.E2E_BUILD_NAME ?? 'e2e-firefox');
  execFileSync('npx', ['wxt', 'build', '-b', 'firefox'], {
    cwd: ROOT,
    env: { ...process.env, RECORD_SOURCE: `http://127.0.0.1:${port}`, BUILD_DIR: outDir, TEST_HOSTS: TEST_HOSTS.join(',') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  project.provide('recordPort', port);
  project.provide('extensionPath', resolve(outDir, 'firefox-mv3'));
}
