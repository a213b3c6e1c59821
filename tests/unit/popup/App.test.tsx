// The popup with fake send functions: every input form, the hint, recent lookups, and the active tab.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/popup/App';
import { LOOKUP_HINT } from '../../../lib/lookup-input';
import type { RepoLookup } from '../../../lib/record/repo-view-types';
import type { PaperLookup } from '../../../lib/record/view-types';
import { recentLookups } from '../../../lib/settings';
import { found, realView } from '../components/views';
import { MOLT_TITLE, repoFound } from './repo-view';

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPopup(tabUrl?: string) {
  const askPaper = vi.fn(async (arxivId: string): Promise<PaperLookup> => (arxivId === '2607.21653' ? found(realView()) : { status: 'none', arxivId }));
  const askRepo = vi.fn(async (): Promise<RepoLookup> => repoFound());
  const tab = tabUrl === undefined ? {} : { tabUrl: async () => tabUrl };
  render(<App askPaper={askPaper} askRepo={askRepo} {...tab} />);
  return { askPaper, askRepo };
}

const input = () => screen.getByLabelText('arXiv paper or GitHub repository') as HTMLInputElement;
const paperPanel = () => screen.findByRole('region', { name: 'Code with Papers' });
const papersBox = () => screen.findByRole('region', { name: 'Papers' });

function lookUp(text: string) {
  fireEvent.input(input(), { target: { value: text } });
  fireEvent.submit(input().form as HTMLFormElement);
}

