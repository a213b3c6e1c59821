// Runs a view's script in the frame that asked for it (lib/ui/script-port.ts): into the page's own
// frame only, the file a fixed one of ours, so a page that talks to our content script can at most
// make us show what we would show anyway.

/** The built record view (entrypoints/record-view.content). */
export const RECORD_VIEW_FILE = 'content-scripts/record-view.js';
/** The built GitHub view (entrypoints/github-view.content): the papers box, README marks, file strip. */
export const GITHUB_VIEW_FILE = 'content-scripts/github-view.js';

/** The part of `browser.scripting` used here. */
export interface ScriptRunner {
  executeScript(injection: { target: { tabId: number; frameIds: number[] }; files: string[] }): Promise<unknown>;
}

type Sender = { tab?: { id?: number }; frameId?: number };

/**
 * Runs `file` in the sender's tab and frame; resolves once it has run.
 * @example onMessage('loadRecordView', ({ sender }) => runViewScript(browser.scripting, sender, RECORD_VIEW_FILE))
 */
export async function runViewScript(scripting: ScriptRunner, sender: Sender, file: string): Promise<void> {
  const tabId = sender.tab?.id;
  if (tabId === undefined) throw new Error(`${file} is run only in a page`);
  await scripting.executeScript({ target: { tabId, frameIds: [sender.frameId ?? 0] }, files: [`/${file}`] });
}
