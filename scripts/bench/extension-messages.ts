// Asks the extension's background from one of its own pages, in @webext-core/messaging's wire format.
import type { Page } from 'playwright-core';
import type { BenchBrowser } from './chromium';

/**
 * A tab on the extension's own origin, where `chrome.runtime.sendMessage` reaches the background.
 * manifest.json is used rather than the popup or options page: every build has it, and it runs no app
 * of its own that could send messages or hold memory while we measure.
 * @example const tab = await openExtensionTab(ext); await clearRecordCache(tab);
 */
export async function openExtensionTab(browser: BenchBrowser): Promise<Page> {
  if (!browser.extension) throw new Error('this browser has no extension');
  const page = await browser.newPage();
  await page.goto(`chrome-extension://${browser.extension.id}/manifest.json`);
  return page;
}

interface Ask {
  type: string;
  data: unknown[];
  /** How many messages are in flight at once. */
  batch: number;
}

/**
 * Sends `{ id, type, data, timestamp }` once per item of `data` (webext-core's message; it answers
 * `{ res }` or `{ err }`), `batch` at a time; resolves with the answers in order, and rejects with
 * the first `err` or lost reply.
 * @example await askBackground(tab, 'clearCache', [undefined])
 * @example await askBackground(tab, 'getPaper', ids.map((arxivId) => ({ arxivId })), 50)
 */
export async function askBackground(page: Page, type: string, data: unknown[], batch = 1): Promise<unknown[]> {
  return page.evaluate(
    async (ask: Ask) => {
      let id = 1;
      const send = (payload: unknown) =>
        new Promise<unknown>((done, fail) => {
          const message = { id: id++, type: ask.type, data: payload, timestamp: Date.now() };
          chrome.runtime.sendMessage(message, (reply: { res?: unknown; err?: { message?: string } } | undefined) => {
            const lost = chrome.runtime.lastError;
            if (lost) fail(new Error(lost.message));
            else if (!reply) fail(new Error(`${ask.type}: no reply`));
            else if (reply.err) fail(new Error(`${ask.type}: ${reply.err.message ?? 'failed'}`));
            else done(reply.res);
          });
        });
      const answers: unknown[] = [];
      for (let i = 0; i < ask.data.length; i += ask.batch) {
        answers.push(...(await Promise.all(ask.data.slice(i, i + ask.batch).map(send))));
      }
      return answers;
    },
    { type, data, batch },
  );
}

/**
 * Empties the background's record cache, so the next lookup goes to the record source.
 * @example await clearRecordCache(ctx.extTab)
 */
export async function clearRecordCache(page: Page): Promise<void> {
  await askBackground(page, 'clearCache', [undefined]);
}
