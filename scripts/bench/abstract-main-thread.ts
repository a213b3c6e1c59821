// Abstract page: the main-thread time the extension adds to a load, beside the page's own and beside
// an extension whose content script is empty (the floor of being a content script at all).
import type { BenchContext } from './context';
import { fromRuns, type Figure } from './figure';
import { mainThreadMs, SETTLE_MS } from './main-thread';
import { expectSecondSourceOff } from './second-source';

const PAPER = 'https://arxiv.org/abs/2607.21653';
const SECTION = 'Abstract page: main-thread time (CDP TaskDuration, load + settle)';

/**
 * Loads the page in turn without any extension, with the empty one, with ours (the record cached by
 * then) and with the floor of the stack, `options.runs` times; the added time is taken run by run, so each pair shares the
 * machine's mood.
 * @example figures.push(...(await abstractMainThreadFigures(ctx)))
 */
export async function abstractMainThreadFigures(ctx: BenchContext): Promise<Figure[]> {
  const bare: number[] = [];
  const addedByUs: number[] = [];
  const addedByEmpty: number[] = [];
  const addedByFloor: number[] = [];
  // Measured with the second source off, the default: its added time must not depend on it.
  await expectSecondSourceOff(ctx.extTab);
  // One unmeasured load each: a browser's first tab pays for starting its renderer.
  for (const browser of [ctx.ext, ctx.empty, ctx.bare, ctx.floor]) if (browser) await mainThreadMs(browser, PAPER);
  for (let i = 1; i <= ctx.options.runs; i++) {
    ctx.log(`abstract main thread: run ${i} of ${ctx.options.runs}`);
    const alone = await mainThreadMs(ctx.bare, PAPER);
    bare.push(alone);
    addedByEmpty.push((await mainThreadMs(ctx.empty, PAPER)) - alone);
    addedByUs.push((await mainThreadMs(ctx.ext, PAPER)) - alone);
    if (ctx.floor) addedByFloor.push((await mainThreadMs(ctx.floor, PAPER)) - alone);
  }
  const note = `after the load event and ${SETTLE_MS / 1000} s`;
  return [
    fromRuns({ id: 'abstract.mainThread.page', section: SECTION, label: 'the page alone', unit: 'ms', note }, bare),
    fromRuns(
      { id: 'abstract.mainThread.added', section: SECTION, label: 'added by us (warm)', unit: 'ms', note: 'with us minus without, run by run' },
      addedByUs,
      bare,
      'page alone',
    ),
    fromRuns(
      {
        id: 'abstract.mainThread.emptyAdded',
        section: SECTION,
        label: 'added by an empty content script',
        unit: 'ms',
        note: 'the floor: any extension on the page',
      },
      addedByEmpty,
      bare,
      'page alone',
    ),
    fromRuns(
      {
        id: 'abstract.mainThread.floorAdded',
        section: SECTION,
        label: 'added by the floor of the stack',
        unit: 'ms',
        note: 'one Preact component in a shadow root tied to ctx, one typed message (scripts/bench/floor/)',
      },
      addedByFloor,
      bare,
      'page alone',
    ),
  ];
}
