// The floor of the design card's stack, built for the benchmark beside the real extension: a content
// script that only mounts one Preact component in a shadow root tied to its context and sends one
// typed message. Built with the same lean content-script settings, so the two sizes compare.
import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { leanContentScripts } from '../../build/lean-content-scripts';

export default defineConfig({
  imports: false,
  outDir: process.env.BUILD_DIR ?? '../../../.output/bench-floor',
  manifestVersion: 3,
  manifest: { name: 'Paper Code Lens floor', permissions: ['storage'], host_permissions: ['https://arxiv.org/*'] },
  hooks: { 'vite:build:extendConfig': leanContentScripts },
  vite: () => ({ plugins: [preact()] }),
});
