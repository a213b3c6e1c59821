// The background as the extension wires it (registerBackground), driven as the pages drive it, for the
// tests that hold the README's and docs/' numbers to what the wired code does. A test file that uses it mocks the
// message protocol with `protocolMock` (vi.mock cannot be shared from here).
import { beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordSource } from '../../../lib/settings';

export type Handler = (message: { data?: unknown; sender: { url?: string; tab?: { id?: number }; frameId?: number } }) => unknown;
export const handlers = new Map<string, Handler>();

/** What `vi.mock('…/lib/messaging/protocol', protocolMock)` puts in place of the protocol. */
export const protocolMock = () => ({ onMessage: (name: string, handler: Handler) => void handlers.set(name, handler) });

export const SOURCE = 'https://records.example';
export const fromPage = { url: 'https://arxiv.org/abs/2607.21653' };
export const fromOptions = () => ({ url: fakeBrowser.runtime.getURL('/options.html') });

/** Sends one message as a page would; a refusal comes back as a rejection. */
export async function send(name: string, data: unknown = undefined, sender: Parameters<Handler>[0]['sender'] = fromPage): Promise<unknown> {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`no handler for ${name}`);
  return handler({ data, sender });
}

/** Fresh storage and handlers before each test, the saved source set, and the browser APIs the fake lacks quieted. */
export function freshBackground(): void {
  beforeEach(async () => {
    fakeBrowser.reset();
    handlers.clear();
    vi.spyOn(fakeBrowser.commands.onCommand, 'addListener').mockImplementation(() => undefined);
    vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation(() => undefined);
    vi.spyOn(fakeBrowser.permissions.onRemoved, 'addListener').mockImplementation(() => undefined);
    vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(() => undefined);
    await recordSource.setValue(SOURCE);
  });
}

/** The network as a function of the URL; `fetch` counts the calls. */
export function stubFetch(answer: (url: string, init?: RequestInit) => Promise<Response> | Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Lets every pending promise callback and storage write run (storage is in memory). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));
