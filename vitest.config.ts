// Unit tests (npm run test:unit), as two projects run side by side on the machine's cores:
// - "shared": most files, in one module graph and one page per worker (isolate: false), which is
//   how the mutation runs have always run them. A fresh graph and page for each of these files cost
//   about two and a half minutes; tests/unit/support/fresh-page.ts empties the page before each file instead.
// - "separate": the heavy files (SEPARATE_TESTS), each in a fresh graph, with a larger heap.
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base, { SEPARATE_TESTS, UNIT_TESTS } from './vitest.base';

export const SHARED_GRAPH = {
  include: [UNIT_TESTS],
  exclude: [...configDefaults.exclude, ...SEPARATE_TESTS],
  isolate: false,
  setupFiles: ['tests/unit/support/fresh-page.ts'],
};

export default mergeConfig(
  base,
  defineConfig({
    test: {
      // Every core: Vitest's default leaves one free, which on a two-core machine is one worker
      // for 242 files (231 s; 176 s with both, measured 2026-12-07).
      maxWorkers: availableParallelism(),
      projects: [
        { extends: true, test: { name: 'shared', ...SHARED_GRAPH } },
        {
          extends: true,
          test: {
            name: 'separate',
            include: SEPARATE_TESTS.map((glob) => (glob.endsWith('/**') ? `${glob}/*.test.{ts,tsx}` : glob)),
            // happy-dom keeps each rendered panel alive for the rest of a file once a disclosure in it
            // was clicked, and the hostile pipelines render thousands of large records in one file:
            // 8 GB a worker (two on this machine's 24) where Node's default of about 4 ran out.
            execArgv: ['--max-old-space-size=8192'],
          },
        },
      ],
    },
  }),
);
