// The five core folders only, against the committed incremental file (tests/mutation/): what
// `npm test`, and so CI, runs. Unchanged mutants keep their recorded results; changed ones run.
// @ts-check
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: ['lib/record/**/*.ts', 'lib/cache/**/*.ts', 'lib/ids/**/*.ts', 'lib/net/**/*.ts', 'lib/background/**/*.ts'],
  incrementalFile: 'tests/mutation/core-incremental.json',
  thresholds: { high: 90, low: 85, break: 90 },
};
