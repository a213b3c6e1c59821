// The service worker's JS heap before and after many distinct lookups, read over CDP after a forced GC.
import { workerSession } from './cdp-worker';
import type { BenchContext } from './context';
import { askBackground, clearRecordCache } from './extension-messages';
import type { Figure } from './figure';

const SECTION = 'Service worker';
const MB = 1_000_000;
/** Lookups in flight at once: the background queues them (4 to the record source at a time). */
const IN_FLIGHT = 50;

interface HeapUsage {
  usedSize: number;
  totalSize: number;
}

/**
 * Distinct new-style ids no other measurement asks for, so every lookup is a miss and a request.
 * @example lookupIds(2) // ['2607.40001', '2607.40002']
 */
export function lookupIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `2607.${String(40001 + i).padStart(5, '0')}`);
}

/**
 * Empties the record cache, reads the heap, sends `options.lookups` getPaper messages from the
 * extension's tab, and reads the heap again once the cache has stored their answers; each reading
 * after `HeapProfiler.collectGarbage`, so what is left is what the worker keeps, not garbage not yet
 * collected.
 * @example figures.push(...(await workerFigures(ctx)))
 */
export async function workerFigures(ctx: BenchContext): Promise<Figure[]> {
  const extension = ctx.ext.extension!;
  const session = await workerSession(ctx.ext.context, ctx.extTab, extension.id);
  try {
    const heap = async () => {
      await session.send('HeapProfiler.collectGarbage');
      return (await session.send<HeapUsage>('Runtime.getHeapUsage')).usedSize;
    };
    await clearRecordCache(ctx.extTab);
    const before = await heap();
    const ids = lookupIds(ctx.options.lookups);
    ctx.log(`service worker: ${ids.length} lookups`);
    const started = performance.now();
    const answers = await askBackground(
      ctx.extTab,
      'getPaper',
      ids.map((arxivId) => ({ arxivId })),
      IN_FLIGHT,
    );
    const elapsed = performance.now() - started;
    // A fetched answer is sent before its cache write is done; the cache's stats wait behind every
    // write begun, so the heap is read once they are done: what the worker keeps, not what it is writing.
    await askBackground(ctx.extTab, 'cacheStats', [undefined]);
    const after = await heap();
    const statuses = new Set(answers.map((a) => (a as { status?: string } | null)?.status));
    const n = ids.length;
    const fig = (id: string, label: string, unit: Figure['unit'], value: number, extra: Partial<Figure> = {}): Figure => ({
      id: `worker.${id}`,
      section: SECTION,
      label,
      unit,
      value,
      ...extra,
    });
    return [
      fig('heapBefore', 'JS heap before the lookups (cache empty)', 'MB', before / MB),
      fig('heapAfter', `JS heap after ${n} distinct lookups`, 'MB', after / MB, {
        page: { value: before / MB, label: 'before' },
        note: `answers: ${[...statuses].join(', ')}`,
      }),
      fig('heapGrowth', 'JS heap kept per 1000 lookups', 'MB', ((after - before) / MB) * (1000 / n)),
      fig('lookupTime', 'background time per lookup', 'ms', elapsed / n, { note: `${n} lookups, ${IN_FLIGHT} in flight; misses, each a request` }),
    ];
  } finally {
    await session.detach();
  }
}
