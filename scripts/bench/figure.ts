// One measured figure of the benchmark, as the table prints it and bench.json stores it.
import { summarize } from './stats';

export type Unit = 'ms' | 'KB' | 'MB' | 'count' | 'yes/no';

/** The page's own cost in the same run, measured without the extension, for the ratio column. */
export interface PageCost {
  value: number;
  /** What was measured on the page alone, e.g. "page load". */
  label: string;
}

export interface Figure {
  /** Stable id, dotted: `section.part.measure`, e.g. `abstract.warm.afterDcl`; budgets name these. */
  id: string;
  /** Heading the row goes under in the table. */
  section: string;
  label: string;
  unit: Unit;
  /** The number (the median, for repeated runs) or yes/no; null when it could not be measured. */
  value: number | boolean | null;
  /** p10–p90 of the runs, when there were several. */
  spread?: { p10: number; p90: number; n: number };
  page?: PageCost;
  /** Why a figure is n/a, or what it is beside its label. */
  note?: string;
}

/**
 * A figure from repeated runs: the median as the value, p10–p90 as the spread; n/a when no run gave
 * a number.
 * @example fromRuns({ id: 'a.b', section: 'A', label: 'b', unit: 'ms' }, [3, 1, 2]).value // 2
 */
export function fromRuns(base: Omit<Figure, 'value' | 'spread'>, runs: readonly number[], page?: readonly number[], pageLabel = 'page alone'): Figure {
  const ours = summarize(runs);
  const alone = page ? summarize(page) : null;
  return {
    ...base,
    value: ours?.median ?? null,
    ...(ours && ours.n > 1 ? { spread: { p10: ours.p10, p90: ours.p90, n: ours.n } } : {}),
    ...(alone ? { page: { value: alone.median, label: pageLabel } } : {}),
    ...(ours ? {} : { note: base.note ?? 'n/a: no run gave a number' }),
  };
}

/**
 * A figure that could not be measured, with the reason in words.
 * @example notMeasured({ id: 'github.softNav', section: 'GitHub', label: 'soft navigation to box', unit: 'ms' }, 'no GitHub box in this build')
 */
export function notMeasured(base: Omit<Figure, 'value'>, reason: string): Figure {
  return { ...base, value: null, note: `n/a: ${reason}` };
}

/**
 * One figure per `pcl:…` measure the extension made on the page (see probes.ts `readTimes`), median
 * over the runs that made it; none when the extension makes no measures.
 * @example extensionMeasures('listing', 'Listing', [{ 'pcl:listing:scan': 9.5 }])[0].id // 'listing.measure.listing-scan'
 */
export function extensionMeasures(idPrefix: string, section: string, runs: readonly Record<string, number>[], labelPrefix = ''): Figure[] {
  const names = [...new Set(runs.flatMap((r) => Object.keys(r)))].sort();
  return names.map((name) =>
    fromRuns(
      {
        id: `${idPrefix}.measure.${name.replace(/^pcl:/, '').replace(/[^\w-]+/g, '-')}`,
        section,
        label: `${labelPrefix}extension's measure ${name}`,
        unit: 'ms',
      },
      runs.flatMap((r) => (r[name] === undefined ? [] : [r[name]!])),
    ),
  );
}
