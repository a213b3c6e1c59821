// The listing's own price of a small change: the frame after one empty inline element goes into one
// entry, as a badge's host does, on the page alone. Any change inside the 4000-row list makes the
// browser lay out the list and walk it before painting, so this is the floor of the frame that draws
// our first badges (listing.firstRender), measured on the same machine in the same run.
import type { BenchBrowser } from './chromium';
import { traceDuring } from './trace';
import { analyzeLoad } from './trace-analysis';

const MARK = 'pcl-bench:small-change';
/** After the load, long enough for the page's own first frames to be over. */
const SETTLE_MS = 1000;

/** One run's frame after the change, ms: wall and main-thread CPU time (null where the trace holds no frame after it). */
export interface SmallChangeFrame {
  wall: number | null;
  cpu: number | null;
}

/**
 * One frame per run.
 * @example const frames = await smallChangeFrames(ctx.bare, 'https://arxiv.org/list/cs.LG/pastweek?skip=0&show=2000', 5)
 */
export async function smallChangeFrames(browser: BenchBrowser, url: string, runs: number): Promise<SmallChangeFrame[]> {
  const frames: SmallChangeFrame[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage();
    try {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      const events = await traceDuring(page, async () => {
        await page.evaluate((mark) => {
          performance.mark(mark);
          document.querySelector('dl > dt')?.append(document.createElement('span'));
        }, MARK);
        await page.waitForTimeout(300);
      });
      const load = analyzeLoad(events, { threadMark: MARK, taskMark: MARK });
      frames.push({ wall: load.firstRenderAfterMarkMs, cpu: load.firstRenderAfterMarkCpuMs });
    } finally {
      await page.close();
    }
  }
  return frames;
}
