// Whether the committed core mutation record (tests/mutation/core-incremental.json) still describes
// the code: Stryker reuses a mutant's result only while its file and the tests that ran it are as
// recorded, so a record is in step when every core source file and every recorded test file reads
// exactly as it was when the record was made. A test file the record does not know can only kill
// more mutants, so it never makes the recorded scores too high.

/** The part of Stryker's incremental file read here. */
export interface MutationRecord {
  files: Record<string, { source: string; mutants: { status: string; statusReason?: string }[] }>;
  testFiles: Record<string, { source: string }>;
}

export interface Staleness {
  /** Core source files changed since the record, or new to it. */
  changed: string[];
  /** Core source files recorded that no longer exist. */
  removed: string[];
  /** Recorded test files changed or removed since. */
  tests: string[];
}

/**
 * The record holds only files that have mutants, so the core files' digests at the time of the run
 * are kept beside it (`sealed`, tests/mutation/core-sources.json): a file with no mutant yet (types,
 * numbers) is in step only while it reads as it did then.
 * @param coreFiles every source file the core run mutates, as it reads now.
 * @param digest a file's text's digest (SHA-256 in hex).
 * @param read a test file's text now, or null when it no longer exists.
 */
export function staleness(
  record: MutationRecord,
  sealed: Readonly<Record<string, string>>,
  coreFiles: ReadonlyMap<string, string>,
  digest: (text: string) => string,
  read: (path: string) => string | null,
): Staleness {
  const changed = [...coreFiles]
    .filter(([path, source]) => sealed[path] !== digest(source) || (path in record.files && record.files[path]?.source !== source))
    .map(([path]) => path);
  const removed = [...new Set([...Object.keys(sealed), ...Object.keys(record.files)])].filter((path) => !coreFiles.has(path));
  const tests = Object.entries(record.testFiles)
    .filter(([path, file]) => read(path) !== file.source)
    .map(([path]) => path);
  return { changed: changed.sort(), removed: removed.sort(), tests: tests.sort() };
}

export const isInStep = (s: Staleness) => s.changed.length + s.removed.length + s.tests.length === 0;

/** What to tell a developer whose record is stale: the files, then the one thing to do. */
export function staleMessage(s: Staleness): string {
  const list = (title: string, paths: string[]) => (paths.length === 0 ? [] : [`${title}:`, ...paths.map((p) => `  ${p}`)]);
  return [
    'The core mutation record (tests/mutation/core-incremental.json) is stale.',
    ...list('Core code changed since it was recorded', s.changed),
    ...list('Core code removed since', s.removed),
    ...list('Tests changed or removed since', s.tests),
    'Run `npm run test:mutation:core` and commit tests/mutation/ with the change.',
  ].join('\n');
}
