// arXiv abstract pages and HTML views: mounts the record panel in a shadow root tied to this
// script's life (in the right column of an abstract page, after the abstract in an HTML view).
import { render } from 'preact';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { defineContentScript } from 'wxt/utils/define-content-script';
import '../../components/panel.css';
import { scanAbstractPage } from '../../lib/pages/arxiv-abstract';
import { scanHtmlView } from '../../lib/pages/arxiv-html';
import { features, initialCollapsed, panelCollapsed, panelStartsCollapsed } from '../../lib/settings';
import { AbstractPanelApp } from './AbstractPanelApp';

export default defineContentScript({
  matches: ['https://arxiv.org/abs/*', 'https://arxiv.org/html/*'],
  cssInjectionMode: 'ui',
  async main(ctx) {
    if (!(await features.getValue()).abstractPanel) return;
    const url = new URL(location.href);
    const page = url.pathname.startsWith('/html/') ? scanHtmlView(document, url) : scanAbstractPage(document, url);
    if (!page) {
      console.warn('Paper Code Lens: no arXiv id or no place for the panel on this page');
      return;
    }
    const initiallyCollapsed = initialCollapsed(await panelStartsCollapsed.getValue(), await panelCollapsed.getValue());
    const ui = await createShadowRootUi(ctx, {
      name: 'paper-code-lens-panel',
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
  },
});
