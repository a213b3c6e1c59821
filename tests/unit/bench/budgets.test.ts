// @vitest-environment node
// Budget marking: which budget names a figure, and whether the figure is within it, over it, or n/a.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetFor, checkFigure, loadBudgets, type Budgets } from '../../../scripts/bench/budgets';
import type { Figure } from '../../../scripts/bench/figure';

const figure = (id: string, value: Figure['value'], unit: Figure['unit'] = 'ms'): Figure => ({ id, section: 'S', label: id, unit, value });

describe('budgetFor', () => {
  const budgets: Budgets = { 'size.content.*.gzip': { max: 15 }, 'size.content.arxiv.gzip': { max: 20 }, 'listing.scan': { max: 20 } };

  it('prefers an exact key, then a pattern where * stands for one segment', () => {
    expect(budgetFor('size.content.arxiv.gzip', budgets)).toEqual({ max: 20 });
    expect(budgetFor('size.content.github.gzip', budgets)).toEqual({ max: 15 });
  });

  it('does not let * span dots or match a different number of segments', () => {
    expect(budgetFor('size.content.a.b.gzip', budgets)).toBeNull();
    expect(budgetFor('size.content.gzip', budgets)).toBeNull();
    expect(budgetFor('listing.scanTask', budgets)).toBeNull();
  });
});

describe('checkFigure', () => {
  it('marks a figure over its max, and one at the max within it', () => {
    const budgets = { 'listing.scan': { max: 20 } };
    expect(checkFigure(figure('listing.scan', 20.5), budgets, [])).toEqual({ status: 'over', text: '≤ 20' });
    expect(checkFigure(figure('listing.scan', 20), budgets, []).status).toBe('ok');
  });

  it('compares yes/no and counts for equality', () => {
    const budgets = { 'x.zod': { equals: false }, 'x.boxes': { equals: 1 } };
    expect(checkFigure(figure('x.zod', true, 'yes/no'), budgets, [])).toEqual({ status: 'over', text: '= no' });
    expect(checkFigure(figure('x.zod', false, 'yes/no'), budgets, []).status).toBe('ok');
    expect(checkFigure(figure('x.boxes', 2, 'count'), budgets, []).status).toBe('over');
    expect(checkFigure(figure('x.boxes', 1, 'count'), budgets, []).status).toBe('ok');
  });

  it('reads a relative budget from the figure it names', () => {
    const budgets = { 'listing.requests': { max: 10, plus: 'listing.near' } };
    const near = figure('listing.near', 12, 'count');
    expect(checkFigure(figure('listing.requests', 22, 'count'), budgets, [near])).toEqual({ status: 'ok', text: '≤ 12 + 10' });
    expect(checkFigure(figure('listing.requests', 23, 'count'), budgets, [near]).status).toBe('over');
  });

  it('reads a ratio budget from the floor figure it names', () => {
    const budgets = { 'size.content.*.gzip': { max: 2, times: 'size.floor.gzip' } };
    const floor = figure('size.floor.gzip', 9.4, 'KB');
    expect(checkFigure(figure('size.content.arxiv.gzip', 16.8, 'KB'), budgets, [floor])).toEqual({ status: 'ok', text: '≤ 2 × 9.4' });
    expect(checkFigure(figure('size.content.github.gzip', 22.7, 'KB'), budgets, [floor]).status).toBe('over');
    expect(checkFigure(figure('size.content.github.gzip', 22.7, 'KB'), budgets, [])).toEqual({ status: 'n/a', text: '≤ 2 × size.floor.gzip' });
  });

  it("reads a budget relative to the page's own cost beside the figure", () => {
    const budgets = { 'listing.extraMainThread': { max: 0.1, ofPage: true } };
    const added = (value: number, page?: number) => ({
      ...figure('listing.extraMainThread', value),
      ...(page ? { page: { value: page, label: 'page main thread' } } : {}),
    });
    expect(checkFigure(added(90, 950), budgets, [])).toEqual({ status: 'ok', text: '≤ ×0.1 of 950' });
    expect(checkFigure(added(96, 950), budgets, []).status).toBe('over');
    expect(checkFigure(added(50), budgets, []).status).toBe('n/a');
  });

  it("reads a budget as the page's own figure plus a margin", () => {
    const budgets = { 'sidePanel.warm': { max: 40, plusPage: true } };
    const shown = (value: number, page?: number) => ({
      ...figure('sidePanel.warm', value),
      ...(page ? { page: { value: page, label: 'navigation to commit' } } : {}),
    });
    expect(checkFigure(shown(84, 44), budgets, [])).toEqual({ status: 'ok', text: '≤ 44 + 40' });
    expect(checkFigure(shown(84.1, 44), budgets, []).status).toBe('over');
    expect(checkFigure(shown(50), budgets, [])).toEqual({ status: 'n/a', text: "≤ the page's own + 40" });
  });

  it('says n/a when the figure, or the figure a budget is relative to, was not measured', () => {
    expect(checkFigure(figure('listing.scan', null), { 'listing.scan': { max: 20 } }, []).status).toBe('n/a');
    expect(checkFigure(figure('x.boxes', null, 'count'), { 'x.boxes': { equals: 1 } }, []).status).toBe('n/a');
    const relative = { r: { max: 10, plus: 'near' } };
    expect(checkFigure(figure('r', 5, 'count'), relative, [])).toEqual({ status: 'n/a', text: '≤ near + 10' });
  });

  it('has nothing to say about a figure without a budget', () => {
    expect(checkFigure(figure('other', 1e9), { 'listing.scan': { max: 20 } }, [])).toEqual({ status: 'none', text: '' });
  });
});

describe('loadBudgets', () => {
  it('reads the real budgets file, comments left out', () => {
    const budgets = loadBudgets();
    expect(budgets['size.content.*.gzip']).toMatchObject({ max: 2, times: 'size.floor.gzip' });
    expect(budgets['abstract.warm.afterDcl']?.max).toBe(20);
    expect(budgets['listing.scan']?.max).toBe(10);
    expect(budgets['listing.extraMainThread']).toBeUndefined();
    expect(budgets['abstract.mainThread.added']).toMatchObject({ max: 5, plus: 'abstract.mainThread.floorAdded' });
    expect(budgets['listing.attributed']).toMatchObject({ max: 0.05, ofPage: true });
    expect(budgets['listing.firstRenderCpu']).toMatchObject({ max: 1.5, ofPage: true });
    expect(budgets['sites.*.added']).toMatchObject({ max: 0.25, ofPage: true });
    expect(budgets['sites.links5000.added']).toMatchObject({ max: 0.15, ofPage: true });
    expect(budgets['sidePanel.warm']).toMatchObject({ max: 40, plusPage: true });
    expect(budgets['github.softNav']?.max).toBe(25);
    expect(budgets['listing.ourLongestTask']?.max).toBe(50);
    expect(budgets['listing.requestsBeforeScroll']).toMatchObject({ max: 10, plus: 'listing.nearScreen' });
    expect(Object.keys(budgets).some((k) => k.startsWith('$'))).toBe(false);
  });

  it('refuses a budget with neither max nor equals', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pcl-budgets-')), 'budgets.json');
    writeFileSync(file, JSON.stringify({ 'listing.scan': { maximum: 20 } }));
    expect(() => loadBudgets(file)).toThrow(/"listing.scan" needs "max"/);
  });
});
