// arXiv listing, search, author and catch-up pages: a badge beside every entry's identifier,
// filled only for entries near the screen; the record opens in a popover.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { noticeReload } from '../../lib/ui/context-life';
import { sendMessage } from '../../lib/messaging/protocol';
import { scanListing } from '../../lib/pages/arxiv-listing';
import { watchNearScreen } from '../../lib/ui/near-screen';
import { createBadgeHost, mountBadge, reservePlaceholderRoom } from './badges';
import { popoverOpener } from './popover';

const ask = (arxivId: string) => sendMessage('getPaper', { arxivId });

export default defineContentScript({
  matches: ['https://arxiv.org/list/*', 'https://arxiv.org/search/*', 'https://arxiv.org/a/*', 'https://arxiv.org/catchup*'],
  cssInjectionMode: 'manual',
  // WXT's start-up note to older copies of this script, without the window.postMessage that tells
  // every script of the page the extension's id (README: Security).
  noScriptStartedPostMessage: true,
  async main(ctx) {
    if (!(await sendMessage('pageSettings')).features.listingBadges) return;
    noticeReload(ctx);
    // Read everything first, then write: one pass each, so the page lays out once.
    // The marks let the benchmark time exactly this work (npm run bench).
    performance.mark('pcl:listing:start');
    const entries = scanListing(document);
    performance.mark('pcl:listing:scanned');
    if (entries.length === 0) return;
    const room = reservePlaceholderRoom(document);
    const hosts = entries.map((entry) => createBadgeHost(entry.arxivId));
    entries.forEach((entry, i) => {
      entry.idLink.after(hosts[i]!);
    });

    const openPopover = popoverOpener(ctx, ask);
    const unmounts: (() => void)[] = [];
    watchNearScreen(hosts, (host) => unmounts.push(mountBadge(host as HTMLElement, ask, openPopover)), { signal: ctx.signal });
    performance.measure('pcl:listing:scan', 'pcl:listing:start');
    performance.measure('pcl:listing:read', 'pcl:listing:start', 'pcl:listing:scanned');
    ctx.onInvalidated(() => {
      room.remove();
      for (const unmount of unmounts) unmount();
      for (const host of hosts) host.remove();
    });
  },
});
