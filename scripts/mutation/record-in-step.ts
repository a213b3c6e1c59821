// `npm test`'s mutation step: the committed core record must be in step with the code and its tests
// (record-staleness.ts), and the scores it holds must meet each core folder's floor. The record is
// made by `npm run test:mutation:core` (which ends with `--seal`) and committed with the change it
// measured, so a clean checkout re-tests no mutant: what it would re-test is what this calls stale.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isInStep, type MutationRecord, staleMessage, staleness } from './record-staleness';
import { CORE_FOLDERS, scoreFolders } from './score-folders';
import { printScores } from './scores';

const RECORD = 'tests/mutation/core-incremental.json';
const SEALED = 'tests/mutation/core-sources.json';

/** Every .ts file under `folder`, by its path from the project's root, in a stable order. */
function sourcesIn(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return sourcesIn(path);
      return path.endsWith('.ts') ? [path] : [];
    });
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

function main(): void {
  const core = new Map(CORE_FOLDERS.flatMap(sourcesIn).map((path) => [path, readFileSync(path, 'utf8')] as const));
  if (process.argv.includes('--seal')) {
    const sealed = Object.fromEntries([...core].map(([path, text]) => [path, digest(text)]));
    writeFileSync(SEALED, `${JSON.stringify(sealed, null, 1)}\n`);
    console.log(`Sealed ${core.size} core source files beside the record (${SEALED}).`);
    return;
  }
  const record = JSON.parse(readFileSync(RECORD, 'utf8')) as MutationRecord;
  const sealed = JSON.parse(read(SEALED) ?? '{}') as Record<string, string>;
  const state = staleness(record, sealed, core, digest, read);
  if (!isInStep(state)) {
    console.error(staleMessage(state));
    process.exitCode = 1;
    return;
  }
  console.log(`The core mutation record is in step with ${core.size} source files and ${Object.keys(record.testFiles).length} test files.`);
  printScores(scoreFolders(record).filter((s) => s.floor !== null && CORE_FOLDERS.includes(s.folder)));
}

main();
