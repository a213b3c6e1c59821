// The budgets (scripts/bench/budgets.json) and the verdict on each figure: within, over, or n/a.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Figure } from './figure';

/**
 * One budget. `max`: the figure may be at most this (in the figure's unit); with `plus`, at most
 * the figure named by `plus` plus `max`; with `times`, at most `max` times the figure named by `times`
 * (a ratio to a floor measured in the same run); with `ofPage`, at most `max` times the page's own cost
 * beside it (the figure's `page`, measured without the extension in the same run); with `plusPage`,
 * at most the figure's `page` plus `max` (a navigation's own commit, say). `equals`: the figure must
 * be exactly this (a count or yes/no).
 */
export interface Budget {
  max?: number;
  plus?: string;
  times?: string;
  ofPage?: boolean;
  plusPage?: boolean;
  equals?: number | boolean;
  /** Why this budget, for whoever changes it. */
  why?: string;
}

/** Figure id (or pattern: `*` stands for one segment between dots) to budget. */
export type Budgets = Record<string, Budget>;

export type Status = 'ok' | 'over' | 'n/a' | 'none';
export interface Verdict {
  status: Status;
  /** The budget in words, e.g. "≤ 15", "= no", "≤ 12 + 10"; empty when there is none. */
  text: string;
}

export const BUDGETS_FILE = resolve(import.meta.dirname, 'budgets.json');

/**
 * Reads and checks budgets.json; a key starting with `$` is a comment.
 * @example loadBudgets()['listing.scan'] // { max: 20, why: '…' }
 */
export function loadBudgets(file = BUDGETS_FILE): Budgets {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${file}: not a JSON object`);
  const budgets: Budgets = {};
  for (const [id, value] of Object.entries(raw)) {
    if (id.startsWith('$')) continue;
    const b = value as Budget;
    const ok = typeof b === 'object' && b !== null && (typeof b.max === 'number' || b.equals !== undefined);
    if (!ok) throw new Error(`${file}: budget "${id}" needs "max" (a number) or "equals"`);
    budgets[id] = b;
  }
  return budgets;
}

/** Whether `pattern` names `id`: the same segments, `*` matching any one. */
function matches(pattern: string, id: string): boolean {
  const want = pattern.split('.');
  const got = id.split('.');
  return want.length === got.length && want.every((part, i) => part === '*' || part === got[i]);
}

/**
 * The budget for a figure id: an exact key first, else the first matching pattern.
 * @example budgetFor('size.arxiv.gzip', { 'size.*.gzip': { max: 15 } }) // { max: 15 }
 */
export function budgetFor(id: string, budgets: Budgets): Budget | null {
  if (budgets[id]) return budgets[id]!;
  const key = Object.keys(budgets).find((pattern) => pattern.includes('*') && matches(pattern, id));
  return key ? budgets[key]! : null;
}

const words = (v: number | boolean) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v));

/**
 * The verdict on one figure; `all` lets a `plus` budget read the figure it is relative to.
 * @example checkFigure({ id: 'x', value: 20, … }, { x: { max: 15 } }, []).status // 'over'
 * @example checkFigure({ id: 'r', value: 30, … }, { r: { max: 10, plus: 'near' } }, [{ id: 'near', value: 24, … }]).status // 'ok'
 * @example checkFigure({ id: 's', value: 20, … }, { s: { max: 2, times: 'floor' } }, [{ id: 'floor', value: 9.4, … }]).status // 'over'
 * @example checkFigure({ id: 'x', value: 80, page: { value: 950, label: '…' }, … }, { x: { max: 0.1, ofPage: true } }, []).status // 'ok'
 * @example checkFigure({ id: 'p', value: 70, page: { value: 44, label: '…' }, … }, { p: { max: 40, plusPage: true } }, []).status // 'ok'
 */
export function checkFigure(figure: Figure, budgets: Budgets, all: readonly Figure[]): Verdict {
  const budget = budgetFor(figure.id, budgets);
  if (!budget) return { status: 'none', text: '' };
  if (budget.equals !== undefined) {
    const text = `= ${words(budget.equals)}`;
    if (figure.value === null) return { status: 'n/a', text };
    return { status: figure.value === budget.equals ? 'ok' : 'over', text };
  }
  const max = budget.max!;
  let limit = max;
  let text = `≤ ${max}`;
  if (budget.plus !== undefined) {
    const base = all.find((f) => f.id === budget.plus)?.value;
    if (typeof base !== 'number') return { status: 'n/a', text: `≤ ${budget.plus} + ${max}` };
    limit = base + max;
    text = `≤ ${base} + ${max}`;
  }
  if (budget.times !== undefined) {
    const base = all.find((f) => f.id === budget.times)?.value;
    if (typeof base !== 'number') return { status: 'n/a', text: `≤ ${max} × ${budget.times}` };
    limit = base * max;
    text = `≤ ${max} × ${Math.round(base * 100) / 100}`;
  }
  if (budget.ofPage) {
    const base = figure.page?.value;
    if (typeof base !== 'number') return { status: 'n/a', text: `≤ ×${max} of the page's own` };
    limit = base * max;
    text = `≤ ×${max} of ${Math.round(base)}`;
  }
  if (budget.plusPage) {
    const base = figure.page?.value;
    if (typeof base !== 'number') return { status: 'n/a', text: `≤ the page's own + ${max}` };
    limit = base + max;
    text = `≤ ${Math.round(base * 10) / 10} + ${max}`;
  }
  if (typeof figure.value !== 'number') return { status: 'n/a', text };
  return { status: figure.value <= limit ? 'ok' : 'over', text };
}
