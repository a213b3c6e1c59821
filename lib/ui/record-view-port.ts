// The record's full view (the panel, and the popover of a badge) lives in a script of its own,
// content-scripts/record-view.js, run in a page on its first need (lib/ui/script-port.ts): a badge
// opened, a paper page's panel.
import type { NamedTarget } from '../ids/read-targets';
import { sendMessage } from '../messaging/protocol';
import type { NamedCodeLink } from '../record/code-part-types';
import { scriptPort } from './script-port';

/** Where the record view's script leaves its handle (the isolated world's global; no page sees it). */
export const RECORD_VIEW_KEY = Symbol.for('paper-code-lens:record-view');

/** Where the panel goes: after `anchor`, or as its first child; `named`, the code the page names. */
export interface PanelPlace {
  anchor: Element;
  placement: 'after' | 'first';
  named?: readonly NamedCodeLink[];
}

export interface RecordView {
  /** Opens the record of `target` in the popover under `button`; `onClose` when it closes. */
  openPopover(target: NamedTarget, button: HTMLButtonElement, onClose: () => void): void;
  /** Shows a paper's panel at `place` (after asking whether the reader turned panels off). */
  showPanel(arxivId: string, place: PanelPlace): Promise<void>;
}

const port = scriptPort<RecordView>(RECORD_VIEW_KEY, () => sendMessage('loadRecordView'), 'the record view');

/**
 * The record view, asking the background to run its script in this frame the first time.
 * @example void loadRecordView().then((view) => view.openPopover({ kind: 'paper', arxivId }, button, done))
 */
export const loadRecordView = (): Promise<RecordView> => port.load();

/**
 * Called by the record view's script when it starts: leaves its handle for the other scripts.
 * @example offerRecordView({ openPopover, showPanel })
 */
export const offerRecordView = (view: RecordView): void => port.offer(view);

/** What a badge calls on activation; the record view is loaded on first use. */
export type OpenRecord = (target: NamedTarget, button: HTMLButtonElement, onClose: () => void) => void;

/** @example insertBadges(entries, ask, openRecord) */
export const openRecord: OpenRecord = (target, button, onClose) => {
  loadRecordView().then(
    (view) => view.openPopover(target, button, onClose),
    (error: unknown) => {
      console.warn('Paper Code Lens: the record could not be opened', error);
      onClose();
    },
  );
};
