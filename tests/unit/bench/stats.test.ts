// @vitest-environment node
// The benchmark's statistics: quantiles by interpolation, the summary of repeated runs, the ratio to the page.
import { describe, expect, it } from 'vitest';
import { quantile, ratio, summarize } from '../../../scripts/bench/stats';

describe('quantile', () => {
  it('interpolates between order statistics (type 7)', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30], 0.1)).toBeCloseTo(12);
    expect(quantile([10, 20, 30], 0.9)).toBeCloseTo(28);
  });

  it('does not depend on the order of the values', () => {
    expect(quantile([4, 1, 3, 2], 0.25)).toBe(quantile([1, 2, 3, 4], 0.25));
  });

  it('gives the extremes at 0 and 1, and the one value of a single run', () => {
    expect(quantile([5, 9, 7], 0)).toBe(5);
    expect(quantile([5, 9, 7], 1)).toBe(9);
    expect(quantile([42], 0.9)).toBe(42);
  });

  it('refuses no values and a q outside 0..1', () => {
    expect(() => quantile([], 0.5)).toThrow(/no values/);
    expect(() => quantile([1], 1.5)).toThrow(/within 0..1/);
    expect(() => quantile([1], Number.NaN)).toThrow(/within 0..1/);
  });
});

describe('summarize', () => {
  it('reports median, p10, p90, min, max and the count', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, p10: 1.4, p90: 4.6, min: 1, max: 5, n: 3 });
  });

  it('leaves out runs that gave no number', () => {
    expect(summarize([Number.NaN, 2, Number.POSITIVE_INFINITY, 4])).toMatchObject({ median: 3, n: 2 });
  });

  it('is null when nothing was measured', () => {
    expect(summarize([])).toBeNull();
    expect(summarize([Number.NaN])).toBeNull();
  });

  it('keeps the median inside the spread for any runs', () => {
    const runs = Array.from({ length: 20 }, (_, i) => ((i * 37) % 11) + i / 7);
    const s = summarize(runs)!;
    expect(s.min).toBeLessThanOrEqual(s.p10);
    expect(s.p10).toBeLessThanOrEqual(s.median);
    expect(s.median).toBeLessThanOrEqual(s.p90);
    expect(s.p90).toBeLessThanOrEqual(s.max);
  });
});

describe('ratio', () => {
  it('is ours over the page', () => {
    expect(ratio(30, 10)).toBe(3);
  });

  it('is null when a side is missing, not finite, or the page cost nothing', () => {
    expect(ratio(null, 10)).toBeNull();
    expect(ratio(5, undefined)).toBeNull();
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(Number.NaN, 3)).toBeNull();
  });
});
