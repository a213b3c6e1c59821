// arXiv abstract pages and HTML views: mounts the record panel in a shadow root tied to this
// script's life (in the right column of an abstract page, after the abstract in an HTML view).
import { defineContentScript } from 'wxt/utils/define-content-script';
import { QUIET_START } from '../../lib/platform/content-script-options';
import { arxivIdOfUrl } from '../../lib/ids/arxiv';
import { sendMessage } from '../../lib/messaging/protocol';
import { type AbstractPage, scanAbstractPage } from '../../lib/pages/arxiv-abstract';
import { scanHtmlView } from '../../lib/pages/arxiv-html';
import { scanCodeLinks } from '../../lib/pages/code-links';
import type { NamedCodeLink } from '../../lib/record/code-part-types';
import { noticeReload } from '../../lib/ui/context-life';
import { domReady } from '../../lib/ui/dom-ready';
import { drawPanel } from '../../mounts/draw-panel';

export default defineContentScript({
  matches: ['https://arxiv.org/abs/*', 'https://arxiv.org/html/*'],
  // Started before the page is parsed: the URL names the paper, so the settings and the record are
  // asked for, and a cached record drawn, while the page loads; the panel is placed as soon as the
  // page's elements are there, in its first paint (npm run bench: abstract.warm.afterDcl).
  runAt: 'document_start',
  // The stylesheet travels inside the script and goes straight into the shadow root: no fetch
  // of a separate file before the panel can appear.
  cssInjectionMode: 'manual',
  ...QUIET_START,
  async main(ctx) {
    noticeReload(ctx);
    performance.mark('pcl:panel:start');
    const url = new URL(location.href);
    let page: AbstractPage | null = null;
    // What the paper's own parts of the page name (abstract, comments; the HTML view's text).
    let named: NamedCodeLink[] = [];
    const place = () => ({ anchor: page!.anchor, placement: page!.placement, named });
    // Settings and (when cached) the record in one round trip; null: the reader turned the panel off.
    const open = (arxivId: string) => sendMessage('openPanel', { arxivId }).then((start) => start && drawPanel(ctx, arxivId, start, place));
    const fromUrl = arxivIdOfUrl(url)?.id;
    const early = fromUrl ? open(fromUrl) : null;
    early?.catch(() => undefined);
    await domReady(document);
    const htmlView = url.pathname.startsWith('/html/');
    page = htmlView ? scanHtmlView(document, url) : scanAbstractPage(document, url);
    if (!page) {
      console.warn('Paper Code Lens: no arXiv id or no place for the panel on this page');
      return;
    }
    named = scanCodeLinks(document, htmlView ? 'arxiv-html' : 'arxiv-abstract');
    // The page's own citation metadata wins over the URL; they differ only on odd addresses.
    const ui = early && page.arxivId === fromUrl ? await early : await open(page.arxivId);
    ui?.mount();
    performance.measure('pcl:panel:mounted', 'pcl:panel:start');
  },
});
