// Build configuration: the manifest, and the record source baked in as the default setting.
import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

/** The record source used when the user has not chosen one (`RECORD_SOURCE` at build time). */
const recordSource = process.env.RECORD_SOURCE ?? 'https://codewithpapers.app';

/** A host permission for the record source's origin only; ports are matched by any pattern. */
function originPattern(base: string): string {
  const url = new URL(base);
  return `${url.protocol}//${url.hostname}/*`;
}

export default defineConfig({
  // Every import is written out, so a module says what it depends on.
  imports: false,
  // Tests and the demo build beside the user's build, each with its own record source.
  outDir: process.env.BUILD_DIR ?? '.output',
  modules: ['@wxt-dev/webextension-polyfill'],
  manifest: {
    name: 'Paper Code Lens',
    description: 'Code links, harvested code and run status from Code with Papers, where you read arXiv and GitHub.',
    permissions: ['storage'],
    // arxiv.org and github.com: the pages we read, and their tabs' URLs for the toolbar badge
    // (which spares us the `tabs` permission); the record source: where records come from.
    host_permissions: ['https://arxiv.org/*', 'https://github.com/*', originPattern(recordSource)],
    action: { default_title: 'Paper Code Lens' },
  },
  vite: () => ({
    plugins: [preact()],
    define: { __RECORD_SOURCE__: JSON.stringify(recordSource) },
  }),
});
