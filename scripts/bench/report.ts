// The benchmark's result: every figure with its budget verdict, as the table and as test-output/bench.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkFigure, type Budgets, type Verdict } from './budgets';
import type { Figure } from './figure';
import type { BenchOptions } from './options';
import { formatTable } from './table';

export interface Report {
  startedAt: string;
  chromium: string;
  options: BenchOptions;
  /** Measurements that failed outright, in words; any makes the run exit non-zero. */
  failures: string[];
  figures: (Figure & { budget: Verdict })[];
}

/**
 * The figures with their verdicts, in the order measured.
 * @example makeReport({ startedAt, chromium, options, failures: [], figures }, budgets).figures[0].budget.status // 'ok'
 */
export function makeReport(run: Omit<Report, 'figures'> & { figures: Figure[] }, budgets: Budgets): Report {
  return { ...run, figures: run.figures.map((f) => ({ ...f, budget: checkFigure(f, budgets, run.figures) })) };
}

/**
 * The table, then a line per figure over budget and per failure.
 * @example console.log(reportText(report))
 */
export function reportText(report: Report): string {
  const lines = [
    formatTable(
      report.figures,
      report.figures.map((f) => f.budget),
    ),
  ];
  const over = report.figures.filter((f) => f.budget.status === 'over');
  lines.push('', over.length ? `Over budget (${over.length}): ${over.map((f) => f.id).join(', ')}` : 'Every figure with a budget is within it.');
  for (const failure of report.failures) lines.push(`Could not measure: ${failure}`);
  return lines.join('\n');
}

/**
 * The report as JSON, its folder made if need be.
 * @example writeReport('test-output/bench.json', report)
 */
export function writeReport(file: string, report: Report): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
