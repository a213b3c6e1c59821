// Order statistics for repeated measurements: median and spread (p10–p90), robust to the odd slow run.

/** What a set of repeated measurements is reported as. */
export interface Summary {
  median: number;
  p10: number;
  p90: number;
  min: number;
  max: number;
  /** How many measurements there were. */
  n: number;
}

/**
 * The q-quantile (0 ≤ q ≤ 1) by linear interpolation between order statistics (R's type 7, as
 * numpy and spreadsheets do), so a handful of runs still give a spread that moves smoothly.
 * @example quantile([1, 2, 3, 4], 0.5) // 2.5
 * @example quantile([10, 20, 30], 0.1) // 12
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of no values');
  if (!(q >= 0 && q <= 1)) throw new Error(`quantile must be within 0..1, not ${q}`);
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/**
 * Median, p10, p90, min and max of the finite values; null when none are finite (nothing measured).
 * @example summarize([5, 1, 3]) // { median: 3, p10: 1.4, p90: 4.6, min: 1, max: 5, n: 3 }
 */
export function summarize(values: readonly number[]): Summary | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  return {
    median: quantile(finite, 0.5),
    p10: quantile(finite, 0.1),
    p90: quantile(finite, 0.9),
    min: Math.min(...finite),
    max: Math.max(...finite),
    n: finite.length,
  };
}

/**
 * How many times the page's own cost a figure is; null when either side is missing or the page's is 0.
 * @example ratio(30, 10) // 3
 */
export function ratio(ours: number | null | undefined, page: number | null | undefined): number | null {
  if (ours == null || page == null || !Number.isFinite(ours) || !Number.isFinite(page) || page <= 0) return null;
  return ours / page;
}
