// Wires the background: one service instance, every message listener registered synchronously.
import { createRecordCache } from '../cache/record-cache';
import { onMessage } from '../messaging/protocol';
import { createRecordClient } from '../net/record-client';
import { createRequestQueue } from '../net/request-queue';
import { cacheMaxEntries, recordSource, sourceBase } from '../settings';
import { createPaperService } from './paper-service';
import { registerToolbarBadge } from './toolbar-badge';

/** At most this many requests to the record source are in flight at once. */
const MAX_IN_FLIGHT = 4;

/** Called from the background's synchronous `main`; the listener is in place before any await. */
export function registerBackground(): void {
  const service = createPaperService({
    client: createRecordClient(),
    cache: createRecordCache({ maxEntries: () => cacheMaxEntries.getValue() }),
    queue: createRequestQueue(MAX_IN_FLIGHT),
    base: async () => sourceBase(await recordSource.getValue()),
  });
  onMessage('getPaper', ({ data }) => service.lookupPaper(data.arxivId));
  registerToolbarBadge(service.lookupPaper);
}
