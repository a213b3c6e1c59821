// The unit tests as Stryker runs them (stryker.config.mjs): the "shared" project of
// vitest.config.ts alone, one module graph kept across test files (Stryker switches mutants on at
// run time, and a fresh graph per file would be most of the cost of a mutant's run). The separate
// files (vitest.base.ts: property, hostile-input, linear-time, volume, promises) are left out: each
// takes seconds a run, times thousands of mutants. A mutant only they would catch counts as
// surviving, so a case with its expected value written out is what kills it.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.base';
import { SHARED_GRAPH } from './vitest.config';

// No heap flag: Stryker's runner starts worker threads, which refuse a process flag.
export default mergeConfig(base, defineConfig({ test: SHARED_GRAPH }));
