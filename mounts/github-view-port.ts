// The GitHub views (the papers box, the README marks, the file strip) live in a script of their own,
// content-scripts/github-view.js, run in a page on its first need (lib/ui/script-port.ts): the first
// repository page with something to show. Every other GitHub page keeps only the small script that
// reads the page and asks the background.
import type { ContentScriptAppendMode } from 'wxt/utils/content-script-ui/types';
import type { FileStripItem } from '../components/github/FileStrip';
import type { GithubTheme } from '../components/github/github-theme';
import type { PapersBoxProps } from '../components/github/PapersBox';
import type { CitationView } from '../lib/record/repo-view-types';
import type { AttributionView } from '../lib/record/view-types';
import { sendMessage } from '../lib/messaging/protocol';
import { scriptPort } from '../lib/ui/script-port';

/** Where a view goes on the page. */
export interface Spot {
  anchor: Element;
  append: ContentScriptAppendMode;
  /** Inline hosts sit inside a line of README text rather than starting a block. */
  inline?: boolean;
}

/** One mounted view, to be removed; nothing is left of it when either script's context ends. */
export interface Placed {
  remove(): void;
  readonly connected: boolean;
}

/** A mounted view that can be drawn again with new state. */
export interface Mounted<State> extends Placed {
  update(state: State): void;
}

export type BoxState = Required<PapersBoxProps>;

export interface StripState {
  items: FileStripItem[];
  theme: GithubTheme;
  attribution: AttributionView | null;
}

export interface GithubView {
  showBox(spot: Spot, state: BoxState): Promise<Mounted<BoxState>>;
  showMark(spot: Spot, citation: CitationView, theme: GithubTheme): Promise<Placed>;
  showStrip(spot: Spot, state: StripState): Promise<Placed>;
}

/** Where the GitHub view's script leaves its handle (the isolated world's global; no page sees it). */
export const GITHUB_VIEW_KEY = Symbol.for('paper-code-lens:github-view');

const port = scriptPort<GithubView>(GITHUB_VIEW_KEY, () => sendMessage('loadGithubView'), 'the GitHub view');

/** @example const view = await loadGithubView(); await view.showBox(spot, state) */
export const loadGithubView = (): Promise<GithubView> => port.load();

/** @example offerGithubView({ showBox, showMark, showStrip }) */
export const offerGithubView = (view: GithubView): void => port.offer(view);
