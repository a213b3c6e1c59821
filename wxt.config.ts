// Build configuration: the manifest for Chrome, Edge and Firefox, the record source baked in as the
// default setting, and the store packages (`npm run zip`).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { platformManifest } from './lib/platform/manifest';
import { originPattern } from './lib/util/origin-pattern';
import { leanContentScripts } from './scripts/build/lean-content-scripts';

/** The record source used when the user has not chosen one (`RECORD_SOURCE` at build time). */
const recordSource = process.env.RECORD_SOURCE ?? 'https://codewithpapers.app';
/** The second source's default address (`SECOND_SOURCE`; the tests point it at their loopback server). */
const secondSource = process.env.SECOND_SOURCE ?? 'https://paperswithcode.co';
/** GitHub's REST API (`GITHUB_API`; the tests point it at their loopback stand-in). Not a setting: a
 * token typed in the options goes to this origin and no other. */
const githubApi = process.env.GITHUB_API ?? 'https://api.github.com';
/**
 * Tests only: origins the end-to-end build may read without a click (`TEST_HOSTS`, comma-separated),
 * since no test can click the browser's toolbar or its permission prompt. A release never sets it,
 * and tests/e2e/manifest.e2e.ts checks that a build without it carries none.
 */
const testHosts = (process.env.TEST_HOSTS ?? '').split(',').filter(Boolean);

export default defineConfig({
  // Every import is written out, so a module says what it depends on.
  imports: false,
  // Tests and the demo build beside the user's build, each with its own record source.
  outDir: process.env.BUILD_DIR ?? '.output',
  // Manifest V3 for Firefox too (WXT's default there is V2): one manifest shape, one toolbar API and
  // one optional-origins key for every browser; Firefox runs the background as an event page.
  // `--mv2` still builds a working V2 package (see lib/platform/).
  manifestVersion: 3,
  manifest: ({ browser, manifestVersion }) => ({
    name: 'Paper Code Lens',
    // The stores' short description too (docs/store/, checked against their limits by the unit tests).
    description: readFileSync(resolve(import.meta.dirname, 'docs/store/short-description.txt'), 'utf8').trim(),
    // activeTab and scripting: the popup's "Scan this page" reads the tab it was opened on, with the
    // access that click alone grants (no host, no warning at install). scripting also runs the record
    // view and the GitHub views in a page of ours on its first need (lib/ui/script-port.ts).
    // contextMenus: "Open beside the page" on the toolbar icon's own menu (the side panel itself is
    // WXT's: `sidePanel` for Chrome, `sidebar_action` for Firefox, from entrypoints/sidepanel/).
    permissions: ['storage', 'activeTab', 'scripting', 'contextMenus'],
    // arxiv.org and github.com: the pages we read, and their tabs' URLs for the toolbar badge
    // (which spares us the `tabs` permission); the record source: where records come from.
    // (WXT moves these into `permissions` for Manifest V2.)
    host_permissions: ['https://arxiv.org/*', 'https://github.com/*', originPattern(recordSource), ...testHosts],
    // The toolbar button (`action`, or V2's `browser_action`); the optional origins another record
    // source, chosen in the options, is asked for at run time, one origin at a time; the opening
    // shortcut; and Firefox's id, minimum version and data collection. (WXT finds public/icon/.)
    ...platformManifest({ browser, manifestVersion }),
  }),
  zip: {
    // The sources archive addons.mozilla.org asks for: what a clean checkout holds, so that
    // `npm ci && npm run build:firefox` in it rebuilds the package. Hidden files (.wxt, .ci, .git)
    // stay out, as do node_modules, test files and the build output (WXT's defaults); and besides:
    excludeSources: ['.output/**', 'test-output/**', 'tests/**', '**/*.log'],
  },
  hooks: {
    // The WebExtension polyfill for the background and the extension pages; content scripts built
    // lean (scripts/build/). The dev server serves only the pages, so it gets what pages get.
    'vite:build:extendConfig': leanContentScripts,
    'vite:devServer:extendConfig': (config) => leanContentScripts([{ type: 'page' }], config),
  },
  vite: () => ({
    plugins: [preact()],
    define: {
      __RECORD_SOURCE__: JSON.stringify(recordSource),
      __SECOND_SOURCE__: JSON.stringify(secondSource),
      __GITHUB_API__: JSON.stringify(githubApi),
      __TEST_BUILD__: JSON.stringify(testHosts.length > 0),
    },
  }),
});
