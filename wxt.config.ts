// Build configuration: the manifest, and the record source baked in as the default setting.
import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { originPattern } from './lib/util/origin-pattern';

/** The record source used when the user has not chosen one (`RECORD_SOURCE` at build time). */
const recordSource = process.env.RECORD_SOURCE ?? 'https://codewithpapers.app';


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
    // Another record source, chosen in the options, is asked for at run time, for its origin only.
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    action: { default_title: 'Paper Code Lens' },
    commands: {
      _execute_action: { suggested_key: { default: 'Alt+Shift+L' }, description: 'Open Paper Code Lens' },
    },
  },
  vite: () => ({
    plugins: [preact()],
    define: { __RECORD_SOURCE__: JSON.stringify(recordSource) },
  }),
});
