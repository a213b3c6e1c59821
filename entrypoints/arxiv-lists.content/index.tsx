// arXiv listing, search, author and catch-up pages: a badge beside the identifier of each entry that
// comes near the screen; the record opens in a popover (drawn by the record view's script, run on the first one).
import { defineContentScript } from 'wxt/utils/define-content-script';
import { QUIET_START } from '../../lib/platform/content-script-options';
import '../../components/badges/listing-room.css';
import { sendMessage } from '../../lib/messaging/protocol';
import { messagePaperAsks } from '../../lib/ui/message-asks';
import { entryArxivId, listingIdLinks } from '../../lib/pages/arxiv-listing';
import { noticeReload } from '../../lib/ui/context-life';
import { watchNearList } from '../../lib/ui/near-list';
import { openRecord } from '../../lib/ui/record-view-port';
import { insertBadges, releaseBadgeRoom } from './badges';

export default defineContentScript({
  matches: ['https://arxiv.org/list/*', 'https://arxiv.org/search/*', 'https://arxiv.org/a/*', 'https://arxiv.org/catchup*'],
  // The manifest carries listing-room.css (the badges' reserved room, in the page's first layout);
  // the badge's own stylesheet travels inside the script, into each badge's shadow root.
  cssInjectionMode: 'manifest',
  ...QUIET_START,
  async main(ctx) {
    if (!(await sendMessage('pageSettings')).features.listingBadges) {
      releaseBadgeRoom(document);
      return;
    }
    noticeReload(ctx);
    // One query and one look at which entries are near the screen; nothing is read from or written
    // to an entry until it nears it. The marks let the benchmark time exactly this (npm run bench).
    performance.mark('pcl:listing:start');
    const links = listingIdLinks(document);
    const removals: (() => void)[] = [];
    watchNearList(
      links,
      (batch) => {
        const entries = batch.flatMap((idLink) => {
          const arxivId = entryArxivId(idLink);
          return arxivId ? [{ idLink, arxivId }] : [];
        });
        void insertBadges(entries, messagePaperAsks, openRecord).then((added) => {
          // The page may have gone on without us meanwhile (the extension reloaded).
          if (ctx.isValid) removals.push(...added);
          else for (const remove of added) remove();
        });
      },
      { signal: ctx.signal },
    );
    performance.measure('pcl:listing:scan', 'pcl:listing:start');
    ctx.onInvalidated(() => {
      for (const remove of removals) remove();
      releaseBadgeRoom(document);
    });
  },
});
