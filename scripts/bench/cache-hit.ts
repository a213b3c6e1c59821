// What one cached lookup costs with a small cache and with a full one (10,000 entries): the same, when a
// hit reads only its own entry (lib/cache). Measured from the extension's own tab, message round trip included.
import type { Page } from 'playwright-core';
import type { BenchContext } from './context';
import { askBackground, clearRecordCache } from './extension-messages';
import { fromRuns, type Figure } from './figure';

const SECTION = 'Record cache';
const PAPER = '2607.21653';
const FULL = 10_000;

/** Times `runs` cached lookups of the real paper, one after another, in ms each. */
async function hits(tab: Page, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await askBackground(tab, 'getPaper', [{ arxivId: PAPER }]);
    times.push(performance.now() - started);
  }
  return times;
}

/** Fills storage as a long-used cache would hold it: `count` entries beside the real one, and their index rows. */
async function fillCache(tab: Page, count: number): Promise<void> {
  await tab.evaluate(async (n: number) => {
    const { 'cache-index': index = {} } = (await chrome.storage.local.get('cache-index')) as { 'cache-index'?: Record<string, unknown> };
    const items: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) {
      const key = `bench|paper:2607.${String(50000 + i)}`;
      items[`cache:${key}`] = { kind: 'none', storedAt: Date.now() };
      index[key] = { storedAt: Date.now(), usedAt: Date.now() - 1 - i, bytes: 40 };
    }
    await chrome.storage.local.set({ ...items, 'cache-index': index });
  }, count);
}

/** @example figures.push(...(await cacheFigures(ctx))) */
export async function cacheFigures(ctx: BenchContext): Promise<Figure[]> {
  const runs = ctx.options.quick ? 10 : 40;
  await clearRecordCache(ctx.extTab);
  await askBackground(ctx.extTab, 'getPaper', [{ arxivId: PAPER }]);
  const small = await hits(ctx.extTab, runs);
  ctx.log(`record cache: filling ${FULL} entries`);
  await fillCache(ctx.extTab, FULL);
  const full = await hits(ctx.extTab, runs);
  await clearRecordCache(ctx.extTab);
  const smallFigure = fromRuns({ id: 'cache.hit.oneEntry', section: SECTION, label: 'cached lookup, cache of one record', unit: 'ms' }, small);
  const fullFigure = fromRuns({ id: 'cache.hit.full', section: SECTION, label: `cached lookup, cache of ${FULL} records`, unit: 'ms' }, full);
  const ratio =
    typeof smallFigure.value === 'number' && typeof fullFigure.value === 'number' && smallFigure.value > 0 ? fullFigure.value / smallFigure.value : null;
  return [
    smallFigure,
    fullFigure,
    {
      id: 'cache.hit.ratio',
      section: SECTION,
      label: `cached lookup at ${FULL} records ÷ at one`,
      unit: 'count',
      value: ratio === null ? null : Math.round(ratio * 100) / 100,
    },
  ];
}
