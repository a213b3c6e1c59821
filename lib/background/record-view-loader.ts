// Runs the record view's script in the frame that asked for it (lib/ui/record-view-port.ts): into
// the page's own frame only, the file a fixed one of ours, so a page that talks to our content
// script can at most make us show what we would show anyway.

/** The built record view (entrypoints/record-view.content). */
export const RECORD_VIEW_FILE = 'content-scripts/record-view.js';

/** The part of `browser.scripting` used here. */
export interface ScriptRunner {
  executeScript(injection: { target: { tabId: number; frameIds: number[] }; files: string[] }): Promise<unknown>;
}

/**
 * @example onMessage('loadRecordView', ({ sender }) => runRecordView(browser.scripting, sender))
 */
export async function runRecordView(scripting: ScriptRunner, sender: { tab?: { id?: number }; frameId?: number }): Promise<void> {
  const tabId = sender.tab?.id;
  if (tabId === undefined) throw new Error('loadRecordView is answered only to a page');
  await scripting.executeScript({ target: { tabId, frameIds: [sender.frameId ?? 0] }, files: [`/${RECORD_VIEW_FILE}`] });
}
