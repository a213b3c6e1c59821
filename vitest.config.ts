// Unit tests: happy-dom, WXT's fake browser, Preact's JSX.
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Snapshots reference arXiv's and GitHub's stylesheets and scripts; a scanner test needs none.
    environmentOptions: {
      happyDOM: {
        settings: {
          disableCSSFileLoading: true,
          disableJavaScriptFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
        },
      },
    },
    restoreMocks: true,
    // happy-dom keeps each rendered panel alive for the rest of a file once a disclosure in it was
    // clicked, and the hostile pipelines render thousands of large records in one file: 8 GB a
    // worker (two on this machine's 24) where Node's default of about 4 ran out.
    execArgv: ['--max-old-space-size=8192'],
  },
});
