// The sites script follows the grants at every moment the browser offers: install, start, a grant,
// a withdrawal, and a change of the record source.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerSiteScripts } from '../../../lib/background/site-registration';
import { recordSource, secondSource, secondSourceOn } from '../../../lib/settings';

const HF = 'https://huggingface.co/*';
const registration = { id: 'pcl-sites', js: ['content-scripts/sites.js'], matches: [HF], runAt: 'document_idle', persistAcrossSessions: true };

let granted: { origins?: string[] };
let registered: { id: string; matches: string[] }[];
const listeners = { added: [] as (() => void)[], removed: [] as (() => void)[] };

function stubBrowser() {
  granted = { origins: [] };
  registered = [];
  listeners.added = [];
  listeners.removed = [];
  vi.spyOn(fakeBrowser.permissions, 'getAll').mockImplementation(async () => granted);
  vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation((l) => void listeners.added.push(l as () => void));
  vi.spyOn(fakeBrowser.permissions.onRemoved, 'addListener').mockImplementation((l) => void listeners.removed.push(l as () => void));
  vi.spyOn(fakeBrowser.scripting, 'getRegisteredContentScripts').mockImplementation(async () => registered as never);
  const register = vi.spyOn(fakeBrowser.scripting, 'registerContentScripts').mockImplementation(async (list) => {
    registered = list.map((s) => ({ id: s.id, matches: s.matches ?? [] }));
  });
  const unregister = vi.spyOn(fakeBrowser.scripting, 'unregisterContentScripts').mockImplementation(async () => {
    registered = [];
  });
  return { register, unregister };
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('registerSiteScripts', () => {
  it('registers the sites script on the granted sites when the extension is installed', async () => {
    const { register } = stubBrowser();
    granted = { origins: ['https://arxiv.org/*', HF] };
    registerSiteScripts();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' } as never);
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith([registration]));
  });

  it('registers it again at browser start', async () => {
    const { register } = stubBrowser();
    granted = { origins: [HF] };
    registerSiteScripts();
    await fakeBrowser.runtime.onStartup.trigger();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith([registration]));
  });

  it('follows a grant through the browser’s own site access menu', async () => {
    const { register } = stubBrowser();
    registerSiteScripts();
    granted = { origins: [HF] };
    for (const l of listeners.added) l();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith([registration]));
  });

  it('removes the script when the last site is withdrawn, the browser then listing no origins at all', async () => {
    const { unregister } = stubBrowser();
    registered = [{ id: 'pcl-sites', matches: [HF] }];
    granted = {};
    registerSiteScripts();
    for (const l of listeners.removed) l();
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledWith({ ids: ['pcl-sites'] }));
  });

  it('stops running on a site that becomes the record source', async () => {
    const { unregister } = stubBrowser();
    registered = [{ id: 'pcl-sites', matches: [HF] }];
    granted = { origins: [HF] };
    registerSiteScripts();
    await recordSource.setValue('https://huggingface.co');
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledWith({ ids: ['pcl-sites'] }));
  });

  it('stops running on a site once Papers with Code is asked there, and runs there again once it is not', async () => {
    const { register, unregister } = stubBrowser();
    registered = [{ id: 'pcl-sites', matches: [HF] }];
    granted = { origins: [HF] };
    registerSiteScripts();
    await secondSource.setValue('https://huggingface.co/pwc');
    await secondSourceOn.setValue(true);
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledWith({ ids: ['pcl-sites'] }));
    await secondSourceOn.setValue(false);
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith([registration]));
  });
});
