// Keeps the sites script registered on exactly the sites the reader turned on. The granted origins
// are the one list: a site granted or withdrawn through our popup and options, or through the
// browser's own site access menu, ends here the same way (permissions.onAdded / onRemoved).
import { SITES_SCRIPT_FILE, siteOrigins } from '../sites/site-origins';

/** The registered script's id (it runs SITES_SCRIPT_FILE). */
export const SITES_SCRIPT_ID = 'pcl-sites';

interface RegisteredScript {
  id: string;
  matches?: string[];
}

/** The part of `browser.scripting` used here. */
export interface ScriptRegistry {
  getRegisteredContentScripts(filter: { ids: string[] }): Promise<RegisteredScript[]>;
  registerContentScripts(scripts: { id: string; js: string[]; matches: string[]; runAt: 'document_idle'; persistAcrossSessions: boolean }[]): Promise<void>;
  updateContentScripts(scripts: { id: string; matches: string[] }[]): Promise<void>;
  unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
}

export interface SiteScriptDeps {
  scripting: ScriptRegistry;
  /** Every origin granted now. */
  granted(): Promise<string[]>;
  /** The record source's host (and any other that is not a site). */
  sourceHosts(): Promise<string[]>;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Brings the registration in step with the granted sites: registered, updated or removed. Resolves
 * with the sites it now runs on.
 * @example await syncSiteScripts({ scripting: browser.scripting, granted, sourceHosts }) // ['https://huggingface.co/*']
 */
export async function syncSiteScripts(deps: SiteScriptDeps): Promise<string[]> {
  const [granted, sourceHosts, registered] = await Promise.all([
    deps.granted(),
    deps.sourceHosts(),
    deps.scripting.getRegisteredContentScripts({ ids: [SITES_SCRIPT_ID] }),
  ]);
  const sites = siteOrigins(granted, sourceHosts);
  // Stryker disable next-line ConditionalExpression: the registry is asked for this id alone, so the first script it lists is ours
  const current = registered.find((script) => script.id === SITES_SCRIPT_ID);
  if (sites.length === 0) {
    if (current) await deps.scripting.unregisterContentScripts({ ids: [SITES_SCRIPT_ID] });
  } else if (!current) {
    await deps.scripting.registerContentScripts([
      { id: SITES_SCRIPT_ID, js: [SITES_SCRIPT_FILE], matches: sites, runAt: 'document_idle', persistAcrossSessions: true },
    ]);
  } else if (!current.matches || !sameSet(current.matches, sites)) {
    await deps.scripting.updateContentScripts([{ id: SITES_SCRIPT_ID, matches: sites }]);
  }
  return sites;
}

/**
 * One sync at a time, and one more after it when asked meanwhile (two grants in a row must not race
 * to register the same id); a failed sync is logged once and the next ask tries again.
 * @example const sync = serialSync(() => syncSiteScripts(deps)); browser.permissions.onAdded.addListener(sync)
 */
export function serialSync(run: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  // Stryker disable next-line BooleanLiteral: the loop sets it to false before it is first read
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await run().catch((error: unknown) => console.warn('Paper Code Lens: could not update the sites script:', error));
    } while (again);
    running = null;
  };
  return () => {
    if (running !== null) again = true;
    else running = loop();
    return running;
  };
}
