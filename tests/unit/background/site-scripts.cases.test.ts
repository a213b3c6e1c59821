// The sites script's registration at its edges: a changed site list of the same length, nothing to
// remove, and a failed sync reported in the console.
import { describe, expect, it, vi } from 'vitest';
import { type ScriptRegistry, serialSync, syncSiteScripts } from '../../../lib/background/site-scripts';

function registry(registered: { id: string; matches?: string[] }[]) {
  return {
    getRegisteredContentScripts: vi.fn(async () => registered),
    registerContentScripts: vi.fn(async () => undefined),
    updateContentScripts: vi.fn(async () => undefined),
    unregisterContentScripts: vi.fn(async () => undefined),
  } satisfies ScriptRegistry;
}
const deps = (scripting: ScriptRegistry, granted: string[]) => ({ scripting, granted: async () => granted, sourceHosts: async () => ['records.example'] });

describe('syncSiteScripts', () => {
  it('moves the script when one site is swapped for another', async () => {
    const scripting = registry([{ id: 'pcl-sites', matches: ['https://huggingface.co/*', 'https://openreview.net/*'] }]);
    expect(await syncSiteScripts(deps(scripting, ['https://huggingface.co/*', 'https://scholar.google.de/*']))).toEqual([
      'https://huggingface.co/*',
      'https://scholar.google.de/*',
    ]);
    expect(scripting.updateContentScripts).toHaveBeenCalledWith([{ id: 'pcl-sites', matches: ['https://huggingface.co/*', 'https://scholar.google.de/*'] }]);
  });

  it('gives a script registered without sites the granted ones', async () => {
    const scripting = registry([{ id: 'pcl-sites' }]);
    await syncSiteScripts(deps(scripting, ['https://huggingface.co/*']));
    expect(scripting.updateContentScripts).toHaveBeenCalledWith([{ id: 'pcl-sites', matches: ['https://huggingface.co/*'] }]);
  });

  it('removes nothing when no site is on and no script is registered', async () => {
    const scripting = registry([]);
    expect(await syncSiteScripts(deps(scripting, ['https://arxiv.org/*']))).toEqual([]);
    expect(scripting.unregisterContentScripts).not.toHaveBeenCalled();
  });
});

describe('serialSync', () => {
  it('reports a failed sync in the console, and the next ask tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('Duplicate script ID');
    const run = vi.fn(async () => Promise.reject(failure));
    const sync = serialSync(run);
    await sync();
    expect(warn).toHaveBeenCalledWith('Paper Code Lens: could not update the sites script:', failure);
    await sync();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
