// The toolbar icon's menu item and the shortcut open the side panel of the window they came from.
import { describe, expect, it, vi } from 'vitest';
import { MENU_ID, type OpenerApi, registerSidePanelOpeners } from '../../../lib/background/side-panel-openers';
import { SIDE_PANEL_COMMAND } from '../../../lib/platform/manifest';

function fakeApi() {
  const listeners: Record<string, ((...args: never[]) => void)[]> = {};
  const event = (name: string) => ({
    addListener: (l: (...args: never[]) => void) => {
      listeners[name] ??= [];
      listeners[name].push(l);
    },
  });
  const create = vi.fn();
  const api = {
    runtime: { onInstalled: event('installed') },
    contextMenus: { create, onClicked: event('clicked') },
    commands: { onCommand: event('command') },
  } as unknown as OpenerApi;
  const fire = (name: string, ...args: unknown[]) => {
    for (const l of listeners[name] ?? []) (l as (...a: unknown[]) => void)(...args);
  };
  return { api, create, fire };
}

describe('registerSidePanelOpeners', () => {
  it('adds "Open beside the page" to the toolbar icon’s menu at install, and opens the panel of the clicked window', () => {
    const { api, create, fire } = fakeApi();
    const open = vi.fn(async () => undefined);
    registerSidePanelOpeners(api, open);
    fire('installed');
    expect(create).toHaveBeenCalledWith({ id: MENU_ID, title: 'Open beside the page', contexts: ['action'] }, expect.any(Function));
    fire('clicked', { menuItemId: 'something-else' }, { windowId: 3 });
    expect(open).not.toHaveBeenCalled();
    fire('clicked', { menuItemId: MENU_ID }, { windowId: 3 });
    expect(open).toHaveBeenCalledWith(3);
  });

  it('opens it from its shortcut, and from no other command', () => {
    const { api, fire } = fakeApi();
    const open = vi.fn(async () => undefined);
    registerSidePanelOpeners(api, open);
    fire('command', 'scan-page', { windowId: 5 });
    fire('command', SIDE_PANEL_COMMAND, { windowId: 5 });
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(5);
  });

  it('registers nothing where the browser has no side panel', () => {
    const { api, create, fire } = fakeApi();
    registerSidePanelOpeners(api, null);
    fire('installed');
    expect(create).not.toHaveBeenCalled();
  });
});
