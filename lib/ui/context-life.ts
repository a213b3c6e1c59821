// Keeps a content script's context checking that its extension is still there.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';

/**
 * When the extension is reloaded or updated, Chrome tells the old content scripts nothing; WXT's
 * context notices on the next tick of one of its own timers and then removes every UI it made.
 * A slow tick costs nothing and keeps an old panel from lingering with a dead Retry button.
 * @example noticeReload(ctx)
 */
export function noticeReload(ctx: ContentScriptContext): void {
  ctx.setInterval(() => undefined, 1_000);
}
