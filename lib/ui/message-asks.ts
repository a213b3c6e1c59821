// How content scripts ask the background for papers' records: through the typed messages.
import { sendMessage } from '../messaging/protocol';
import type { PaperAsks } from './paper-asks';

/** @example await askPapers(messagePaperAsks, ['2607.21653']) */
export const messagePaperAsks: PaperAsks = {
  soon: (arxivIds) => sendMessage('getPapersSoon', { arxivIds }),
  one: (arxivId) => sendMessage('getPaper', { arxivId }),
};
