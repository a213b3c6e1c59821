// The record view is run once per frame, on first need, and its handle found on the shared global.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runRecordView } from '../../../lib/background/record-view-loader';

const { send } = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('../../../lib/messaging/protocol', () => ({ sendMessage: send }));

const KEY = Symbol.for('paper-code-lens:record-view');
const holder = globalThis as unknown as Record<symbol, unknown>;

afterEach(() => {
  delete holder[KEY];
  send.mockReset();
  vi.resetModules();
});

const port = () => import('../../../lib/ui/record-view-port');

describe('loadRecordView', () => {
  it('asks the background once, however many badges are opened meanwhile, and uses the handle the script left', async () => {
    const view = { openPopover: vi.fn(), showPanel: vi.fn() };
    send.mockImplementation(async () => {
      holder[KEY] = view;
    });
    const { loadRecordView } = await port();
    const [a, b] = await Promise.all([loadRecordView(), loadRecordView()]);
    expect(a).toBe(view);
    expect(b).toBe(view);
    await loadRecordView();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('loadRecordView');
  });

  it('tries again at the next need after a load that failed, and the badge is told it closed', async () => {
    send.mockRejectedValueOnce(new Error('Extension context invalidated.'));
    const { loadRecordView, openRecord } = await port();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onClose = vi.fn();
    openRecord({ kind: 'paper', arxivId: '2607.21653' }, document.createElement('button'), onClose);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledTimes(1);
    const view = { openPopover: vi.fn(), showPanel: vi.fn() };
    send.mockImplementation(async () => {
      holder[KEY] = view;
    });
    expect(await loadRecordView()).toBe(view);
  });
});

describe('runRecordView (the background)', () => {
  it('runs the one file in the asking frame only', async () => {
    const scripting = { executeScript: vi.fn(async () => []) };
    await runRecordView(scripting, { tab: { id: 7 }, frameId: 3 });
    expect(scripting.executeScript).toHaveBeenCalledWith({ target: { tabId: 7, frameIds: [3] }, files: ['/content-scripts/record-view.js'] });
  });

  it('refuses a sender that is no page', async () => {
    const scripting = { executeScript: vi.fn(async () => []) };
    await expect(runRecordView(scripting, {})).rejects.toThrow(/only to a page/);
    expect(scripting.executeScript).not.toHaveBeenCalled();
  });
});
