// A CDP session on the extension's service worker, reached through a page's session.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export interface WorkerSession {
  /** Sends one CDP command to the worker; rejects on a protocol error or after 30 s. */
  send<T>(method: string, params?: Record<string, unknown>): Promise<T>;
  detach(): Promise<void>;
}

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

/**
 * Playwright opens CDP sessions on pages only, so the worker is attached from one in the older
 * non-flat mode, where its messages come back as events on the page's session.
 * @example const s = await workerSession(context, page, id); await s.send('Runtime.getHeapUsage')
 */
export async function workerSession(context: BrowserContext, page: Page, extensionId: string): Promise<WorkerSession> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const { targetInfos } = await cdp.send('Target.getTargets');
  const target = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${extensionId}/`));
  if (!target) throw new Error('the extension has no running service worker');
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  const pending = new Map<number, { done: (value: unknown) => void; fail: (error: Error) => void }>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const reply = JSON.parse(event.message) as Reply;
    const waiter = reply.id === undefined ? undefined : pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id!);
    if (reply.error) waiter.fail(new Error(reply.error.message));
    else waiter.done(reply.result);
  });
  let next = 1;
  return {
    send<T>(method: string, params: Record<string, unknown> = {}) {
      const id = next++;
      return new Promise<T>((done, fail) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          fail(new Error(`${method}: the worker did not answer within 30 s`));
        }, 30_000);
        pending.set(id, {
          done: (value) => {
            clearTimeout(timer);
            done(value as T);
          },
          fail: (error) => {
            clearTimeout(timer);
            fail(error);
          },
        });
        void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(fail);
      });
    },
    async detach() {
      await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}

/**
 * Stops the extension's service worker as Chromium does when it idles (closing its target ends the
 * worker; the next message starts it again, from the top of background.js). Resolves once it is gone.
 * @example await stopWorker(ctx.ext.context, ctx.extTab, id); await load(); // the worker-stopped figure
 */
export async function stopWorker(context: BrowserContext, page: Page, extensionId: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    const running = async () => {
      const { targetInfos } = await cdp.send('Target.getTargets');
      return targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${extensionId}/`));
    };
    const target = await running();
    if (!target) return;
    await cdp.send('Target.closeTarget', { targetId: target.targetId });
    for (let i = 0; i < 100 && (await running()); i++) await new Promise((r) => setTimeout(r, 20));
    if (await running()) throw new Error('the service worker did not stop');
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
