// The background's side of turned-on sites: when the registration is brought in step with the grants.
import { browser } from 'wxt/browser';
import { recordSource, secondSource, secondSourceOn } from '../settings';
import { sourceHosts } from '../sites/source-hosts';
import { serialSync, type ScriptRegistry, syncSiteScripts } from './site-scripts';

/**
 * Called from the background's synchronous `main`: every listener in place before any await. Syncs
 * at install and update, at browser start, at every grant or withdrawal, and when the record source
 * changes (its origin, granted for it, is no site), and likewise Papers with Code's.
 */
export function registerSiteScripts(): void {
  const sync = serialSync(() =>
    syncSiteScripts({
      scripting: browser.scripting as unknown as ScriptRegistry,
      // Stryker disable next-line ArrayDeclaration: an entry that is no site pattern is dropped by siteOrigins like an empty list
      granted: async () => (await browser.permissions.getAll()).origins ?? [],
      sourceHosts,
    }),
  );
  browser.runtime.onInstalled.addListener(() => void sync());
  browser.runtime.onStartup.addListener(() => void sync());
  browser.permissions.onAdded.addListener(() => void sync());
  browser.permissions.onRemoved.addListener(() => void sync());
  recordSource.watch(() => void sync());
  secondSource.watch(() => void sync());
  secondSourceOn.watch(() => void sync());
}
