// The popup's starting point: the paper or repository the active tab shows, if any.
import { browser } from 'wxt/browser';
import type { LookupTarget } from '../lookup-input';
import { linkTarget } from '../pages/sites/link-target';

/**
 * A tab's address read as a page about a paper (any address parseArxivId reads: arxiv.org's pages,
 * the DOI's, Hugging Face, alphaXiv, Semantic Scholar, ADS and the like) or a GitHub repository
 * (any page under it); null for anything else.
 * Only addresses count here, never bare ids: a tab's URL is always absolute.
 * @example targetOfTabUrl('https://arxiv.org/html/2607.21653v1/#S2') // { kind: 'paper', arxivId: '2607.21653' }
 */
export function targetOfTabUrl(url: string | undefined): LookupTarget | null {
  // A tab's address is read as a link to it would be.
  return typeof url === 'string' ? linkTarget(url) : null;
}

/**
 * The active tab's address. Without the `tabs` permission the browser gives it for arxiv.org and
 * github.com (our hosts) and, once the toolbar click grants `activeTab`, for the tab the popup was
 * opened on, whatever its site (a Hugging Face or alphaXiv paper page, say).
 * @example const url = await activeTabUrl(); // undefined on any other site
 */
export async function activeTabUrl(): Promise<string | undefined> {
  // Stryker disable next-line ArrayDeclaration: a made-up entry has no url either, so a failed query still gives undefined
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true }).catch(() => []);
  return tab?.url;
}
