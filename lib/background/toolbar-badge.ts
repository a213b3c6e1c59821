// The toolbar icon's badge on arXiv tabs about one paper (abstract, HTML view, PDF): the number of
// linked repositories, or a neutral mark. Tab URLs are visible to us through the arxiv.org host
// permission, so no `tabs` permission is needed.
import { browser } from 'wxt/browser';
import { parseArxivId } from '../ids/arxiv';
import { toolbarAction, type ToolbarAction } from '../platform/action';
import type { PaperLookup } from '../record/view-types';

// Stryker disable next-line Regex: without its start anchor the pattern meets an arXiv address carried inside another
// site's, which parseArxivId then refuses all the same (it reads arXiv's own addresses only; the cases show both)
const PAPER_PAGE = /^https:\/\/(www\.|export\.)?arxiv\.org\/(abs|html|pdf)\//;

/**
 * The paper a tab shows, from its URL; null for any other page.
 * @example paperOfTab('https://arxiv.org/pdf/2607.21653v2') // '2607.21653'
 */
export function paperOfTab(url: string | undefined): string | null {
  if (!url || !PAPER_PAGE.test(url)) return null;
  return parseArxivId(url)?.id ?? null;
}

/** Badge text, colour and tooltip for a lookup. */
export function badgeFor(lookup: PaperLookup): { text: string; color: string; title: string } {
  if (lookup.status === 'found') {
    const repos = lookup.view.code.ok ? lookup.view.code.value.length : 0;
    return {
      text: String(repos),
      color: repos > 0 ? '#1a7f37' : '#6e7781',
      title: `Paper Code Lens: ${repos} linked ${repos === 1 ? 'repository' : 'repositories'}`,
    };
  }
  if (lookup.status === 'none') return { text: '–', color: '#6e7781', title: 'Paper Code Lens: no record for this paper' };
  return { text: '!', color: '#9a6700', title: `Paper Code Lens: ${lookup.problem}` };
}

/**
 * Registers the tab listener; called synchronously from the background's main. The badge goes on
 * `action` (Manifest V3) or `browserAction` (Firefox's Manifest V2), whichever the build has.
 */
export function registerToolbarBadge(lookupPaper: (arxivId: string) => Promise<PaperLookup>, action: ToolbarAction | null = toolbarAction()): void {
  if (!action) return;
  const update = async (tabId: number, url: string | undefined) => {
    const arxivId = paperOfTab(url);
    if (!arxivId) return;
    const badge = badgeFor(await lookupPaper(arxivId));
    await Promise.all([
      action.setBadgeText({ tabId, text: badge.text }),
      action.setBadgeBackgroundColor({ tabId, color: badge.color }),
      action.setTitle({ tabId, title: badge.title }),
    ]);
  };
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    // Once per finished load (a navigation may reset tab-specific badge state); not also on the
    // URL change, which would ask the record source twice when an answer fails.
    if (change.status === 'complete') void update(tabId, tab.url).catch(() => undefined);
  });
}
