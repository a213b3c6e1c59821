// The toolbar button's API under its Manifest V3 name (`action`: Chrome, Edge, our Firefox build)
// and its V2 name (`browserAction`: Firefox's V2), and the badge set through whichever is there.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerToolbarBadge } from '../../../lib/background/toolbar-badge';
import { toolbarAction, type ToolbarAction } from '../../../lib/platform/action';
import type { PaperLookup } from '../../../lib/record/view-types';

beforeEach(() => fakeBrowser.reset());

function fakeAction(): ToolbarAction & { [K in keyof ToolbarAction]: ReturnType<typeof vi.fn> } {
  return { setBadgeText: vi.fn(async () => {}), setBadgeBackgroundColor: vi.fn(async () => {}), setTitle: vi.fn(async () => {}) };
}

describe('toolbarAction', () => {
  it('is `action` in a Manifest V3 build (Chrome, Edge, Firefox as we build it)', () => {
    const action = fakeAction();
    expect(toolbarAction({ action })).toBe(action);
  });

  it('is `browserAction` in a Firefox Manifest V2 build, where `action` is missing', () => {
    const browserAction = fakeAction();
    expect(toolbarAction({ browserAction })).toBe(browserAction);
    expect(toolbarAction({ action: undefined, browserAction })).toBe(browserAction);
  });

  it('prefers `action` should a browser offer both', () => {
    const action = fakeAction();
    expect(toolbarAction({ action, browserAction: fakeAction() })).toBe(action);
  });

  it('is null where there is no toolbar button API (a content script)', () => {
    expect(toolbarAction({})).toBeNull();
  });

  it("reads the browser's own when given nothing", () => {
    expect(toolbarAction()).toBe(fakeBrowser.action);
  });
});

describe('the badge on either API', () => {
  const none: PaperLookup = { status: 'none' } as PaperLookup;

  it.each([
    ['action (Manifest V3)', (a: ToolbarAction) => ({ action: a })],
    ['browserAction (Firefox Manifest V2)', (a: ToolbarAction) => ({ browserAction: a })],
  ])('an arXiv tab that finishes loading gets its badge through %s', async (_name, holder) => {
    const api = fakeAction();
    const lookup = vi.fn(async () => none);
    registerToolbarBadge(lookup, toolbarAction(holder(api)));
    await fakeBrowser.tabs.onUpdated.trigger(7, { status: 'complete' }, { id: 7, url: 'https://arxiv.org/abs/2607.21653v2' } as never);
    await vi.waitFor(() => expect(api.setTitle).toHaveBeenCalled());
    expect(lookup).toHaveBeenCalledWith('2607.21653');
    expect(api.setBadgeText).toHaveBeenCalledWith({ tabId: 7, text: '–' });
    expect(api.setBadgeBackgroundColor).toHaveBeenCalledWith({ tabId: 7, color: '#6e7781' });
    expect(api.setTitle).toHaveBeenCalledWith({ tabId: 7, title: 'Paper Code Lens: no record for this paper' });
  });

  it('without a toolbar button API nothing is registered and nothing throws', async () => {
    const lookup = vi.fn(async () => none);
    expect(() => registerToolbarBadge(lookup, toolbarAction({}))).not.toThrow();
    await fakeBrowser.tabs.onUpdated.trigger(7, { status: 'complete' }, { id: 7, url: 'https://arxiv.org/abs/2607.21653' } as never);
    expect(lookup).not.toHaveBeenCalled();
  });
});
