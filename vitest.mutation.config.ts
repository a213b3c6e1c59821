// The unit tests as Stryker runs them (stryker.config.json). Two differences from `npm run test:unit`:
// - one module graph kept across test files (isolate: false): Stryker switches mutants on at run
//   time, and a fresh graph per file is most of the cost of a mutant's run;
// - the property, hostile-input, linear-time and volume tests are left out: each takes seconds a run,
//   times thousands of mutants. A mutant only they would catch counts as surviving, so a case with
//   its expected value written out is what kills it;
// - the promises (tests/unit/promises/) are left out too: they state the README's numbers against
//   whole backgrounds and clients, each with its own mocks, which one shared module graph cannot hold.
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import unit from './vitest.config';

const merged = mergeConfig(
  unit,
  defineConfig({
    test: {
      isolate: false,
      // One document for every file, too: each file starts on an empty page.
      setupFiles: ['tests/unit/support/fresh-page.ts'],
      exclude: [
        ...configDefaults.exclude,
        'tests/unit/hostile/**',
        'tests/unit/linear/**',
        'tests/unit/bench/**',
        '**/*.property.test.{ts,tsx}',
        '**/*.volume.test.{ts,tsx}',
        'tests/unit/promises/**',
      ],
    },
  }),
);

// Stryker's runner starts worker threads, which refuse the unit run's heap flag (a process flag): the
// shared graph holds no hostile pipelines, so the default heap serves.
if (merged.test) merged.test.execArgv = [];

export default merged;
