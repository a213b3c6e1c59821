// Mutation testing over lib/, mounts/ and server/ (npm run test:mutation): StrykerJS with its vitest runner
// (the unit tests as vitest.mutation.config.ts runs them) and the TypeScript checker, which drops
// mutants that would not compile. Incremental: a second run tests only mutants whose code or covering
// tests changed. Static mutants (module-level constants, evaluated once at import) are left out:
// each needs every test of the module re-run in a fresh graph, 80% of the run's time for a third of
// its mutants; their constants are held by case tables all the same.
// @ts-check
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: {
    configFile: 'vitest.mutation.config.ts',
  },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: {
    prioritizePerformanceOverAccuracy: true,
  },
  // selectors.ts holds only module-level strings (static mutants, left out below), and a unit test
  // reads its source for the note beside each selector, which instrumentation would rewrite.
  mutate: ['lib/**/*.ts', 'lib/**/*.tsx', 'mounts/**/*.ts', 'mounts/**/*.tsx', 'server/**/*.ts', '!lib/pages/github/selectors.ts'],
  ignorePatterns: ['.output', 'test-output', 'reports', 'tests/e2e', 'tests/e2e-firefox'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: {
    fileName: 'reports/mutation/index.html',
  },
  jsonReporter: {
    fileName: 'reports/mutation/mutation.json',
  },
  thresholds: {
    high: 90,
    low: 80,
    break: 80,
  },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  disableTypeChecks: '{lib,mounts,server}/**/*.{ts,tsx}',
  ignoreStatic: true,
};

export default config;
