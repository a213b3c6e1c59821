// The static mutants of the background's folders (lib/cache, lib/net, lib/background,
// lib/messaging): the module-level declarations, evaluated once at import, that the other runs leave
// out (`ignoreStatic`). Each needs a fresh module graph for every test that could see it, so this
// run is its own (npm run test:mutation:static, about 20 minutes), not part of `npm test`.
// Only the declarations are mutated: the ranges below are read from each file's syntax tree, so a
// new constant joins the run without an edit here.
// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import base from './stryker.config.mjs';

export const STATIC_FOLDERS = ['lib/cache', 'lib/net', 'lib/background', 'lib/messaging'];

/** A function's body runs at call time, so its mutants are not static: those stay with the core run. */
const runsAtCall = (node) => ts.isArrowFunction(node) || ts.isFunctionExpression(node);

/** `file:from-to` for every top-level variable statement whose value is not a function. */
export function staticRanges(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => {
      const file = `${folder}/${name}`;
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const line = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
      return source.statements
        .filter((s) => ts.isVariableStatement(s))
        .filter((s) => s.declarationList.declarations.some((d) => d.initializer && !runsAtCall(d.initializer)))
        .map((s) => `${file}:${line(s.getStart())}-${line(s.getEnd())}`);
    });
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.static.config.ts' },
  mutate: STATIC_FOLDERS.flatMap(staticRanges),
  ignoreStatic: false,
  incremental: false,
  // A static mutant re-runs every test of the run: one at a time per core keeps the time-outs honest.
  timeoutMS: 20_000,
  htmlReporter: { fileName: 'reports/mutation-static/index.html' },
  jsonReporter: { fileName: 'reports/mutation-static/mutation.json' },
  thresholds: { high: 100, low: 100, break: 100 },
};
