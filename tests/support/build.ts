// Builds the extension into its own folder with a given default record source.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Returns the unpacked extension's folder (Chrome's, or Firefox's with `browser`). `testHosts`:
 * origins the build may read without a click (wxt.config.ts), for the tests and the demo only. */
export function buildExtension(options: { recordSource: string; name: string; testHosts?: string[]; browser?: 'chrome' | 'firefox' }): string {
  const outDir = resolve(ROOT, '.output', options.name);
  const browser = options.browser ?? 'chrome';
  execFileSync('npx', ['wxt', 'build', '-b', browser], {
    cwd: ROOT,
    env: {
      ...process.env,
      RECORD_SOURCE: options.recordSource,
      SECOND_SOURCE: options.recordSource,
      GITHUB_API: options.recordSource,
      BUILD_DIR: outDir,
      TEST_HOSTS: (options.testHosts ?? []).join(','),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return resolve(outDir, `${browser}-mv3`);
}
