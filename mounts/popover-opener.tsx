// The one popover of a page of badges: opened from a badge, placed beside it in the top layer,
// closed by Escape or a click outside (the Popover API's light dismiss), focus returned.
import { render, type VNode } from 'preact';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';

const WIDTH = 360;

/** Opens the popover under `button` with what `content` draws (given the popover's own close). */
export type OpenPopover = (content: (close: () => void) => VNode, button: HTMLButtonElement, onClose: () => void) => void;

/** Places the popover under the badge, kept inside the viewport. */
function place(popover: HTMLElement, button: HTMLElement): void {
  const rect = button.getBoundingClientRect();
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - WIDTH - 8));
  popover.style.left = `${left}px`;
  popover.style.top = `${rect.bottom + 4}px`;
  popover.style.maxHeight = `${Math.max(200, window.innerHeight - rect.bottom - 16)}px`;
}

/**
 * Creates the popover host lazily, on the first badge opened; `css` is what its content needs.
 * @example const open = popoverOpener(ctx, panelCss); open((close) => <PaperPopoverContent … onClose={close} />, button, done)
 */
export function popoverOpener(ctx: ContentScriptContext, css: string): OpenPopover {
  let ready: Promise<{ popover: HTMLElement; mount: HTMLElement }> | null = null;
  let current: { button: HTMLButtonElement; onClose: () => void } | null = null;

  const create = async () => {
    const ui = await createShadowRootUi(ctx, {
      name: 'paper-code-lens-popover',
      css,
      position: 'inline',
      anchor: 'body',
      append: 'last',
      onMount(container) {
        const popover = document.createElement('div');
        popover.className = 'pcl-popover';
        popover.setAttribute('popover', 'auto');
        popover.style.cssText = `position:fixed;margin:0;width:${WIDTH}px;overflow:auto;padding:0;border:0;background:transparent`;
        const mount = document.createElement('div');
        popover.append(mount);
        container.append(popover);
        popover.addEventListener('toggle', (event) => {
          if ((event as ToggleEvent).newState !== 'closed' || !current) return;
          render(null, mount);
          const { button, onClose } = current;
          current = null;
          onClose();
          button.focus();
        });
        return { popover, mount };
      },
      onRemove(mounted) {
        if (mounted) render(null, mounted.mount);
      },
    });
    ui.mount();
    return ui.mounted!;
  };

  return (content, button, onClose) => {
    ready ??= create();
    void ready.then(({ popover, mount }) => {
      if (current) {
        // Another badge while the popover is open: its content changes in place. Hiding and showing it
        // in one task makes one open → open toggle event, which would never tell the first badge.
        const previous = current;
        current = null;
        previous.onClose();
      }
      current = { button, onClose };
      place(popover, button);
      render(
        content(() => popover.hidePopover()),
        mount,
      );
      // Showing a popover already shown does nothing (the HTML standard, as every browser we support has it).
      popover.showPopover();
      mount.querySelector<HTMLElement>('button, a[href]')?.focus();
    });
  };
}
