// Wires the background: one service instance, every message listener registered synchronously.
import { createRecordCache } from '../cache/record-cache';
import { browser } from 'wxt/browser';
import { onMessage } from '../messaging/protocol';
import { collapsedRequest, paperRequest, papersRequest, repoRequest, requireExtensionPage, sourceRequest } from '../messaging/validate';
import { createRecordClient } from '../net/record-client';
import { sessionRestStore } from '../net/rest-store';
import { createRequestQueue } from '../net/request-queue';
import {
  cacheMaxEntries,
  cacheTtlHours,
  features,
  initialCollapsed,
  panelCollapsed,
  panelStartsCollapsed,
  recordSource,
  secondSource,
  secondSourceOn,
  sourceBase,
} from '../settings';
import { checkSource } from './check-source';
import { panelStart, papersSoon, repoStart } from './first-answer';
import { GITHUB_VIEW_FILE, RECORD_VIEW_FILE, runViewScript, type ScriptRunner } from './record-view-loader';
import { registerScanShortcut } from './scan-shortcut';
import { registerSidePanelOpeners } from './side-panel-openers';
import { registerSiteScripts } from './site-registration';
import { settingCopy } from './setting-copy';
import { createPaperService } from './paper-service';
import { createRepoService } from './repo-service';
import { createSecondService, SECOND_CLIENT_OPTIONS, SECOND_MAX_IN_FLIGHT } from './second-service';
import { registerGithubStates } from './github-register';
import { registerToolbarBadge } from './toolbar-badge';

/** At most this many requests to the record source are in flight at once. */
const MAX_IN_FLIGHT = 4;

/** Called from the background's synchronous `main`; the listener is in place before any await. */
export function registerBackground(): void {
  // The pause a source asks for outlives the worker, which Chromium stops when idle.
  const client = createRecordClient({ rest: sessionRestStore() });
  const cache = createRecordCache({ maxEntries: () => cacheMaxEntries.getValue() });
  // Read at every lookup: kept in memory until they change.
  const source = settingCopy(recordSource);
  const ttl = settingCopy(cacheTtlHours);
  const switches = settingCopy(features);
  const startMode = settingCopy(panelStartsCollapsed);
  const collapsedNow = settingCopy(panelCollapsed);
  // One queue for papers and repositories alike, so the limit holds for the source as a whole.
  const shared = {
    client,
    cache,
    queue: createRequestQueue(MAX_IN_FLIGHT),
    base: async () => sourceBase(await source()),
    ttlHours: ttl,
  };
  const service = createPaperService(shared);
  const repos = createRepoService({ ...shared, lookupPaper: service.lookupPaper });
  // Papers with Code: its own client (its rest kept apart, in memory) and its own queue, so its
  // refusals never slow the record source; the same cache, so the same bounds.
  const secondOn = settingCopy(secondSourceOn);
  const secondBase = settingCopy(secondSource);
  const second = createSecondService({
    client: createRecordClient(SECOND_CLIENT_OPTIONS),
    cache,
    queue: createRequestQueue(SECOND_MAX_IN_FLIGHT),
    base: async () => sourceBase(await secondBase()),
    on: secondOn,
    ttlHours: ttl,
  });
  // Every payload is checked before use; what changes settings or reads the cache is taken only
  // from the extension's own pages, never from a content script (which a page can talk to).
  // Stryker disable next-line StringLiteral: getURL('') and getURL('/') name the same extension root, and only its scheme and host are compared
  const ownPage = (sender: { url?: string }, message: string) => requireExtensionPage(sender, browser.runtime.getURL('/'), message);
  const pageSettings = async () => {
    const [enabled, mode, remembered] = await Promise.all([switches(), startMode(), collapsedNow()]);
    return { features: enabled, panelCollapsed: initialCollapsed(mode, remembered) };
  };
  onMessage('getPaper', ({ data }) => service.lookupPaper(paperRequest(data).arxivId));
  onMessage('getPapersSoon', ({ data }) => papersSoon(service.lookupPaper, papersRequest(data).arxivIds));
  onMessage('getSecondOpinion', ({ data }) => second.lookupSecond(paperRequest(data).arxivId));
  const statesWanted = registerGithubStates(cache);
  onMessage('getRepo', ({ data }) => repos.lookupRepo(repoRequest(data)));
  onMessage('openRepo', ({ data }) => {
    const request = repoRequest(data);
    return repoStart({ pageSettings, lookupRepo: () => repos.lookupRepo(request) });
  });
  onMessage('checkSource', ({ data, sender }) => {
    ownPage(sender, 'checkSource');
    // Its own client: a test of another source must not share the real one's back-off.
    return checkSource(createRecordClient({ retries: 0 }), sourceRequest(data).base);
  });
  onMessage('pageSettings', pageSettings);
  onMessage('openPanel', ({ data }) => panelStart({ pageSettings, lookupPaper: service.lookupPaper, secondOn, statesWanted }, paperRequest(data).arxivId));
  const scripting = () => browser.scripting as unknown as ScriptRunner;
  onMessage('loadRecordView', ({ sender }) => runViewScript(scripting(), sender, RECORD_VIEW_FILE));
  onMessage('loadGithubView', ({ sender }) => runViewScript(scripting(), sender, GITHUB_VIEW_FILE));
  onMessage('setPanelCollapsed', ({ data }) => panelCollapsed.setValue(collapsedRequest(data).collapsed));
  onMessage('cacheStats', ({ sender }) => {
    ownPage(sender, 'cacheStats');
    return cache.stats();
  });
  onMessage('sourceRest', async ({ sender }) => {
    ownPage(sender, 'sourceRest');
    return client.restOf(await shared.base());
  });
  onMessage('clearSourceRest', async ({ sender }) => {
    ownPage(sender, 'clearSourceRest');
    await client.clearRest(await shared.base());
  });
  onMessage('clearCache', ({ sender }) => {
    ownPage(sender, 'clearCache');
    return cache.clear();
  });
  registerToolbarBadge(service.lookupPaper);
  registerScanShortcut();
  registerSiteScripts();
  registerSidePanelOpeners();
}
