// "Scan this page" and "Always show on this site" in the browser: which tab is read or given the
// sites script, and the plain words the reader gets when the browser gives nothing to read.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { collectPageNames, PAGE_LIMITS } from '../../../lib/pages/page-names';
import { scanActiveTab, showSiteNow } from '../../../lib/ui/scan-tab';

type Injection = { target: { tabId: number }; files?: string[]; func?: unknown; args?: unknown[] };

/** The last focused normal window is 3; its active tab `tabId` (none when undefined); the script gives `result`. */
function setUp(tabId: number | undefined, result: () => Promise<unknown>) {
  fakeBrowser.reset();
  const focused = vi.spyOn(fakeBrowser.windows, 'getLastFocused').mockResolvedValue({ id: 3 } as never);
  const query = vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue((tabId === undefined ? [] : [{ id: tabId }]) as never);
  const run = vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation((async () => result()) as never);
  return { focused, query, run, injection: () => run.mock.calls[0]?.[0] as unknown as Injection | undefined };
}

beforeEach(() => vi.restoreAllMocks());

describe('scanActiveTab', () => {
  it('reads the active tab of the last focused normal window and lists what it names', async () => {
    const b = setUp(41, async () => [{ result: { links: ['https://arxiv.org/abs/2607.21653'], text: 'and github.com/openai/whisper' } }]);
    expect(await scanActiveTab()).toEqual({
      ok: true,
      targets: [
        { kind: 'paper', arxivId: '2607.21653' },
        { kind: 'repo', owner: 'openai', name: 'whisper' },
      ],
      more: 0,
    });
    expect(b.focused).toHaveBeenCalledWith({ windowTypes: ['normal'] });
    expect(b.query).toHaveBeenCalledWith({ active: true, windowId: 3 });
    expect(b.injection()).toEqual({ target: { tabId: 41 }, func: collectPageNames, args: [PAGE_LIMITS] });
  });

  it('says there is no tab to read when the window has no active tab, and runs nothing', async () => {
    const b = setUp(undefined, async () => []);
    expect(await scanActiveTab()).toEqual({ ok: false, problem: 'There is no tab to read.' });
    expect(b.run).not.toHaveBeenCalled();
  });

  it.each([
    ['no result at all', []],
    ['a result without its links', [{ result: { text: 'arXiv:2607.21653' } }]],
    ['links that are no list', [{ result: { links: 'https://arxiv.org/abs/2607.21653', text: '' } }]],
    ['text that is no text', [{ result: { links: [], text: 7 } }]],
  ])('says the page gave nothing to read for %s', async (_, answer) => {
    setUp(41, async () => answer);
    expect(await scanActiveTab()).toEqual({ ok: false, problem: 'The page gave nothing to read.' });
  });

  it('says in plain words that the page cannot be read when the browser refuses the script', async () => {
    setUp(41, async () => {
      throw new Error('Cannot access a chrome:// URL');
    });
    expect(await scanActiveTab()).toEqual({
      ok: false,
      problem: 'This page cannot be read: the browser keeps its own pages and some sites closed to extensions.',
    });
  });
});

describe('showSiteNow', () => {
  it('runs the sites script in the active tab at once', async () => {
    const b = setUp(12, async () => []);
    await showSiteNow();
    expect(b.injection()).toEqual({ target: { tabId: 12 }, files: ['/content-scripts/sites.js'] });
  });

  it('runs nothing when there is no active tab', async () => {
    const b = setUp(undefined, async () => []);
    await showSiteNow();
    expect(b.run).not.toHaveBeenCalled();
  });
});
