// The cache's bounds at their edges: an answer at the size limit, a store exactly full, a row that is null.
import { describe, expect, it } from 'vitest';
import { evictionFor, fitsAtAll, isRow } from '../../../lib/cache/cache-bounds';

const row = (usedAt: number, bytes: number) => ({ storedAt: 1, usedAt, bytes });

describe('fitsAtAll', () => {
  it.each([
    [4_200_000, true],
    [4_200_001, false],
  ])('an answer of %i bytes may be cached: %s', (bytes, expected) => {
    expect(fitsAtAll(bytes)).toBe(expected);
  });
});

describe('isRow', () => {
  it.each([
    ['null', null, false],
    ['a string', 'row', false],
    ['a row', row(1, 1), true],
    ['a row with bytes as text', { storedAt: 1, usedAt: 1, bytes: '1' }, false],
  ])('%s is a row: %s', (_name, value, expected) => {
    expect(isRow(value)).toBe(expected);
  });
});

describe('evictionFor', () => {
  it('evicts nothing from an empty cache', () => {
    expect(evictionFor({}, { limit: 1, bytes: 1 })).toEqual([]);
  });

  it.each([
    ['fills the 7 MB exactly: nothing goes', 1_000_000, []],
    ['passes them by one byte: the least recently used goes', 1_000_001, ['old']],
  ])('an answer that %s', (_name, bytes, expected) => {
    const rows = { old: row(1, 3_000_000), recent: row(2, 3_000_000) };
    expect(evictionFor(rows, { limit: 10, bytes })).toEqual(expected);
  });

  it.each([
    ['fills half of 7 MB exactly: nothing goes', 500_000, []],
    ['passes it by one byte: the least recently used goes', 500_001, ['old']],
  ])('with spare room asked, an answer that %s', (_name, bytes, expected) => {
    const rows = { old: row(1, 1_500_000), recent: row(2, 1_500_000) };
    expect(evictionFor(rows, { limit: 10, bytes, spare: true })).toEqual(expected);
  });

  it.each([
    [3, []],
    [2, ['old']],
  ])('with room for %i entries, two held and one more coming, evicts %j', (limit, expected) => {
    const rows = { recent: row(2, 10), old: row(1, 10) };
    expect(evictionFor(rows, { limit, bytes: 10 })).toEqual(expected);
  });
});
