// The record panel (arXiv's abstract pages, other sites' paper pages), drawn ahead of its place: rendered into its shadow root while the page still loads,
// inserted at the anchor once the page's elements are there.
import { render } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi, type ShadowRootContentScriptUi } from 'wxt/utils/content-script-ui/shadow-root';
import panelCss from '../components/shared/panel.css?inline';
import recordCss from '../components/panel/panel-record.css?inline';
import type { PanelStart } from '../lib/messaging/protocol';
import type { NamedCodeLink } from '../lib/record/code-part-types';
import { type PageTheme, pageThemeAt } from '../lib/ui/page-theme';
import type { PanelPlace } from '../lib/ui/record-view-port';
import { PanelApp } from './panel-app';

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
  // The theme the container shows now; null when nothing is drawn in it.
  let drawn: PageTheme | null = null;
  // What the page names is read with the page, at mount; none before.
  let named: readonly NamedCodeLink[] = [];
  const draw = (theme: PageTheme) => {
    render(<PanelApp arxivId={arxivId} start={start} theme={theme} named={named} />, ui.uiContainer);
    drawn = theme;
  };
  const ui = await createShadowRootUi<void>(ctx, {
    name: 'paper-code-lens-panel',
    // Stryker disable next-line StringLiteral: unit tests load no stylesheet (an ?inline import is empty under vitest); the e2e suites check the panel's look
    css: `${panelCss}\n${recordCss}`,
    position: 'inline',
    anchor: () => place().anchor,
    append: (anchor, root) => (place().placement === 'first' ? anchor.prepend(root) : anchor.after(root)),
    // Placed, the panel takes the look of the page where it sits. arXiv's abstract pages are white
    // whatever the system says, so there it is drawn once: drawing it again with the same theme
    // would walk the whole panel for nothing, in the page's first frame.
    onMount: () => {
      const theme = pageThemeAt(place().anchor);
      named = place().named ?? [];
      // Stryker disable next-line ConditionalExpression: drawn again with the same theme and nothing named, the panel changes no node; only its time differs (npm run bench)
      if (theme !== drawn || named.length > 0) draw(theme);
    },
    onRemove: () => {
      render(null, ui.uiContainer);
      drawn = null;
    },
  });
  draw('light');
  return ui;
}
