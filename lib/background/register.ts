// Wires the background: one service instance, every message listener registered synchronously.
import { createRecordCache } from '../cache/record-cache';
import { onMessage } from '../messaging/protocol';
import { createRecordClient } from '../net/record-client';
import { sessionRestStore } from '../net/rest-store';
import { createRequestQueue } from '../net/request-queue';
import { cacheMaxEntries, cacheTtlHours, features, initialCollapsed, panelCollapsed, panelStartsCollapsed, recordSource, sourceBase } from '../settings';
import { checkSource } from './check-source';
import { createPaperService } from './paper-service';
import { createRepoService } from './repo-service';
import { registerToolbarBadge } from './toolbar-badge';

/** At most this many requests to the record source are in flight at once. */
const MAX_IN_FLIGHT = 4;

/** Called from the background's synchronous `main`; the listener is in place before any await. */
export function registerBackground(): void {
  // The pause a source asks for outlives the worker, which Chromium stops when idle.
  const client = createRecordClient({ rest: sessionRestStore() });
  const cache = createRecordCache({ maxEntries: () => cacheMaxEntries.getValue() });
  // One queue for papers and repositories alike, so the limit holds for the source as a whole.
  const shared = {
    client,
    cache,
    queue: createRequestQueue(MAX_IN_FLIGHT),
    base: async () => sourceBase(await recordSource.getValue()),
    ttlHours: () => cacheTtlHours.getValue(),
  };
  const service = createPaperService(shared);
  const repos = createRepoService({ ...shared, lookupPaper: service.lookupPaper });
  onMessage('getPaper', ({ data }) => service.lookupPaper(data.arxivId));
  onMessage('getRepo', ({ data }) => repos.lookupRepo(data));
  // Its own client: a test of another source must not share the real one's back-off.
  onMessage('checkSource', ({ data }) => checkSource(createRecordClient({ retries: 0 }), data.base));
  onMessage('pageSettings', async () => {
    const [enabled, mode, remembered] = await Promise.all([features.getValue(), panelStartsCollapsed.getValue(), panelCollapsed.getValue()]);
    return { features: enabled, panelCollapsed: initialCollapsed(mode, remembered) };
  });
  onMessage('setPanelCollapsed', ({ data }) => panelCollapsed.setValue(data.collapsed));
  onMessage('cacheStats', () => cache.stats());
  onMessage('clearCache', () => cache.clear());
  registerToolbarBadge(service.lookupPaper);
}
