// Formats the figures as one plain-text table: value, spread, the page's own cost, ratio, budget verdict.
import type { Verdict } from './budgets';
import type { Figure, Unit } from './figure';
import { ratio } from './stats';

/**
 * A number in its unit's precision: ms with one decimal below 100, whole above; KB one decimal;
 * MB two; counts whole unless the median fell between two runs.
 * @example formatValue(12.345, 'ms') // '12.3'
 * @example formatValue(true, 'yes/no') // 'yes'
 */
export function formatValue(value: number | boolean | null | undefined, unit: Unit): string {
  if (value === null || value === undefined) return 'n/a';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  switch (unit) {
    case 'ms':
      return Math.abs(value) < 100 ? value.toFixed(1) : value.toFixed(0);
    case 'KB':
      return value.toFixed(1);
    case 'MB':
      return value.toFixed(2);
    default:
      return Number.isInteger(value) ? String(value) : value.toFixed(1);
  }
}

const unitSuffix = (unit: Unit) => (unit === 'count' || unit === 'yes/no' ? '' : ` ${unit}`);

/** The cells of one figure's row, in column order. */
export function rowCells(figure: Figure, verdict: Verdict): string[] {
  const suffix = unitSuffix(figure.unit);
  const value = figure.value === null ? 'n/a' : formatValue(figure.value, figure.unit) + suffix;
  const spread = figure.spread ? `${formatValue(figure.spread.p10, figure.unit)}–${formatValue(figure.spread.p90, figure.unit)} (${figure.spread.n})` : '';
  const page = figure.page ? `${formatValue(figure.page.value, figure.unit)}${suffix} ${figure.page.label}` : '';
  const times = typeof figure.value === 'number' ? ratio(figure.value, figure.page?.value) : null;
  const status = { ok: 'ok', over: 'OVER', 'n/a': 'n/a', none: '' }[verdict.status];
  const budget = verdict.text ? `${verdict.text}${suffix}` : '';
  return [figure.label, value, spread, page, times === null ? '' : `×${times.toFixed(2)}`, budget, status, figure.note ?? ''];
}

const HEADER = ['figure', 'value', 'p10–p90 (runs)', 'page alone, same run', 'ratio', 'budget', '', 'note'];
/** Columns whose cells line up on the right (numbers). */
const RIGHT = new Set([1, 2, 4]);

/**
 * The table: a header, then each section's heading and rows, columns padded to line up; rows over
 * budget say OVER.
 * @example formatTable([figure], [{ status: 'over', text: '≤ 15' }]) // "figure  value …\n── Size ──\n…  OVER"
 */
export function formatTable(figures: readonly Figure[], verdicts: readonly Verdict[]): string {
  const rows: (string[] | string)[] = [HEADER];
  let section = '';
  figures.forEach((figure, i) => {
    if (figure.section !== section) {
      section = figure.section;
      rows.push(`── ${section} ──`);
    }
    rows.push(rowCells(figure, verdicts[i] ?? { status: 'none', text: '' }));
  });
  const cellRows = rows.filter((r): r is string[] => Array.isArray(r));
  const widths = HEADER.map((_, c) => Math.max(...cellRows.map((r) => r[c]!.length)));
  return rows
    .map((row) => {
      if (typeof row === 'string') return row;
      const cells = row.map((cell, c) => (RIGHT.has(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)));
      return cells.join('  ').trimEnd();
    })
    .join('\n');
}
