// Builds the extension into its own folder with a given default record source.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Returns the unpacked extension's folder (Chrome's, or Firefox's with `browser`). `recordSource`:
 * the record source, Papers with Code's and GitHub's API address all at once (the tests' record
 * server); `null` keeps a reader's defaults (wxt.config.ts), as the README's pictures show them.
 * `testHosts`: origins the build may read without a click (wxt.config.ts), for the tests and the demo only.
 * @example buildExtension({ recordSource: 'http://127.0.0.1:4000', name: 'e2e' })
 */
export function buildExtension(options: { recordSource: string | null; name: string; testHosts?: string[]; browser?: 'chrome' | 'firefox' }): string {
  const outDir = resolve(ROOT, '.output', options.name);
  const browser = options.browser ?? 'chrome';
  const { RECORD_SOURCE: _r, SECOND_SOURCE: _s, GITHUB_API: _g, ...inherited } = process.env;
  const sources =
    options.recordSource === null ? {} : { RECORD_SOURCE: options.recordSource, SECOND_SOURCE: options.recordSource, GITHUB_API: options.recordSource };
  execFileSync('npx', ['wxt', 'build', '-b', browser], {
    cwd: ROOT,
    env: { ...inherited, ...sources, BUILD_DIR: outDir, TEST_HOSTS: (options.testHosts ?? []).join(',') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return resolve(outDir, `${browser}-mv3`);
}
