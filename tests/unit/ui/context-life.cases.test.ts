// After the extension is reloaded, what the old content script showed goes within a second.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { noticeReload } from '../../../lib/ui/context-life';

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
});

/** A panel the context takes away when it ends, as WXT's UIs are. */
function panelOf(ctx: ContentScriptContext): HTMLElement {
  const panel = document.createElement('section');
  document.body.append(panel);
  ctx.onInvalidated(() => panel.remove());
  return panel;
}

/** What a reload leaves an old content script: a runtime without an id. */
function reloadExtension(): void {
  vi.spyOn(fakeBrowser.runtime, 'id', 'get').mockReturnValue(undefined as never);
}

describe('noticeReload', () => {
  it('takes the old panel away within a second of a reload', () => {
    const ctx = new ContentScriptContext('reload-test');
    const panel = panelOf(ctx);
    noticeReload(ctx);
    reloadExtension();
    vi.advanceTimersByTime(999);
    expect(panel.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(panel.isConnected).toBe(false);
  });

  it('keeps the panel while the extension is still there', () => {
    const ctx = new ContentScriptContext('reload-test');
    const panel = panelOf(ctx);
    noticeReload(ctx);
    vi.advanceTimersByTime(5_000);
    expect(panel.isConnected).toBe(true);
    ctx.notifyInvalidated();
  });
});
