// The one typed message protocol between the pages (content scripts, popup, options) and the background.
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { RepoLookup } from '../record/repo-view-types';
import type { PaperLookup } from '../record/view-types';

export interface SourceCheck {
  ok: boolean;
  /** Plain words for what the source answered, e.g. "answered 200 with a readable record". */
  message: string;
}

export interface ProtocolMap {
  /** The record of one paper, by any form of arXiv id; answered from the cache when it can be. */
  getPaper(data: { arxivId: string }): PaperLookup;
  /**
   * The papers linked to a GitHub repository, and what the records of the papers its README
   * cites (`citedIds`, canonical ids in README order) say about it.
   */
  getRepo(data: { owner: string; name: string; citedIds: string[] }): RepoLookup;
  /** Asks a base URL for the real record's path and says what came back (the options' "test"). */
  checkSource(data: { base: string }): SourceCheck;
  cacheStats(): { entries: number; bytes: number };
  clearCache(): void;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
