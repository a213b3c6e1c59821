// Mounts the GitHub parts (papers box, README marks, file strip) in shadow roots tied to the
// content script's context; each returns a handle to update or remove it.
import { render, type ComponentChildren } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import type { ContentScriptAppendMode } from 'wxt/utils/content-script-ui/types';
import githubCss from '../../components/github/github.css?inline';
import panelCss from '../../components/shared/panel.css?inline';

/** Both sheets, inside the script: each mount gets them at once, with no fetch per mount. */
const CSS = `${panelCss}\n${githubCss}`;

export interface Mounted {
  update(children: ComponentChildren): void;
  remove(): void;
  readonly connected: boolean;
}

interface Spot {
  anchor: Element;
  append: ContentScriptAppendMode;
  /** Inline hosts sit inside a line of README text rather than starting a block. */
  inline?: boolean;
}

/** Mounts `children` at a spot; nothing is left behind when the context ends. */
export async function mountAt(ctx: ContentScriptContext, name: string, spot: Spot, children: ComponentChildren): Promise<Mounted> {
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
      render(children, root);
      return root;
    },
    onRemove(root) {
      if (root) render(null, root);
    },
  });
  ui.mount();
  return {
    update: (next) => container && render(next, container),
    remove: () => ui.remove(),
    get connected() {
      return ui.shadowHost.isConnected;
    },
  };
}
