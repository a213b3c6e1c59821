// The static mutants of the background's folders (lib/cache, lib/net, lib/background,
// lib/messaging): the module-level declarations, evaluated once at import, that the other runs leave
// out (`ignoreStatic`). Each needs a fresh module graph for every test that could see it, so this
// run is its own (npm run test:mutation:static, about 5 minutes), not part of `npm test`.
// Only the declarations are mutated: the ranges below are read from each file's syntax tree, so a
// new constant joins the run without an edit here.
// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import base from './stryker.config.mjs';

export const STATIC_FOLDERS = ['lib/cache', 'lib/net', 'lib/background', 'lib/messaging'];

/**
 * `file:from-to` for every top-level variable statement. A function's body runs at call time, but the
 * function itself is made at import (a mutant that empties it is static); the body's own mutants are
 * run here too, against the tests that cover them.
 */
export function staticRanges(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => {
      const file = `${folder}/${name}`;
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const line = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
      return source.statements.filter((s) => ts.isVariableStatement(s)).map((s) => `${file}:${line(s.getStart())}-${line(s.getEnd())}`);
    });
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.static.config.ts' },
  mutate: STATIC_FOLDERS.flatMap(staticRanges),
  ignoreStatic: false,
  incremental: false,
  // A static mutant re-runs every test of the run (about 45 s whole): the time-out leaves room for that.
  timeoutMS: 20_000,
  htmlReporter: { fileName: 'reports/mutation-static/index.html' },
  jsonReporter: { fileName: 'reports/mutation-static/mutation.json' },
  thresholds: { high: 100, low: 100, break: 100 },
};
