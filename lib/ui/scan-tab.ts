// The popup's "Scan this page": reads the active tab once, through the access the click gave
// (activeTab), and returns the papers and repositories it names, in page order.
import { browser } from 'wxt/browser';
import { readTargets, targetKey, type NamedTarget } from '../ids/read-targets';
import type { LookupTarget } from '../lookup-input';
import { collectPageNames, PAGE_LIMITS, type PageNames } from '../pages/page-names';
import { linkTarget } from '../pages/sites/link-target';
import { SITES_SCRIPT_FILE } from '../sites/site-origins';

/** At most this many of a page's papers and repositories are looked up. */
export const MAX_SCANNED = 200;

export type ScanOutcome = { ok: true; targets: LookupTarget[]; more: number } | { ok: false; problem: string };

/**
 * The papers and repositories `names` holds: the links first (each read alone, in order), then
 * what the text names besides; the first MAX_SCANNED, and how many more there are.
 * @example targetsOfPage({ links: ['https://arxiv.org/abs/2607.21653'], text: '' }) // { targets: [paper], more: 0 }
 */
export function targetsOfPage(names: PageNames): { targets: LookupTarget[]; more: number } {
  // A link is read as the sites script reads one (lib/pages/sites/link-target.ts).
  const fromLinks = names.links.flatMap((link): NamedTarget[] => {
    const target = linkTarget(link);
    return target ? [target] : [];
  });
  const seen = new Set<string>();
  const targets: LookupTarget[] = [];
  for (const t of [...fromLinks, ...readTargets(names.text)]) {
    const key = targetKey(t);
    if (seen.has(key)) continue;
    seen.add(key);
    targets.push(t);
  }
  return { targets: targets.slice(0, MAX_SCANNED), more: Math.max(0, targets.length - MAX_SCANNED) };
}

/**
 * The active tab of the browser window the popup was opened from (a toolbar popup is no window of
 * its own; a popup opened as a window of its own, as the tests do, is not a normal one).
 */
export async function activeTabId(): Promise<number | undefined> {
  const window = await browser.windows.getLastFocused({ windowTypes: ['normal'] });
  const [tab] = await browser.tabs.query({ active: true, windowId: window.id });
  return tab?.id;
}

/**
 * Runs the sites script in the active tab now, just after its site was turned on (the browser runs
 * the registered one only from the next load on).
 * @example await showSiteNow()
 */
export async function showSiteNow(): Promise<void> {
  const tabId = await activeTabId();
  if (tabId !== undefined) await browser.scripting.executeScript({ target: { tabId }, files: [`/${SITES_SCRIPT_FILE}`] });
}

/**
 * Scans the active tab of the last focused browser window. Fails with plain words where the browser allows no
 * script (its own pages, the web store) or the popup was not opened by a click on this tab.
 * @example const outcome = await scanActiveTab(); if (outcome.ok) show(outcome.targets)
 */
export async function scanActiveTab(): Promise<ScanOutcome> {
  try {
    const tabId = await activeTabId();
    if (tabId === undefined) return { ok: false, problem: 'There is no tab to read.' };
    const [result] = await browser.scripting.executeScript({ target: { tabId }, func: collectPageNames, args: [PAGE_LIMITS] });
    const names = result?.result as PageNames | undefined;
    if (!names || !Array.isArray(names.links) || typeof names.text !== 'string') return { ok: false, problem: 'The page gave nothing to read.' };
    return { ok: true, ...targetsOfPage(names) };
  } catch {
    return { ok: false, problem: 'This page cannot be read: the browser keeps its own pages and some sites closed to extensions.' };
  }
}