describe('the popup input', () => {
  it('is labelled, focused on open, and the only text field', () => {
    renderPopup();
    expect(document.activeElement).toBe(input());
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it.each(['2607.21653', 'arXiv:2607.21653v2', 'https://arxiv.org/abs/2607.21653', 'https://arxiv.org/pdf/2607.21653v1', '10.48550/arXiv.2607.21653'])(
    '%s shows the paper panel, open',
    async (text) => {
      const { askPaper, askRepo } = renderPopup();
      lookUp(text);
      const panel = await paperPanel();
      expect(askPaper).toHaveBeenCalledWith('2607.21653');
      expect(askRepo).not.toHaveBeenCalled();
      expect(await within(panel).findByText('NVIDIA-NeMo/labs-molt')).toBeTruthy();
      // Attribution travels with the data.
      expect(within(panel).getByText(/CC BY-SA 4\.0/)).toBeTruthy();
      const toggle = within(panel).getByRole('button', { name: 'Code with Papers' });
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
    },
  );

  it.each(['NVIDIA-NeMo/labs-molt', 'https://github.com/NVIDIA-NeMo/labs-molt', 'github.com/NVIDIA-NeMo/labs-molt/tree/main/molt'])(
    '%s shows the papers box',
    async (text) => {
      const { askPaper, askRepo } = renderPopup();
      lookUp(text);
      const box = await papersBox();
      expect(askRepo).toHaveBeenCalledWith('NVIDIA-NeMo', 'labs-molt');
      expect(askPaper).not.toHaveBeenCalled();
      expect(await within(box).findByText(MOLT_TITLE)).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Code with Papers' })).toBeNull();
    },
  );

  it('shows the papers box\'s "no papers" line (showNoPapers) for a repository with none', async () => {
    const view = repoFound();
    if (view.status === 'found') view.view.papers = [];
    render(<App askPaper={vi.fn()} askRepo={async () => view} />);
    lookUp('octo/empty');
    expect(await screen.findByText('No papers linked to this repository')).toBeTruthy();
  });

  it('answers unreadable input with the hint line and asks nothing', async () => {
    const { askPaper, askRepo } = renderPopup();
    lookUp('attention is all you need');
    const hint = await screen.findByRole('alert');
    expect(hint.textContent).toBe(LOOKUP_HINT);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(hint.id);
    expect(askPaper).not.toHaveBeenCalled();
    expect(askRepo).not.toHaveBeenCalled();
    lookUp('2607.21653');
    await paperPanel();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the papers and repositories a paste names, asks for none, and looks up the one chosen', async () => {
    const { askPaper, askRepo } = renderPopup();
    lookUp('Molt (arXiv:2607.00002) builds on https://huggingface.co/papers/2607.21653; code at github.com/NVIDIA-NeMo/labs-molt');
    const choice = await screen.findByRole('region', { name: /names 3 papers or repositories/ });
    const options = within(choice).getAllByRole('button');
    expect(options.map((b) => b.textContent)).toEqual(['arXiv:2607.00002paper', 'arXiv:2607.21653paper', 'NVIDIA-NeMo/labs-moltGitHub repository']);
    expect(askPaper).not.toHaveBeenCalled();
    expect(askRepo).not.toHaveBeenCalled();
    fireEvent.click(options[1]!);
    await paperPanel();
    expect(askPaper).toHaveBeenCalledWith('2607.21653');
    expect(input().value).toBe('2607.21653');
    expect(screen.queryByRole('region', { name: /names 3/ })).toBeNull();
  });

  it('follows a dark system scheme in the papers box', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark'), addEventListener() {}, removeEventListener() {} }));
    renderPopup();
    lookUp('NVIDIA-NeMo/labs-molt');
    expect((await papersBox()).className).toContain('pcl-theme-dark');
  });
});

describe('recent lookups', () => {
  const recentList = () => screen.findByRole('region', { name: 'Recent lookups' });

  it('keeps each lookup, newest first, labelled with the title, and a click looks it up again', async () => {
    const { askPaper, askRepo } = renderPopup();
    lookUp('https://arxiv.org/abs/2607.21653v2');
    await paperPanel();
    lookUp('NVIDIA-NeMo/labs-molt');
    await papersBox();
    await waitFor(async () => expect(await recentLookups.getValue()).toHaveLength(2));
    const stored = await recentLookups.getValue();
    expect(stored.map((e) => [e.kind, e.query, e.label])).toEqual([
      ['repo', 'NVIDIA-NeMo/labs-molt', 'NVIDIA-NeMo/labs-molt'],
      ['paper', '2607.21653', MOLT_TITLE],
    ]);
    const buttons = await within(await recentList()).findAllByRole('button', { name: /Molt|labs-molt/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['NVIDIA-NeMo/labs-molt', `${MOLT_TITLE}arXiv:2607.21653`]);
    fireEvent.click(buttons[1] as HTMLElement);
    await waitFor(() => expect(askPaper).toHaveBeenCalledTimes(2));
    expect(input().value).toBe('2607.21653');
    expect(await paperPanel()).toBeTruthy();
    expect(askRepo).toHaveBeenCalledTimes(1);
    // Looked up again, it moves to the top.
    await waitFor(async () => expect((await recentLookups.getValue())[0]?.query).toBe('2607.21653'));
  });

  it('shows the stored list on open, and Clear empties it', async () => {
    await recentLookups.setValue([
      { kind: 'paper', query: '1412.6980', label: 'Adam', at: 2 },
      { kind: 'repo', query: 'openai/whisper', label: 'openai/whisper', at: 1 },
    ]);
    renderPopup();
    const list = await recentList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recent lookups' })).toBeNull());
    expect(await recentLookups.getValue()).toEqual([]);
  });

  it('does not keep unreadable input', async () => {
    renderPopup();
    lookUp('not a paper');
    await screen.findByRole('alert');
    expect(await recentLookups.getValue()).toEqual([]);
  });
});

describe('the active tab', () => {
  it.each([
    ['https://arxiv.org/abs/2607.21653v2', '2607.21653'],
    ['https://arxiv.org/html/2607.21653v1/#S2', '2607.21653'],
    ['https://arxiv.org/pdf/2607.21653v1', '2607.21653'],
  ])('%s shows its paper at once and fills the input', async (url, id) => {
    await fakeBrowser.windows.create({ focused: true });
    await fakeBrowser.tabs.create({ url, active: true });
    const { askPaper } = renderPopup();
    expect(await paperPanel()).toBeTruthy();
    expect(askPaper).toHaveBeenCalledWith(id);
    expect(input().value).toBe(id);
    // Shown, not remembered: recent lookups are the ones asked for.
    expect(await recentLookups.getValue()).toEqual([]);
  });

  it('a repository page shows its papers at once', async () => {
    const query = vi
      .spyOn(fakeBrowser.tabs, 'query')
      .mockImplementation((async () => [{ url: 'https://github.com/NVIDIA-NeMo/labs-molt/blob/main/README.md' }]) as never);
    const { askRepo } = renderPopup();
    expect(await papersBox()).toBeTruthy();
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
    expect(askRepo).toHaveBeenCalledWith('NVIDIA-NeMo', 'labs-molt');
    expect(input().value).toBe('NVIDIA-NeMo/labs-molt');
  });

  it.each(['https://example.org/', 'https://arxiv.org/list/cs.LG/recent', 'https://github.com/settings'])('%s shows nothing and asks nothing', async (url) => {
    const { askPaper, askRepo } = renderPopup(url);
    await new Promise((r) => setTimeout(r, 10));
    expect(askPaper).not.toHaveBeenCalled();
    expect(askRepo).not.toHaveBeenCalled();
    expect(input().value).toBe('');
  });

  it('never overrides what the person already typed', async () => {
    let answerTab: (url: string) => void = () => {};
    const tabUrl = () => new Promise<string>((resolve) => (answerTab = resolve));
    const askPaper = vi.fn(async (arxivId: string): Promise<PaperLookup> => ({ status: 'none', arxivId }));
    render(<App askPaper={askPaper} askRepo={vi.fn()} tabUrl={tabUrl} />);
    lookUp('1412.6980');
    answerTab('https://arxiv.org/abs/2607.21653');
    await screen.findByText('No Code with Papers record for arXiv:1412.6980');
    await new Promise((r) => setTimeout(r, 10));
    expect(askPaper).toHaveBeenCalledTimes(1);
    expect(input().value).toBe('1412.6980');
  });
});

describe('scan this page', () => {
  it("lists what the page names with each one's summary, and shows the record chosen", async () => {
    const askPaper = vi.fn(async (arxivId: string): Promise<PaperLookup> => (arxivId === '2607.21653' ? found(realView()) : { status: 'none', arxivId }));
    const askRepo = vi.fn(async (): Promise<RepoLookup> => repoFound());
    const scanTab = vi.fn(async () => ({
      ok: true as const,
      targets: [
        { kind: 'paper' as const, arxivId: '2607.21653' },
        { kind: 'paper' as const, arxivId: '2607.00002' },
        { kind: 'repo' as const, owner: 'NVIDIA-NeMo', name: 'labs-molt' },
      ],
      more: 4,
    }));
    render(<App askPaper={askPaper} askRepo={askRepo} scanTab={scanTab} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan this page for papers and repositories' }));
    const list = await screen.findByRole('region', { name: 'On this page: 3 papers and repositories' });
    await waitFor(() => expect(within(list).getByRole('button', { name: /arXiv:2607\.00002/ }).textContent).toContain('no record'));
    expect(within(list).getByRole('button', { name: /arXiv:2607\.21653/ }).textContent).toMatch(/1 repo · \d+\/\d+ ran/);
    expect(within(list).getByRole('button', { name: /NVIDIA-NeMo\/labs-molt/ }).textContent).toMatch(/\d+ papers?/);
    expect(within(list).getByText('and 4 more, not looked up')).toBeTruthy();
    expect(scanTab).toHaveBeenCalledTimes(1);
    fireEvent.click(within(list).getByRole('button', { name: /arXiv:2607\.21653/ }));
    await paperPanel();
    expect(input().value).toBe('2607.21653');
  });

  it('scans at once when the shortcut opened the popup, and not otherwise', async () => {
    const scanTab = vi.fn(async () => ({ ok: true as const, targets: [], more: 0 }));
    render(<App askPaper={vi.fn()} askRepo={vi.fn()} scanTab={scanTab} scanAsked={async () => true} />);
    expect(await screen.findByRole('region', { name: 'This page names no arXiv paper and no GitHub repository' })).toBeTruthy();
    cleanup();
    const idle = vi.fn(async () => ({ ok: true as const, targets: [], more: 0 }));
    render(<App askPaper={vi.fn()} askRepo={vi.fn()} scanTab={idle} scanAsked={async () => false} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(idle).not.toHaveBeenCalled();
  });

  it('says plainly when the page cannot be read', async () => {
    render(<App askPaper={vi.fn()} askRepo={vi.fn()} scanTab={async () => ({ ok: false as const, problem: 'This page cannot be read.' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan this page for papers and repositories' }));
    expect((await screen.findByRole('status')).textContent).toBe('This page cannot be read.');
  });
});

describe('the popup footer', () => {
  it('opens the options page', () => {
    const open = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue(undefined);
    renderPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
