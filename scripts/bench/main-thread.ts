// What a page load costs the renderer's main thread, from Chromium's own count (CDP Performance.getMetrics).
import type { BenchBrowser } from './chromium';

/** After the load event, how long the page is left to finish what it started (ours included). */
export const SETTLE_MS = 1_500;

/**
 * Loads `url` in a new tab and returns the main thread's TaskDuration (every task the renderer ran
 * for the page: parsing, scripts, content scripts, style, layout, paint) in ms, read after the load
 * event and a settle.
 * @example const ms = await mainThreadMs(ctx.bare, 'https://arxiv.org/abs/2607.21653')
 */
export async function mainThreadMs(browser: BenchBrowser, url: string): Promise<number> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    await cdp.detach();
    const task = metrics.find((m) => m.name === 'TaskDuration');
    if (!task) throw new Error('Chromium reported no TaskDuration');
    return task.value * 1000;
  } finally {
    await page.close();
  }
}
