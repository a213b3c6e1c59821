// The side panel's followed tab: which tab it asks the browser for (its own window's active tab, or
// the one `?tab=` names), and which tab events make it read the address again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Browser, browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browserTabSource } from '../../../lib/ui/followed-tab';

type Tab = Browser.tabs.Tab;

/** A tab as the browser describes it, with only what the source reads. */
const tab = (id: number, url: string | undefined) =>
  ({ id, url, windowId: 3, index: 0, active: true, pinned: false, highlighted: true, incognito: false }) as Tab;

/** The browser answers tabs.query with `tabs` (a cast: the typings pick the callback overload). */
const queryGives = (tabs: Tab[]) => vi.spyOn(browser.tabs, 'query').mockImplementation((() => Promise.resolve(tabs)) as never);

beforeEach(() => {
  fakeBrowser.reset();
});
// The Stryker run shares one module graph across files: no spy on browser.tabs may outlive this file.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('browserTabSource().current', () => {
  it.each([
    { panel: 'in window 7', windowId: 7, asked: { active: true, windowId: 7 } },
    { panel: 'whose window is unknown', windowId: undefined, asked: { active: true, currentWindow: true } },
  ])('a panel $panel asks for the active tab there and gives its address', async ({ windowId, asked }) => {
    const query = queryGives([tab(41, 'https://arxiv.org/abs/2607.21653')]);
    expect(await browserTabSource(windowId).current()).toBe('https://arxiv.org/abs/2607.21653');
    expect(query).toHaveBeenCalledWith(asked);
  });

  it('a panel fixed on tab 12 (the test build) reads tab 12 and never asks for the active one', async () => {
    const get = vi.spyOn(browser.tabs, 'get').mockImplementation((() => Promise.resolve(tab(12, 'https://github.com/owner/repo'))) as never);
    const query = vi.spyOn(browser.tabs, 'query');
    expect(await browserTabSource(7, 12).current()).toBe('https://github.com/owner/repo');
    expect(get).toHaveBeenCalledWith(12);
    expect(query).not.toHaveBeenCalled();
  });

  it('gives no address when the browser cannot say which tab (no window, a closed tab)', async () => {
    vi.spyOn(browser.tabs, 'query').mockImplementation((() => Promise.reject(new Error('No window with id: 7.'))) as never);
    expect(await browserTabSource(7).current()).toBeUndefined();
  });

  it('gives no address for a tab on a site the extension may not read', async () => {
    queryGives([tab(41, undefined)]);
    expect(await browserTabSource(7).current()).toBeUndefined();
  });
});

describe('browserTabSource().subscribe: switching tabs', () => {
  it.each([
    { event: 'a tab activated in the panel’s window', panelWindow: 7, fixed: undefined, activatedIn: 7, reads: 1 },
    { event: 'a tab activated in another window', panelWindow: 7, fixed: undefined, activatedIn: 8, reads: 0 },
    { event: 'a tab activated anywhere, the panel’s window unknown', panelWindow: undefined, fixed: undefined, activatedIn: 8, reads: 1 },
    { event: 'a tab activated in its window, the panel fixed on one tab', panelWindow: 7, fixed: 12, activatedIn: 7, reads: 0 },
  ])('$event: reads the address again $reads time(s)', async ({ panelWindow, fixed, activatedIn, reads }) => {
    const onChange = vi.fn();
    browserTabSource(panelWindow, fixed).subscribe(onChange);
    await fakeBrowser.tabs.onActivated.trigger({ tabId: 50, windowId: activatedIn });
    expect(onChange).toHaveBeenCalledTimes(reads);
  });
});

describe('browserTabSource().subscribe: the followed tab navigating', () => {
  /** A source whose followed tab is 41 (learnt from the last read). */
  async function following41() {
    queryGives([tab(41, 'https://arxiv.org/abs/2607.21653')]);
    const source = browserTabSource(7);
    await source.current();
    const onChange = vi.fn();
    const stop = source.subscribe(onChange);
    return { onChange, stop };
  }

  it.each([
    { change: 'a new address', tabId: 41, info: { url: 'https://arxiv.org/abs/2607.00001' } as Browser.tabs.OnUpdatedInfo, reads: 1 },
    { change: 'its page done loading', tabId: 41, info: { status: 'complete' } as Browser.tabs.OnUpdatedInfo, reads: 1 },
    { change: 'its page starting to load', tabId: 41, info: { status: 'loading' } as Browser.tabs.OnUpdatedInfo, reads: 0 },
    { change: 'a title change only', tabId: 41, info: {} as Browser.tabs.OnUpdatedInfo, reads: 0 },
    { change: 'a new address in another tab', tabId: 42, info: { url: 'https://arxiv.org/abs/2607.00001' } as Browser.tabs.OnUpdatedInfo, reads: 0 },
  ])('$change (tab $tabId): reads the address again $reads time(s)', async ({ tabId, info, reads }) => {
    const { onChange } = await following41();
    await fakeBrowser.tabs.onUpdated.trigger(tabId, info, tab(tabId, undefined));
    expect(onChange).toHaveBeenCalledTimes(reads);
  });

  it('hands on the address a navigation brings, and none with a load that ends', async () => {
    const { onChange } = await following41();
    await fakeBrowser.tabs.onUpdated.trigger(41, { url: 'https://arxiv.org/abs/2607.00001' }, tab(41, undefined));
    await fakeBrowser.tabs.onUpdated.trigger(41, { status: 'complete' }, tab(41, undefined));
    expect(onChange.mock.calls).toEqual([['https://arxiv.org/abs/2607.00001'], []]);
  });

  it('hears nothing more once stopped: neither switches nor navigation', async () => {
    const { onChange, stop } = await following41();
    stop();
    await fakeBrowser.tabs.onActivated.trigger({ tabId: 50, windowId: 7 });
    await fakeBrowser.tabs.onUpdated.trigger(41, { url: 'https://arxiv.org/abs/2607.00001' }, tab(41, undefined));
    expect(onChange).not.toHaveBeenCalled();
  });
});
