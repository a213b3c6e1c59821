// The popover of a page of badges: where it goes, what it shows, and what the page gets back when
// it closes (the badge told, focus on the badge again).
import { useLayoutEffect } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { popoverOpener } from '../../../mounts/popover-opener';
import { installPopoverApi, isShowing, nextTask } from '../support/uib-popover';

let uninstall: () => void;
let ctx: ContentScriptContext;

beforeEach(() => {
  fakeBrowser.reset();
  uninstall = installPopoverApi();
  ctx = new ContentScriptContext('popover-test');
  document.body.innerHTML = '';
  // The viewport the placement cases are worked out for.
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 1024, height: 768 });
});

afterEach(() => {
  ctx.notifyInvalidated();
  uninstall();
});

/** A badge whose box on screen is the given one. */
function badgeAt(box: { left: number; bottom: number }): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'badge';
  button.getBoundingClientRect = () => ({ ...box, top: box.bottom - 20, right: box.left + 60, width: 60, height: 20 }) as DOMRect;
  document.body.prepend(button);
  return button;
}

const paper = (close: () => void) => (
  <div>
    <p>Attention Is All You Need</p>
    <a href="https://github.com/owner/repo">owner/repo</a>
    <button type="button" onClick={close}>
      Close
    </button>
  </div>
);

/** The popover element inside the host the opener put in the page. */
function popoverElement(): HTMLElement {
  const host = document.body.lastElementChild!;
  return host.shadowRoot!.querySelector<HTMLElement>('[popover]')!;
}

describe('popoverOpener', () => {
  it('puts one popover host at the end of the page, showing the content, its first control focused', async () => {
    const open = popoverOpener(ctx, '.pcl-popover { color: red }');
    const button = badgeAt({ left: 100, bottom: 50 });
    open(paper, button, () => undefined);
    await nextTask();
    expect(document.body.lastElementChild!.tagName).toBe('PAPER-CODE-LENS-POPOVER');
    const popover = popoverElement();
    expect(popover.className).toBe('pcl-popover');
    expect(popover.getAttribute('popover')).toBe('auto');
    expect(popover.style.position).toBe('fixed');
    expect(popover.style.width).toBe('360px');
    expect(isShowing(popover)).toBe(true);
    expect(popover.textContent).toBe('Attention Is All You Needowner/repoClose');
    expect(popover.firstElementChild!.tagName).toBe('DIV');
    expect((popover.getRootNode() as ShadowRoot).activeElement?.textContent).toBe('owner/repo');
  });

  it('makes the host once, however many badges open', async () => {
    const open = popoverOpener(ctx, '');
    open(paper, badgeAt({ left: 100, bottom: 50 }), () => undefined);
    await nextTask();
    open(paper, badgeAt({ left: 100, bottom: 90 }), () => undefined);
    await nextTask();
    expect(document.querySelectorAll('paper-code-lens-popover')).toHaveLength(1);
  });

  it.each([
    // left, bottom → left, top, max height (viewport 1024 × 768, popover 360 wide)
    [100, 50, '100px', '54px', '702px'],
    [900, 50, '656px', '54px', '702px'],
    [656, 50, '656px', '54px', '702px'],
    [657, 50, '656px', '54px', '702px'],
    [2, 50, '8px', '54px', '702px'],
    [100, 552, '100px', '556px', '200px'],
    [100, 700, '100px', '704px', '200px'],
  ])('under a badge at left %i, bottom %i: left %s, top %s, at most %s high', async (left, bottom, x, y, height) => {
    const open = popoverOpener(ctx, '');
    open(paper, badgeAt({ left, bottom }), () => undefined);
    await nextTask();
    const popover = popoverElement();
    expect([popover.style.left, popover.style.top, popover.style.maxHeight]).toEqual([x, y, height]);
  });

  it('stays open, the badge not told, until the page closes it', async () => {
    const onClose = vi.fn();
    const open = popoverOpener(ctx, '');
    open(paper, badgeAt({ left: 100, bottom: 50 }), onClose);
    await nextTask();
    await nextTask();
    expect(onClose).not.toHaveBeenCalled();
    expect(isShowing(popoverElement())).toBe(true);
  });

  it('a second badge while one is open: the first is told once, the second keeps the popover open', async () => {
    const [first, second] = [vi.fn(), vi.fn()];
    const open = popoverOpener(ctx, '');
    open(paper, badgeAt({ left: 100, bottom: 50 }), first);
    await nextTask();
    const other = (close: () => void) => (
      <button type="button" onClick={close}>
        Another paper
      </button>
    );
    open(other, badgeAt({ left: 100, bottom: 90 }), second);
    await nextTask();
    await nextTask();
    const popover = popoverElement();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(isShowing(popover)).toBe(true);
    expect(popover.textContent).toBe('Another paper');
    expect([popover.style.top, (popover.getRootNode() as ShadowRoot).activeElement?.textContent]).toEqual(['94px', 'Another paper']);
  });

  it('on Escape or a click outside: tells the badge, empties the popover, gives the badge focus back', async () => {
    const onClose = vi.fn();
    const open = popoverOpener(ctx, '');
    const button = badgeAt({ left: 100, bottom: 50 });
    open(paper, button, onClose);
    await nextTask();
    const popover = popoverElement();
    // What the browser does on light dismiss.
    popover.hidePopover();
    await nextTask();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(popover.textContent).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('closes from the content’s own Close button', async () => {
    const onClose = vi.fn();
    const open = popoverOpener(ctx, '');
    open(paper, badgeAt({ left: 100, bottom: 50 }), onClose);
    await nextTask();
    const popover = popoverElement();
    popover.querySelector<HTMLButtonElement>('button')!.click();
    await nextTask();
    expect(isShowing(popover)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops the content’s own work when the extension goes away', async () => {
    const stopped = vi.fn();
    function Working() {
      useLayoutEffect(() => stopped, []);
      return <p>working</p>;
    }
    const open = popoverOpener(ctx, '');
    open(
      () => <Working />,
      badgeAt({ left: 100, bottom: 50 }),
      () => undefined,
    );
    await nextTask();
    ctx.notifyInvalidated();
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(document.querySelector('paper-code-lens-popover')).toBeNull();
  });
});
