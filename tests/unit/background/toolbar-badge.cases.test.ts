// What the toolbar icon shows on an arXiv tab: the number of linked repositories in green, a grey
// zero or dash, an amber "!" with the problem; and nothing on any other page or before a load ends.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { badgeFor, paperOfTab, registerToolbarBadge } from '../../../lib/background/toolbar-badge';
import type { ToolbarAction } from '../../../lib/platform/action';
import type { PaperLookup } from '../../../lib/record/view-types';

beforeEach(() => fakeBrowser.reset());

/** A found record whose code section lists `repos` repositories (or could not be read). */
const found = (code: { ok: true; value: unknown[] } | { ok: false; problem: string }): PaperLookup =>
  ({ status: 'found', view: { code }, fetchedAt: 0, stale: false, problem: null }) as unknown as PaperLookup;
const repos = (n: number) => found({ ok: true, value: Array.from({ length: n }, () => ({})) });

describe('badgeFor', () => {
  it.each([
    ['no repository', repos(0), { text: '0', color: '#6e7781', title: 'Paper Code Lens: 0 linked repositories' }],
    ['one repository', repos(1), { text: '1', color: '#1a7f37', title: 'Paper Code Lens: 1 linked repository' }],
    ['two repositories', repos(2), { text: '2', color: '#1a7f37', title: 'Paper Code Lens: 2 linked repositories' }],
    ['an unreadable code section', found({ ok: false, problem: 'bad' }), { text: '0', color: '#6e7781', title: 'Paper Code Lens: 0 linked repositories' }],
    ['no record', { status: 'none', arxivId: '2607.21653' }, { text: '–', color: '#6e7781', title: 'Paper Code Lens: no record for this paper' }],
    [
      'an unreachable source',
      { status: 'unreachable', problem: 'the record source answered 503' },
      { text: '!', color: '#9a6700', title: 'Paper Code Lens: the record source answered 503' },
    ],
  ] as [string, PaperLookup, ReturnType<typeof badgeFor>][])('shows %s', (_name, lookup, badge) => {
    expect(badgeFor(lookup)).toEqual(badge);
  });
});

describe('paperOfTab', () => {
  it.each([
    ['https://arxiv.org/abs/2607.21653v2', '2607.21653'],
    ['https://export.arxiv.org/pdf/2607.21653', '2607.21653'],
    ['https://arxiv.org/abs/not-a-paper', null],
    ['https://arxiv.org/list/cs.CL/recent', null],
    ['https://github.com/openai/whisper', null],
    // Another site's page that carries an arXiv address in its own is no arXiv tab.
    ['https://scholar.example/?from=https://arxiv.org/abs/2607.21653', null],
    ['https://mirror.example/https://arxiv.org/pdf/2607.21653', null],
    [undefined, null],
  ])('reads %s as %s', (url, id) => {
    expect(paperOfTab(url)).toBe(id);
  });
});

describe('registerToolbarBadge', () => {
  function setUp() {
    const action = { setBadgeText: vi.fn(async () => {}), setBadgeBackgroundColor: vi.fn(async () => {}), setTitle: vi.fn(async () => {}) };
    const lookup = vi.fn(async () => repos(3));
    registerToolbarBadge(lookup, action as ToolbarAction);
    const load = (status: 'loading' | 'complete', url: string) => fakeBrowser.tabs.onUpdated.trigger(9, { status }, { id: 9, url } as never);
    return { action, lookup, load };
  }

  it('sets the badge of a paper’s tab once its load completes', async () => {
    const { action, lookup, load } = setUp();
    await load('loading', 'https://arxiv.org/abs/2607.21653');
    expect(lookup).not.toHaveBeenCalled();
    await load('complete', 'https://arxiv.org/abs/2607.21653');
    await vi.waitFor(() => expect(action.setTitle).toHaveBeenCalledWith({ tabId: 9, title: 'Paper Code Lens: 3 linked repositories' }));
    expect(action.setBadgeText).toHaveBeenCalledWith({ tabId: 9, text: '3' });
    expect(action.setBadgeBackgroundColor).toHaveBeenCalledWith({ tabId: 9, color: '#1a7f37' });
  });

  it('leaves any other page alone', async () => {
    const { action, lookup, load } = setUp();
    await load('complete', 'https://github.com/openai/whisper');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lookup).not.toHaveBeenCalled();
    expect(action.setBadgeText).not.toHaveBeenCalled();
  });
});
