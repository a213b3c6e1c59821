// The sites script's registration follows the granted sites: registered, updated, removed, one at a time.
import { describe, expect, it, vi } from 'vitest';
import { SITES_SCRIPT_ID, serialSync, syncSiteScripts } from '../../../lib/background/site-scripts';

/** A registry that behaves as the browser's: a second registration of one id fails. */
function fakeRegistry() {
  const scripts = new Map<string, { id: string; matches: string[]; js: string[] }>();
  return {
    scripts,
    getRegisteredContentScripts: vi.fn(async ({ ids }: { ids: string[] }) => [...scripts.values()].filter((s) => ids.includes(s.id))),
    registerContentScripts: vi.fn(async (list: { id: string; matches: string[]; js: string[] }[]) => {
      for (const s of list) {
        if (scripts.has(s.id)) throw new Error(`Duplicate script ID '${s.id}'`);
        scripts.set(s.id, { id: s.id, matches: s.matches, js: s.js });
      }
    }),
    updateContentScripts: vi.fn(async (list: { id: string; matches: string[] }[]) => {
      for (const s of list) scripts.set(s.id, { ...scripts.get(s.id)!, matches: s.matches });
    }),
    unregisterContentScripts: vi.fn(async ({ ids }: { ids: string[] }) => {
      for (const id of ids) scripts.delete(id);
    }),
  };
}

describe('syncSiteScripts', () => {
  it('registers the script on the granted sites only, then follows grants and withdrawals', async () => {
    const scripting = fakeRegistry();
    let granted = ['https://arxiv.org/*', 'https://github.com/*', 'https://records.example/*'];
    const deps = { scripting, granted: async () => granted, sourceHosts: async () => ['records.example'] };

    expect(await syncSiteScripts(deps)).toEqual([]);
    expect(scripting.scripts.size).toBe(0);

    granted = [...granted, 'https://huggingface.co/*'];
    await syncSiteScripts(deps);
    expect(scripting.scripts.get(SITES_SCRIPT_ID)).toEqual({ id: SITES_SCRIPT_ID, js: ['content-scripts/sites.js'], matches: ['https://huggingface.co/*'] });

    granted = [...granted, 'https://scholar.google.de/*'];
    await syncSiteScripts(deps);
    expect(scripting.scripts.get(SITES_SCRIPT_ID)?.matches).toEqual(['https://huggingface.co/*', 'https://scholar.google.de/*']);

    // Nothing changed: nothing is written.
    await syncSiteScripts(deps);
    expect(scripting.updateContentScripts).toHaveBeenCalledTimes(1);

    granted = granted.filter((o) => !o.includes('huggingface') && !o.includes('scholar'));
    await syncSiteScripts(deps);
    expect(scripting.scripts.size).toBe(0);
  });
});

describe('serialSync', () => {
  it('runs one sync at a time and once more after it when asked meanwhile', async () => {
    let running = 0;
    let most = 0;
    const run = vi.fn(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    });
    const sync = serialSync(run);
    await Promise.all([sync(), sync(), sync(), sync()]);
    expect(most).toBe(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('goes on after a failed sync, saying so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const run = vi.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValue(undefined);
    const sync = serialSync(run);
    await sync();
    await sync();
    expect(run).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
