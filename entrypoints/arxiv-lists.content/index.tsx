// arXiv listing, search, author and catch-up pages: a badge beside every entry's identifier,
// filled only for entries near the screen; the record opens in a popover.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { sendMessage } from '../../lib/messaging/protocol';
import { scanListing } from '../../lib/pages/arxiv-listing';
import { watchNearScreen } from '../../lib/ui/near-screen';
import { createBadgeHost, mountBadge } from './badges';
import { popoverOpener } from './popover';

const ask = (arxivId: string) => sendMessage('getPaper', { arxivId });

export default defineContentScript({
  matches: ['https://arxiv.org/list/*', 'https://arxiv.org/search/*', 'https://arxiv.org/a/*', 'https://arxiv.org/catchup*'],
  cssInjectionMode: 'manual',
  async main(ctx) {
    if (!(await sendMessage('pageSettings')).features.listingBadges) return;
    // Read everything first, then write: one pass each, so the page lays out once.
    const entries = scanListing(document);
    const hosts = entries.map((entry) => createBadgeHost(entry.arxivId));
    entries.forEach((entry, i) => entry.idLink.after(hosts[i]!));

    const openPopover = popoverOpener(ctx, ask);
    const unmounts: (() => void)[] = [];
    watchNearScreen(hosts, (host) => unmounts.push(mountBadge(host as HTMLElement, ask, openPopover)), { signal: ctx.signal });
    ctx.onInvalidated(() => {
      for (const unmount of unmounts) unmount();
      for (const host of hosts) host.remove();
    });
  },
});
