// The one typed message protocol between the pages (content scripts, popup, options) and the background.
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { SourceRest } from '../net/record-client';
import type { RepoLookup } from '../record/repo-view-types';
import type { SecondOpinion } from '../record/code-part-types';
import type { RepoStatesAnswer } from '../record/github-state-types';
import type { PaperLookup } from '../record/view-types';
import type { Features } from '../settings';

/** What a content script needs of the settings, read by the background in one message, so the
 * pages' scripts carry no storage library and wait for one answer instead of several reads. */
export interface PageSettings {
  features: Features;
  /** Whether a new abstract panel starts collapsed (the start mode and the remembered state). */
  panelCollapsed: boolean;
}

/** What the abstract panel needs to show itself, answered at once so it renders once. */
export interface PanelStart {
  collapsed: boolean;
  /** Null while the record is still on its way (a fetch, not the cache): the panel asks again. */
  lookup: PaperLookup | null;
  /** Whether the panel has anything to ask beside the record: Papers with Code (false: it is off), and
   * the GitHub repositories' states (false: the check is off and its offer answered). A question whose
   * answer is known to be "off" costs the page a message and a render for nothing. */
  asks: { second: boolean; states: boolean };
}

/** What the GitHub views need first, in one answer: the switches, and the repository's answer when it came soon. */
export interface RepoStart {
  features: Features;
  /** Null while the answer is still on its way (or nothing on GitHub is turned on): ask getRepo. */
  lookup: RepoLookup | null;
}

export interface SourceCheck {
  ok: boolean;
  /** Plain words for what the source answered, e.g. "answered 200 with a readable record". */
  message: string;
}

export interface ProtocolMap {
  /** The record of one paper, by any form of arXiv id; answered from the cache when it can be. */
  getPaper(data: { arxivId: string }): PaperLookup;
  /**
   * Several papers' records in one round trip (a listing's entries near the screen), each when it is
   * ready within a moment, else null: its lookup goes on, and getPaper for it joins it.
   */
  getPapersSoon(data: { arxivIds: string[] }): (PaperLookup | null)[];
  /**
   * The papers linked to a GitHub repository, and what the records of the papers its README
   * cites (`citedIds`, canonical ids in README order) say about it.
   */
  getRepo(data: { owner: string; name: string; citedIds: string[] }): RepoLookup;
  /** The GitHub views' start in one round trip: the switches and, when it comes soon, getRepo's answer. */
  openRepo(data: { owner: string; name: string; citedIds: string[] }): RepoStart;
  /**
   * What Papers with Code lists for one paper (the second opinion): `off` at once when the reader has
   * not turned it on; never asked for a listing's entries or a scan, only the paper in view.
   */
  getSecondOpinion(data: { arxivId: string }): SecondOpinion;
  /**
   * Each listed GitHub repository's own state (gone, moved, archived, empty, last push…), read from
   * GitHub's API when the reader turned the check on; only for repositories a reader sees (a panel,
   * an opened popover, the popup, the side panel, the GitHub box), never a listing's every entry.
   */
  getRepoStates(data: { repos: string[] }): RepoStatesAnswer;
  /** The panel's one-time offer was answered: "No thanks" (`accept` false) hides it for good; accepting
   * opens the options at the GitHub check, where the browser's permission is asked at the reader's click. */
  answerGithubOffer(data: { accept: boolean }): void;
  /** Asks a base URL for the real record's path and says what came back (the options' "test"). */
  checkSource(data: { base: string }): SourceCheck;
  pageSettings(): PageSettings;
  /**
   * The abstract page's start in one round trip: null when the reader turned the panel off (and then
   * the record source is not asked), else whether it starts collapsed and, when it is ready within a
   * moment, the paper's record.
   */
  openPanel(data: { arxivId: string }): PanelStart | null;
  /**
   * Runs the record view's script (content-scripts/record-view.js) in the asking frame, once its page
   * first needs a record's full view (lib/ui/record-view-port.ts). Resolves when it has run.
   */
  loadRecordView(): void;
  /** Runs the GitHub view's script (content-scripts/github-view.js) in the asking frame, likewise (mounts/github-view-port.ts). */
  loadGithubView(): void;
  /** Remembers that the reader collapsed or opened the abstract panel. */
  setPanelCollapsed(data: { collapsed: boolean }): void;
  cacheStats(): { entries: number; bytes: number };
  /** Whether the saved record source is resting after refusals, until when and why (the options). */
  sourceRest(): SourceRest;
  /** "Try again now": ends the saved source's rest. */
  clearSourceRest(): void;
  clearCache(): void;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
