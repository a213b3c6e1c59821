// What every unit run shares (npm run test:unit, the mutation runs): happy-dom, WXT's fake browser,
// Preact's JSX. Which files run, and in what module graph, is each run's own (vitest.config.ts).
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/**
 * The tests that take seconds each or build their own world: the property, hostile-input,
 * linear-time and volume tests, the benchmark's readers, and the promised numbers (whole
 * backgrounds and clients, each file with its own mocks). Each runs in a fresh module graph; every
 * other file shares one (vitest.config.ts), and the mutation runs leave these out.
 */
export const SEPARATE_TESTS = [
  'tests/unit/hostile/**',
  'tests/unit/linear/**',
  'tests/unit/bench/**',
  'tests/unit/promises/**',
  '**/*.property.test.{ts,tsx}',
  '**/*.volume.test.{ts,tsx}',
];

export const UNIT_TESTS = 'tests/unit/**/*.test.{ts,tsx}';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
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
  },
});
