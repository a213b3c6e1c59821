// The popup's starting point: the active tab's address, which linkTarget (lib/pages/sites/) reads
// as a link to it would be read.
import { browser } from 'wxt/browser';

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
