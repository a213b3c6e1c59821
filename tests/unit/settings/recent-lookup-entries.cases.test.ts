// One stored recent lookup at each edge its reading branches on: not an object, an empty or too long
// query (300 is the most kept), a missing or empty label (the query shows), a long label (cut at 500),
// and a time that is not a finite number (0).
import { describe, expect, it } from 'vitest';
import { readRecentLookups } from '../../../lib/settings';

const entry = { kind: 'paper', query: '2607.21653', label: 'Molt', at: 5 };

describe('one stored recent lookup', () => {
  it.each([
    ['text', 'paper 2607.21653'],
    ['null', null],
    ['nothing', undefined],
    ['an empty query', { ...entry, query: '' }],
    ['a 301-character query', { ...entry, query: 'q'.repeat(301) }],
  ])('drops %s', (_, value) => {
    expect(readRecentLookups([value])).toEqual([]);
  });

  it.each([
    ['a 300-character query', { ...entry, query: 'q'.repeat(300) }, { ...entry, query: 'q'.repeat(300) }],
    ['an empty label, as its query', { ...entry, label: '' }, { ...entry, label: '2607.21653' }],
    ['no label, as its query', { ...entry, label: undefined }, { ...entry, label: '2607.21653' }],
    ['a 501-character label, cut to 500', { ...entry, label: 'l'.repeat(501) }, { ...entry, label: 'l'.repeat(500) }],
    ['a time given as text, at 0', { ...entry, at: '5' }, { ...entry, at: 0 }],
    ['an endless time, at 0', { ...entry, at: Number.POSITIVE_INFINITY }, { ...entry, at: 0 }],
  ])('keeps %s', (_, value, expected) => {
    expect(readRecentLookups([value])).toEqual([expected]);
  });
});
