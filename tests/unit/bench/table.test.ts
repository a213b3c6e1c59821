// @vitest-environment node
// Table formatting: each unit's precision, the spread, the page's own cost and ratio, and the budget mark.
import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../../scripts/bench/budgets';
import type { Figure } from '../../../scripts/bench/figure';
import { formatTable, formatValue, rowCells } from '../../../scripts/bench/table';

const none: Verdict = { status: 'none', text: '' };

describe('formatValue', () => {
  it('uses each unit’s precision', () => {
    expect(formatValue(12.345, 'ms')).toBe('12.3');
    expect(formatValue(123.6, 'ms')).toBe('124');
    expect(formatValue(25.875, 'KB')).toBe('25.9');
    expect(formatValue(1.784, 'MB')).toBe('1.78');
    expect(formatValue(13, 'count')).toBe('13');
    expect(formatValue(12.5, 'count')).toBe('12.5');
    expect(formatValue(false, 'yes/no')).toBe('no');
    expect(formatValue(null, 'ms')).toBe('n/a');
  });
});

describe('rowCells', () => {
  it('shows value, spread, the page alone with the ratio, and the budget verdict', () => {
    const figure: Figure = {
      id: 'abstract.warm.afterDcl',
      section: 'Abstract',
      label: 'warm: panel after DCL',
      unit: 'ms',
      value: 115,
      spread: { p10: 112, p90: 164.2, n: 20 },
      page: { value: 130, label: 'to DOMContentLoaded' },
    };
    expect(rowCells(figure, { status: 'over', text: '≤ 100' })).toEqual([
      'warm: panel after DCL',
      '115 ms',
      '112–164 (20)',
      '130 ms to DOMContentLoaded',
      '×0.88',
      '≤ 100 ms',
      'OVER',
      '',
    ]);
  });

  it('says n/a with the reason for a figure that was not measured', () => {
    const figure: Figure = { id: 'github.softNav', section: 'GitHub', label: 'soft nav', unit: 'ms', value: null, note: 'n/a: no GitHub box in this build' };
    expect(rowCells(figure, { status: 'n/a', text: '≤ 50' })).toEqual(['soft nav', 'n/a', '', '', '', '≤ 50 ms', 'n/a', 'n/a: no GitHub box in this build']);
  });

  it('gives counts and yes/no no unit', () => {
    const cells = rowCells({ id: 'x', section: 'S', label: 'zod', unit: 'yes/no', value: false }, { status: 'ok', text: '= no' });
    expect(cells.slice(1, 7)).toEqual(['no', '', '', '', '= no', 'ok']);
  });
});

describe('formatTable', () => {
  const figures: Figure[] = [
    { id: 'size.content.arxiv.gzip', section: 'Size', label: 'arxiv: gzip', unit: 'KB', value: 24.5 },
    { id: 'size.content.arxiv.zod', section: 'Size', label: 'arxiv: carries zod', unit: 'yes/no', value: false },
    { id: 'listing.scan', section: 'Listing', label: 'scan', unit: 'ms', value: 9.75 },
  ];
  const verdicts: Verdict[] = [{ status: 'over', text: '≤ 15' }, { status: 'ok', text: '= no' }, none];
  const lines = formatTable(figures, verdicts).split('\n');

  it('puts a header first and each section’s heading before its rows', () => {
    expect(lines[0]).toMatch(/^figure\s+value\s+p10–p90 \(runs\)\s+page alone, same run\s+ratio\s+budget\s+note$/);
    expect(lines[1]).toBe('── Size ──');
    expect(lines[4]).toBe('── Listing ──');
    expect(lines).toHaveLength(6);
  });

  it('marks the figure over budget, and only that one', () => {
    expect(lines[2]).toMatch(/arxiv: gzip .*24\.5 KB .*≤ 15 KB\s+OVER$/);
    expect(lines.filter((l) => l.includes('OVER'))).toHaveLength(1);
  });

  it('lines the value column up on the right', () => {
    const rows = [lines[2]!, lines[3]!, lines[5]!];
    const ends = rows.map((row, i) => row.indexOf(['24.5 KB', 'no', '9.8 ms'][i]!) + ['24.5 KB', 'no', '9.8 ms'][i]!.length);
    expect(new Set(ends).size).toBe(1);
  });
});
