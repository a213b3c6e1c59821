// The record panel (arXiv's abstract pages, other sites' paper pages), drawn ahead of its place: rendered into its shadow root while the page still loads,
// inserted at the anchor once the page's elements are there.
import { render } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi, type ShadowRootContentScriptUi } from 'wxt/utils/content-script-ui/shadow-root';
import panelCss from '../../components/shared/panel.css?inline';
import recordCss from '../../components/panel/panel-record.css?inline';
import type { PanelStart } from '../messaging/protocol';
import { pageThemeAt } from './page-theme';
import { PanelApp } from './panel-app';

/** Where the panel goes: after `anchor`, or as its first child. */
export interface PanelPlace {
  anchor: Element;
  placement: 'after' | 'first';
}

/**
 * The panel's UI, already rendered; `place()` is read only at `mount()`, after the page is scanned.
 * Rendering here rather than at mount keeps the render's cost out of the moment the page is ready.
 * @example const ui = await drawPanel(ctx, '2607.21653', start, () => page); await domReady(document); ui.mount();
 */
export async function drawPanel(
  ctx: ContentScriptContext,
  arxivId: string,
  start: PanelStart,
  place: () => PanelPlace,
): Promise<ShadowRootContentScriptUi<void>> {
  const ui = await createShadowRootUi<void>(ctx, {
    name: 'paper-code-lens-panel',
    css: `${panelCss}\n${recordCss}`,
    position: 'inline',
    anchor: () => place().anchor,
    append: (anchor, root) => (place().placement === 'first' ? anchor.prepend(root) : anchor.after(root)),
    // Placed, the panel takes the look of the page where it sits (a diff of one class when it is
    // the light one it was drawn with: arXiv's abstract pages are white whatever the system says).
    onMount: () => render(<PanelApp arxivId={arxivId} start={start} theme={pageThemeAt(place().anchor)} />, ui.uiContainer),
    onRemove: () => render(null, ui.uiContainer),
  });
  render(<PanelApp arxivId={arxivId} start={start} theme="light" />, ui.uiContainer);
  return ui;
}
