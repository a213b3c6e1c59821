// The code a tab's paper page names, read in that tab for the popup and the side panel: the regions'
// links and text are collected there (with the access the click or the site gives), read here.
import { browser } from 'wxt/browser';
import { readCodeLinks } from '../pages/code-links';
import { CODE_REGION_LIMITS, CODE_REGIONS, codePageKind, collectCodeRegions } from '../pages/code-regions';
import type { NamedCodeLink } from '../record/code-part-types';
import { activeTabId } from './scan-tab';

/**
 * None where the page is no paper page we read, the tab cannot be read (a site not turned on, the
 * browser's own pages) or the tab shows another address by now.
 * @example await namedOnTab(tab.id, tab.url) // [{ url: 'https://github.com/a/b', where: 'abstract', … }]
 */
export async function namedOnTab(tabId: number | undefined, url: string): Promise<NamedCodeLink[]> {
  let kind: ReturnType<typeof codePageKind> = null;
  try {
    kind = codePageKind(new URL(url));
  } catch {
    return [];
  }
  if (tabId === undefined || kind === null) return [];
  try {
    const [result] = await browser.scripting.executeScript({ target: { tabId }, func: collectCodeRegions, args: [CODE_REGIONS[kind], CODE_REGION_LIMITS] });
    const collected: unknown = result?.result;
    // readCodeLinks reads only what is shaped as collected, and no more than the limits.
    return Array.isArray(collected) ? readCodeLinks(collected) : [];
  } catch {
    return [];
  }
}

/** The popup's: the active tab of the window it was opened from. @example await namedOnActiveTab(url) */
export const namedOnActiveTab = async (url: string): Promise<NamedCodeLink[]> => namedOnTab(await activeTabId().catch(() => undefined), url);
