// arXiv abstract pages and HTML views: mounts the record panel in a shadow root tied to this
// script's life (in the right column of an abstract page, after the abstract in an HTML view).
import { render } from 'preact';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { noticeReload } from '../../lib/ui/context-life';
import panelCss from '../../components/panel.css?inline';
import { scanAbstractPage } from '../../lib/pages/arxiv-abstract';
import { scanHtmlView } from '../../lib/pages/arxiv-html';
import { sendMessage } from '../../lib/messaging/protocol';
import { AbstractPanelApp } from './AbstractPanelApp';

export default defineContentScript({
  matches: ['https://arxiv.org/abs/*', 'https://arxiv.org/html/*'],
  // The stylesheet travels inside the script and goes straight into the shadow root: no fetch
  // of a separate file before the panel can appear.
  cssInjectionMode: 'manual',
  // WXT's start-up note to older copies of this script, without the window.postMessage that tells
  // every script of the page the extension's id (README: Security).
  noScriptStartedPostMessage: true,
  async main(ctx) {
    noticeReload(ctx);
    performance.mark('pcl:panel:start');
    const settings = await sendMessage('pageSettings');
    if (!settings.features.abstractPanel) return;
    const url = new URL(location.href);
    const page = url.pathname.startsWith('/html/') ? scanHtmlView(document, url) : scanAbstractPage(document, url);
    if (!page) {
      console.warn('Paper Code Lens: no arXiv id or no place for the panel on this page');
      return;
    }
    const initiallyCollapsed = settings.panelCollapsed;
    const ui = await createShadowRootUi(ctx, {
      name: 'paper-code-lens-panel',
      css: panelCss,
      position: 'inline',
      anchor: page.anchor,
      append: page.placement,
      onMount(container) {
        render(<AbstractPanelApp arxivId={page.arxivId} initiallyCollapsed={initiallyCollapsed} />, container);
        return container;
      },
      onRemove(container) {
        if (container) render(null, container);
      },
    });
    ui.mount();
    performance.measure('pcl:panel:mounted', 'pcl:panel:start');
  },
});
