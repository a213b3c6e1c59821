// @vitest-environment node
// Figures from repeated runs, and from the extension's own performance measures.
import { describe, expect, it } from 'vitest';
import { extensionMeasures, fromRuns, notMeasured } from '../../../scripts/bench/figure';

const base = { id: 'abstract.warm.afterDcl', section: 'Abstract', label: 'warm', unit: 'ms' as const };

describe('fromRuns', () => {
  it('reports the median with p10–p90, and the median of the page alone', () => {
    const figure = fromRuns(base, [30, 10, 20], [5, 7], 'to DOMContentLoaded');
    expect(figure).toMatchObject({ value: 20, spread: { p10: 12, p90: 28, n: 3 }, page: { value: 6, label: 'to DOMContentLoaded' } });
  });

  it('gives one run no spread, and no run n/a', () => {
    expect(fromRuns(base, [4]).spread).toBeUndefined();
    expect(fromRuns(base, [Number.NaN])).toMatchObject({ value: null, note: 'n/a: no run gave a number' });
  });
});

describe('notMeasured', () => {
  it('says n/a and why', () => {
    expect(notMeasured(base, 'no GitHub box in this build')).toMatchObject({ value: null, note: 'n/a: no GitHub box in this build' });
  });
});

describe('extensionMeasures', () => {
  it('makes one figure per measure name, over the runs that made it', () => {
    const figures = extensionMeasures('listing', 'Listing', [{ 'pcl:listing:scan': 9, 'pcl:badge:mount': 2 }, { 'pcl:listing:scan': 11 }]);
    expect(figures.map((f) => [f.id, f.value, f.spread?.n ?? 1])).toEqual([
      ['listing.measure.badge-mount', 2, 1],
      ['listing.measure.listing-scan', 10, 2],
    ]);
  });

  it('makes none when the extension measures nothing', () => {
    expect(extensionMeasures('listing', 'Listing', [{}, {}])).toEqual([]);
  });
});
