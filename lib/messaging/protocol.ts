// The one typed message protocol between the pages (content scripts, popup) and the background.
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { PaperLookup } from '../record/view-types';

export interface ProtocolMap {
  /** The record of one paper, by any form of arXiv id; answered from the cache when it can be. */
  getPaper(data: { arxivId: string }): PaperLookup;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
