// Mounts a GitHub view in a shadow root tied to the view script's context; each returns a handle to
// draw it again or remove it.
import { render, type ComponentChildren } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import githubCss from '../../components/github/github.css?inline';
import panelCss from '../../components/shared/panel.css?inline';
import type { Mounted, Spot } from '../../mounts/github-view-port';

/** Both sheets, inside the script: each mount gets them at once, with no fetch per mount. */
const CSS = `${panelCss}\n${githubCss}`;

/** Mounts `draw(state)` at a spot; nothing is left behind when the context ends. */
export async function mountAt<State>(
  ctx: ContentScriptContext,
  name: string,
  spot: Spot,
  draw: (state: State) => ComponentChildren,
  state: State,
): Promise<Mounted<State>> {
  let container: HTMLElement | null = null;
  const ui = await createShadowRootUi(ctx, {
    name,
    css: CSS,
    position: 'inline',
    anchor: spot.anchor,
    append: spot.append,
    onMount(root, _shadow, host) {
      if (spot.inline) host.classList.add('pcl-inline-host');
      container = root;
      render(draw(state), root);
      return root;
    },
    onRemove(root) {
      if (root) render(null, root);
    },
  });
  ui.mount();
  return {
    update: (next) => container && render(draw(next), container),
    remove: () => ui.remove(),
    get connected() {
      return ui.shadowHost.isConnected;
    },
  };
}
