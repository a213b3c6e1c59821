// The record's full view (the panel, and the popover of a badge) lives in a script of its own,
// content-scripts/record-view.js, which the background runs in a page only when the page first needs
// it: a badge opened, a paper page's panel. Pages with badges then start with a small script; no
// file is made web-accessible (a page could detect the extension by it). Both scripts run in the
// extension's own isolated world of the frame, where the view leaves its handle on the global object.
import type { NamedTarget } from '../ids/read-targets';
import { sendMessage } from '../messaging/protocol';
import type { PanelPlace } from './draw-panel';

/** Where the record view's script leaves its handle (the isolated world's global; no page sees it). */
export const RECORD_VIEW_KEY = Symbol.for('paper-code-lens:record-view');

export interface RecordView {
  /** Opens the record of `target` in the popover under `button`; `onClose` when it closes. */
  openPopover(target: NamedTarget, button: HTMLButtonElement, onClose: () => void): void;
  /** Shows a paper's panel at `place` (after asking whether the reader turned panels off). */
  showPanel(arxivId: string, place: PanelPlace): Promise<void>;
}

type Holder = { [RECORD_VIEW_KEY]?: RecordView };

let loading: Promise<RecordView> | null = null;

/**
 * The record view, asking the background to run its script in this frame the first time.
 * @example void loadRecordView().then((view) => view.openPopover({ kind: 'paper', arxivId }, button, done))
 */
export function loadRecordView(): Promise<RecordView> {
  const ready = (globalThis as Holder)[RECORD_VIEW_KEY];
  if (ready) return Promise.resolve(ready);
  loading ??= sendMessage('loadRecordView').then(() => {
    const view = (globalThis as Holder)[RECORD_VIEW_KEY];
    if (!view) throw new Error('the record view did not start');
    return view;
  });
  // A failed load (the extension reloaded meanwhile) may be tried again at the next click.
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * Called by the record view's script when it starts: leaves its handle for the other scripts.
 * @example offerRecordView({ openPopover, showPanel })
 */
export function offerRecordView(view: RecordView): void {
  (globalThis as Holder)[RECORD_VIEW_KEY] = view;
}

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
