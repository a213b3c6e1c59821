// Every site the reader turned on, one by one (the popup's "Always show on …", or the browser's own
// site access menu): registered at run time by the background on exactly those sites
// (lib/background/site-scripts.ts), never on arxiv.org, github.com or the record source.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { RUN_TIME_SCRIPT } from '../../lib/platform/content-script-options';
import { linkTarget } from '../../lib/pages/sites/link-target';
import { paperSiteOf } from '../../lib/pages/sites/paper-pages';
import { isScholar, scholarResults } from '../../lib/pages/sites/scholar';
import { noticeReload } from '../../lib/ui/context-life';
import { watchLinks } from '../../lib/ui/link-watch';
import { siteBadger } from './badges';
import { showPaperPanel } from './panel';

export default defineContentScript({
  // Not in the manifest: the background registers it on the granted sites only.
  ...RUN_TIME_SCRIPT,
  async main(ctx) {
    noticeReload(ctx);
    const url = new URL(location.href);
    const site = paperSiteOf(url);
    // A page about one paper gets its whole record; a Scholar page a badge per result; any other
    // page a badge after each link to a paper or a repository, as it comes near the screen.
    if (site) return showPaperPanel(ctx, url, site);
    const badge = siteBadger(ctx);
    if (isScholar(url)) {
      badge(scholarResults(document).map(({ after, arxivId }) => ({ after, target: { kind: 'paper', arxivId } })));
      return;
    }
    watchLinks(document, linkTarget, (batch) => badge(batch.map(({ link, value }) => ({ after: link, target: value }))), { signal: ctx.signal });
  },
});
