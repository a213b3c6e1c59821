// The side panel's menu item and shortcut at their edges: a click or key press with no tab, a
// browser without menus or commands, an opener that fails, an item left from before an update.
import { describe, expect, it, vi } from 'vitest';
import { type OpenerApi, registerSidePanelOpeners } from '../../../lib/background/side-panel-openers';

type Listener = (...args: unknown[]) => void;

function fakeApi(parts: { menus?: boolean; commands?: boolean } = {}) {
  const listeners: Record<string, Listener[]> = {};
  const event = (name: string) => ({
    addListener: (l: Listener) => {
      listeners[name] = [...(listeners[name] ?? []), l];
    },
  });
  let lastErrorReads = 0;
  const create = vi.fn((_item: unknown, done?: () => void) => done?.());
  const api = {
    runtime: {
      onInstalled: event('installed'),
      get lastError() {
        lastErrorReads++;
        return { message: 'Cannot create item with duplicate id open-side-panel' };
      },
    },
    ...(parts.menus === false ? {} : { contextMenus: { create, onClicked: event('clicked') } }),
    ...(parts.commands === false ? {} : { commands: { onCommand: event('command') } }),
  } as unknown as OpenerApi;
  const fire = (name: string, ...args: unknown[]) => {
    for (const l of listeners[name] ?? []) l(...args);
  };
  return { api, create, fire, lastErrorReads: () => lastErrorReads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerSidePanelOpeners', () => {
  it('opens the panel on its own shortcut only, not on the scan shortcut', () => {
    const { api, fire } = fakeApi();
    const open = vi.fn(async () => undefined);
    registerSidePanelOpeners(api, open);
    fire('command', 'scan-page', { windowId: 5 });
    expect(open).not.toHaveBeenCalled();
    fire('command', 'open-side-panel', { windowId: 5 });
    expect(open).toHaveBeenCalledWith(5);
  });

  it('passes no window on when the click or key press came without a tab', () => {
    const { api, fire } = fakeApi();
    const open = vi.fn(async () => undefined);
    registerSidePanelOpeners(api, open);
    fire('clicked', { menuItemId: 'open-side-panel' });
    fire('command', 'open-side-panel');
    expect(open.mock.calls).toEqual([[undefined], [undefined]]);
  });

  it('says so in the console when the panel cannot be opened', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('no window to open the side panel in');
    const { api, fire } = fakeApi();
    registerSidePanelOpeners(api, async () => Promise.reject(failure));
    fire('clicked', { menuItemId: 'open-side-panel' });
    fire('command', 'open-side-panel');
    await settle();
    expect(warn.mock.calls).toEqual([
      ['Paper Code Lens: the side panel could not be opened', failure],
      ['Paper Code Lens: the side panel could not be opened', failure],
    ]);
  });

  it('reads the error of an item left from before an update, so the browser does not log it as unchecked', () => {
    const { api, fire, lastErrorReads } = fakeApi();
    registerSidePanelOpeners(
      api,
      vi.fn(async () => undefined),
    );
    fire('installed');
    expect(lastErrorReads()).toBe(1);
  });

  it('registers what it can, and throws nothing, in a browser without menus or commands', () => {
    const { api, fire } = fakeApi({ menus: false, commands: false });
    expect(() =>
      registerSidePanelOpeners(
        api,
        vi.fn(async () => undefined),
      ),
    ).not.toThrow();
    expect(() => fire('installed')).not.toThrow();
  });
});
