// Builds the extension into its own folder with a given default record source.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Returns the unpacked Chrome extension's folder. `testHosts`: origins the build may read without a
 * click (wxt.config.ts), for the end-to-end suite only. */
export function buildExtension(options: { recordSource: string; name: string; testHosts?: string[] }): string {
  const outDir = resolve(ROOT, '.output', options.name);
  execFileSync('npx', ['wxt', 'build'], {
    cwd: ROOT,
    env: { ...process.env, RECORD_SOURCE: options.recordSource, BUILD_DIR: outDir, TEST_HOSTS: (options.testHosts ?? []).join(',') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return resolve(outDir, 'chrome-mv3');
}
