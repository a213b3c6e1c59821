// The check `npm test` makes of the committed core mutation record: in step only while every core
// file and every recorded test reads as it did when the record was made.
import { describe, expect, it } from 'vitest';
import { isInStep, type MutationRecord, staleMessage, staleness } from '../../../scripts/mutation/record-staleness';

// A stand-in digest that is still one to one, so a test reads which text was sealed.
const digest = (text: string) => `#${text}`;

const record: MutationRecord = {
  files: { 'lib/ids/arxiv.ts': { source: 'const a = 1 + 2;', mutants: [{ status: 'Killed' }] } },
  testFiles: { 'tests/unit/ids/arxiv.test.ts': { source: 'it("reads")' } },
};
const sealed = { 'lib/ids/arxiv.ts': '#const a = 1 + 2;', 'lib/ids/types.ts': '#export type A = string;' };
const now = new Map([
  ['lib/ids/arxiv.ts', 'const a = 1 + 2;'],
  ['lib/ids/types.ts', 'export type A = string;'],
]);
const tests = new Map([['tests/unit/ids/arxiv.test.ts', 'it("reads")']]);
const read = (files: Map<string, string>) => (path: string) => files.get(path) ?? null;

describe('staleness of the core mutation record', () => {
  it('is in step when every core file and recorded test reads as sealed', () => {
    const state = staleness(record, sealed, now, digest, read(tests));
    expect(state).toEqual({ changed: [], removed: [], tests: [] });
    expect(isInStep(state)).toBe(true);
  });

  it('names a changed file with mutants, a changed file without any, and a new file', () => {
    const changed = new Map([...now, ['lib/ids/arxiv.ts', 'const a = 1 - 2;'], ['lib/ids/types.ts', 'export type A = number;'], ['lib/ids/new.ts', 'x']]);
    const state = staleness(record, sealed, changed, digest, read(tests));
    expect(state.changed).toEqual(['lib/ids/arxiv.ts', 'lib/ids/new.ts', 'lib/ids/types.ts']);
    expect(isInStep(state)).toBe(false);
  });

  it('calls a file stale when the seal and the record disagree about it', () => {
    const state = staleness(record, { ...sealed, 'lib/ids/arxiv.ts': '#const a = 1 - 2;' }, now, digest, read(tests));
    expect(state.changed).toEqual(['lib/ids/arxiv.ts']);
    const recordAhead = { ...record, files: { 'lib/ids/arxiv.ts': { source: 'const a = 3;', mutants: [] } } };
    expect(staleness(recordAhead, sealed, now, digest, read(tests)).changed).toEqual(['lib/ids/arxiv.ts']);
  });

  it('names a removed core file, whether the seal or the record held it', () => {
    const state = staleness(record, sealed, new Map([['lib/ids/types.ts', 'export type A = string;']]), digest, read(tests));
    expect(state.removed).toEqual(['lib/ids/arxiv.ts']);
    const onlySealed = staleness(record, sealed, new Map([['lib/ids/arxiv.ts', 'const a = 1 + 2;']]), digest, read(tests));
    expect(onlySealed.removed).toEqual(['lib/ids/types.ts']);
  });

  it('names a recorded test that changed or is gone, and ignores a test the record never knew', () => {
    expect(staleness(record, sealed, now, digest, read(new Map([['tests/unit/ids/arxiv.test.ts', 'it("reads more")']]))).tests).toEqual([
      'tests/unit/ids/arxiv.test.ts',
    ]);
    expect(staleness(record, sealed, now, digest, read(new Map())).tests).toEqual(['tests/unit/ids/arxiv.test.ts']);
    const withNew = new Map([...tests, ['tests/unit/ids/new.test.ts', 'it("kills more")']]);
    expect(isInStep(staleness(record, sealed, now, digest, read(withNew)))).toBe(true);
  });

  it('tells the developer the files and the command to run', () => {
    const message = staleMessage({ changed: ['lib/ids/arxiv.ts'], removed: [], tests: ['tests/unit/ids/arxiv.test.ts'] });
    expect(message).toBe(
      [
        'The core mutation record (tests/mutation/core-incremental.json) is stale.',
        'Core code changed since it was recorded:',
        '  lib/ids/arxiv.ts',
        'Tests changed or removed since:',
        '  tests/unit/ids/arxiv.test.ts',
        'Run `npm run test:mutation:core` and commit tests/mutation/ with the change.',
      ].join('\n'),
    );
  });
});
