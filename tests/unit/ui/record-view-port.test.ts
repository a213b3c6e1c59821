// The views in scripts of their own (the record view, the GitHub view) are run once per frame, on
// first need, and their handles found on the shared global.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GITHUB_VIEW_FILE, RECORD_VIEW_FILE, runViewScript } from '../../../lib/background/record-view-loader';

const { send } = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('../../../lib/messaging/protocol', () => ({ sendMessage: send }));

const KEY = Symbol.for('paper-code-lens:record-view');
const GITHUB_KEY = Symbol.for('paper-code-lens:github-view');
const holder = globalThis as unknown as Record<symbol, unknown>;

// Each test imports the port afresh, so its once-only load starts again, and from this file's mock
// of the messaging: in the mutation run's shared module graph, another file may have loaded the port
// with the real one first. The reset after the last test leaves the mocked port to no later file.
beforeEach(() => vi.resetModules());
afterEach(() => {
  delete holder[KEY];
  delete holder[GITHUB_KEY];
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
    expect(warn).toHaveBeenCalledWith('Paper Code Lens: the record could not be opened', expect.any(Error));
    const view = { openPopover: vi.fn(), showPanel: vi.fn() };
    send.mockImplementation(async () => {
      holder[KEY] = view;
    });
    expect(await loadRecordView()).toBe(view);
  });
});

describe('openRecord', () => {
  it('opens the record of the badge’s target under its button, and leaves closing to the popover', async () => {
    const view = { openPopover: vi.fn(), showPanel: vi.fn() };
    send.mockImplementation(async () => {
      holder[KEY] = view;
    });
    const { openRecord } = await port();
    const button = document.createElement('button');
    const onClose = vi.fn();
    openRecord({ kind: 'repo', owner: 'NVIDIA-NeMo', name: 'labs-molt' }, button, onClose);
    await vi.waitFor(() => expect(view.openPopover).toHaveBeenCalledWith({ kind: 'repo', owner: 'NVIDIA-NeMo', name: 'labs-molt' }, button, onClose));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says which view did not start when its script left no handle', async () => {
    send.mockResolvedValue(undefined);
    const { loadRecordView } = await port();
    await expect(loadRecordView()).rejects.toThrow('the record view did not start');
  });
});

describe('a view’s own script', () => {
  it('leaves its handle where the page script finds it, with no message sent', async () => {
    const { offerGithubView, loadGithubView } = await import('../../../mounts/github-view-port');
    const view = { showBox: vi.fn(), showMark: vi.fn(), showStrip: vi.fn() };
    offerGithubView(view);
    expect(await loadGithubView()).toBe(view);
    const { offerRecordView, loadRecordView } = await port();
    const record = { openPopover: vi.fn(), showPanel: vi.fn() };
    offerRecordView(record);
    expect(await loadRecordView()).toBe(record);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('loadGithubView', () => {
  it('asks the background once for the GitHub view, apart from the record view, and uses its handle', async () => {
    const view = { showBox: vi.fn(), showMark: vi.fn(), showStrip: vi.fn() };
    send.mockImplementation(async () => {
      holder[GITHUB_KEY] = view;
    });
    const { loadGithubView } = await import('../../../mounts/github-view-port');
    const [a, b] = await Promise.all([loadGithubView(), loadGithubView()]);
    expect(a).toBe(view);
    expect(b).toBe(view);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('loadGithubView');
    expect(holder[KEY]).toBeUndefined();
  });

  it('fails with the view named when the script ran but left no handle, and asks again next time', async () => {
    send.mockResolvedValue(undefined);
    const { loadGithubView } = await import('../../../mounts/github-view-port');
    await expect(loadGithubView()).rejects.toThrow('the GitHub view did not start');
    await expect(loadGithubView()).rejects.toThrow('the GitHub view did not start');
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('runViewScript (the background)', () => {
  it.each([
    [RECORD_VIEW_FILE, '/content-scripts/record-view.js'],
    [GITHUB_VIEW_FILE, '/content-scripts/github-view.js'],
  ])('runs %s in the asking frame only', async (file, path) => {
    const scripting = { executeScript: vi.fn(async () => []) };
    await runViewScript(scripting, { tab: { id: 7 }, frameId: 3 }, file);
    expect(scripting.executeScript).toHaveBeenCalledWith({ target: { tabId: 7, frameIds: [3] }, files: [path] });
  });

  it('runs it in the top frame when the sender names none', async () => {
    const scripting = { executeScript: vi.fn(async () => []) };
    await runViewScript(scripting, { tab: { id: 7 } }, GITHUB_VIEW_FILE);
    expect(scripting.executeScript).toHaveBeenCalledWith({ target: { tabId: 7, frameIds: [0] }, files: ['/content-scripts/github-view.js'] });
  });

  it('refuses a sender that is no page', async () => {
    const scripting = { executeScript: vi.fn(async () => []) };
    await expect(runViewScript(scripting, {}, RECORD_VIEW_FILE)).rejects.toThrow('content-scripts/record-view.js is run only in a page');
    expect(scripting.executeScript).not.toHaveBeenCalled();
  });
});
