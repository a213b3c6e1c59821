// The "Scan this page" shortcut: it leaves the note, then opens the popup through whichever toolbar
// API the build has; any other command does nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerScanShortcut } from '../../../lib/background/scan-shortcut';

type Api = Record<'action' | 'browserAction' | 'commands', unknown>;
const fake = fakeBrowser as unknown as Api;
const saved: Api = { action: fake.action, browserAction: fake.browserAction, commands: fake.commands };

let command: ((name: string) => void) | undefined;
const opener = () => ({ openPopup: vi.fn(async () => undefined) });
const press = async (name: string) => {
  command?.(name);
  // The note is written first, then the popup opened: let both settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const note = async () => (await fakeBrowser.storage.session.get('ui:scanRequestedAt'))['ui:scanRequestedAt'];

beforeEach(() => {
  fakeBrowser.reset();
  command = undefined;
  fake.commands = {
    onCommand: {
      addListener: (l: (name: string) => void) => {
        command = l;
      },
    },
  };
});
afterEach(() => Object.assign(fake, saved));

describe('registerScanShortcut', () => {
  it('leaves the scan note and opens the popup through `action` (Manifest V3)', async () => {
    const action = opener();
    const browserAction = opener();
    Object.assign(fake, { action, browserAction });
    registerScanShortcut();
    await press('scan-page');
    expect(typeof (await note())).toBe('number');
    expect(action.openPopup).toHaveBeenCalledTimes(1);
    expect(browserAction.openPopup).not.toHaveBeenCalled();
  });

  it('opens it through `browserAction` in Firefox’s Manifest V2', async () => {
    const browserAction = opener();
    Object.assign(fake, { action: undefined, browserAction });
    registerScanShortcut();
    await press('scan-page');
    expect(browserAction.openPopup).toHaveBeenCalledTimes(1);
  });

  it('does nothing for another command', async () => {
    const action = opener();
    Object.assign(fake, { action });
    registerScanShortcut();
    await press('open-side-panel');
    expect(await note()).toBeUndefined();
    expect(action.openPopup).not.toHaveBeenCalled();
  });

  it('says so in the console when the popup cannot be opened', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('no window');
    Object.assign(fake, { action: { openPopup: vi.fn(async () => Promise.reject(failure)) } });
    registerScanShortcut();
    await press('scan-page');
    expect(warn).toHaveBeenCalledWith('Paper Code Lens: the popup could not be opened for a scan', failure);
  });

  it.each([
    ['a toolbar API without openPopup', { action: {}, browserAction: undefined }],
    ['no toolbar API at all', { action: undefined, browserAction: undefined }],
  ])('leaves the note quietly with %s', async (_name, apis) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.assign(fake, apis);
    registerScanShortcut();
    await press('scan-page');
    expect(typeof (await note())).toBe('number');
    expect(warn).not.toHaveBeenCalled();
  });

  it('registers nothing, and does not throw, in a browser without commands', () => {
    fake.commands = undefined;
    expect(() => registerScanShortcut()).not.toThrow();
  });
});
