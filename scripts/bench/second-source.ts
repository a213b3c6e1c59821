// Abstract page with the second source (Papers with Code's stand-in, served by the record server under
// /api/v1/) turned on: whether its part comes after the record's, and what its arrival changes in the
// panel. The setting is turned on only for these loads and off again before anything else is measured.
import type { Page } from 'playwright-core';
import type { BenchBrowser } from './chromium';
import type { BenchContext } from './context';
import { askBackground, clearRecordCache } from './extension-messages';
import type { Figure } from './figure';
import { secondFigures, type SecondRun } from './second-analysis';
import { readSecond, secondProbe, type SecondProbeArg } from './second-probe';

const ARXIV_ID = '2607.21653';
const PAPER = `https://arxiv.org/abs/${ARXIV_ID}`;
const SECTION = 'Abstract page, second source on (arXiv 2607.21653, Papers with Code stand-in)';
/** lib/settings.ts `secondSourceOn`: `local:settings:secondSourceOn` is this key in chrome.storage.local. */
export const SECOND_ON_KEY = 'settings:secondSourceOn';
const PROBE: SecondProbeArg = {
  hostPrefix: 'paper-code-lens-panel',
  recordPattern: 'harvested functions? ran',
  secondSelector: 'section.pcl-second',
  secondPattern: 'Also listed by Papers with Code',
  recordLog: 'pcl-bench:record-seen',
  secondLog: 'pcl-bench:second-seen',
};
const SHOWN_LIMIT_MS = 20_000;
/** After the second part is shown, how long later changes are still counted. */
export const AFTER_SECOND_MS = 1_000;

/** The background's answer for the paper, asked from the extension's own tab: `off`, `found`, … */
async function secondStatus(tab: Page): Promise<string> {
  const [answer] = (await askBackground(tab, 'getSecondOpinion', [{ arxivId: ARXIV_ID }])) as { status?: string }[];
  return answer?.status ?? 'no answer';
}

/**
 * Writes the setting from the extension's tab, as the options page's switch does, and waits until the
 * background answers accordingly (it keeps a copy, dropped when storage says the setting changed).
 * Off removes the item, so the default (off) holds again.
 * @example await setSecondSource(ctx.extTab, true)
 */
export async function setSecondSource(tab: Page, on: boolean): Promise<void> {
  await tab.evaluate(({ key, on }) => (on ? chrome.storage.local.set({ [key]: true }) : chrome.storage.local.remove(key)), { key: SECOND_ON_KEY, on });
  let status = '';
  for (let i = 0; i < 50; i++) {
    status = await secondStatus(tab);
    if ((status === 'off') !== on) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the second source was turned ${on ? 'on' : 'off'}, but the background still answers "${status}"`);
}

/**
 * Throws unless the background answers that the second source is off (the default, under which the
 * other abstract figures are measured).
 * @example await expectSecondSourceOff(ctx.extTab)
 */
export async function expectSecondSourceOff(tab: Page): Promise<void> {
  const status = await secondStatus(tab);
  if (status !== 'off') throw new Error(`the second source should be off here, but the background answers "${status}"`);
}

/** One load in a new tab: waits for the record and the second part, then `AFTER_SECOND_MS` more. */
async function load(browser: BenchBrowser): Promise<SecondRun> {
  const page = await browser.newPage();
  try {
    await page.addInitScript(secondProbe, PROBE);
    // Waiting on the probe's console lines, not polling: nothing of Playwright's runs in the page meanwhile.
    const seen = (text: string) =>
      page.waitForEvent('console', { predicate: (m) => m.text() === text, timeout: SHOWN_LIMIT_MS }).then(
        () => true,
        () => false,
      );
    const record = seen(PROBE.recordLog);
    const second = seen(PROBE.secondLog);
    await page.goto(PAPER, { waitUntil: 'load' });
    const [recordShown, secondShown] = await Promise.all([record, second]);
    if (!recordShown) throw new Error(`the record's panel was not shown within ${SHOWN_LIMIT_MS / 1000} s`);
    if (secondShown) await page.waitForTimeout(AFTER_SECOND_MS);
    return await page.evaluate(readSecond);
  } finally {
    await page.close();
  }
}

/**
 * With the second source on, `options.runs` times: the cache emptied (record and second answer both
 * from the record server: cold), then again with both cached (warm), as the off figures warm theirs.
 * Turned off again, and the cache emptied, whatever happens.
 * @example figures.push(...(await abstractSecondFigures(ctx)))
 */
export async function abstractSecondFigures(ctx: BenchContext): Promise<Figure[]> {
  const cold: SecondRun[] = [];
  const warm: SecondRun[] = [];
  await setSecondSource(ctx.extTab, true);
  try {
    const status = await secondStatus(ctx.extTab);
    if (status !== 'found') throw new Error(`Papers with Code's stand-in did not list the paper (answer "${status}"): is the record server given secondDir?`);
    // One load first, unmeasured: the first tab of a browser pays for starting its renderer.
    await load(ctx.ext);
    for (let i = 1; i <= ctx.options.runs; i++) {
      ctx.log(`abstract page, second source on: run ${i} of ${ctx.options.runs}`);
      await clearRecordCache(ctx.extTab);
      cold.push(await load(ctx.ext));
      warm.push(await load(ctx.ext));
    }
  } finally {
    await setSecondSource(ctx.extTab, false);
    await clearRecordCache(ctx.extTab);
  }
  if (![...cold, ...warm].some((run) => run.secondAt !== null)) throw new Error('the second part was never shown');
  return [...secondFigures('abstract.second.cold', SECTION, 'cold: ', cold), ...secondFigures('abstract.second.warm', SECTION, 'warm: ', warm)];
}
