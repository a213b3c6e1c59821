// Each GitHub repository's own state beside its row (the record's, Papers with Code's, the page's),
// the exact facts in the tooltip, links to where it moved and what it forks, and the one-time offer.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaperPanel } from '../../../components/panel/PaperPanel';
import type { NamedCodeLink, PanelExtras } from '../../../lib/record/code-part-types';
import type { GithubFacts, RepoState, RepoStatesShown } from '../../../lib/record/github-state-types';
import { repoStateWords } from '../../../lib/record/github-state-words';
import type { PaperLookup } from '../../../lib/record/view-types';
import { found, realView } from './views';

afterEach(cleanup);

const NOW = Date.UTC(2026, 11, 7, 12, 0);
const facts = (over: Partial<GithubFacts>): GithubFacts => ({
  fullName: 'lab/tool',
  url: 'https://github.com/lab/tool',
  archived: false,
  disabled: false,
  language: 'Python',
  sizeKb: 2_000,
  defaultBranch: 'main',
  pushedAt: Date.UTC(2023, 2, 4),
  stars: 1_250,
  licence: 'MIT',
  parent: null,
  ...over,
});

function shown(states: RepoState[], offer: RepoStatesShown['offer'] = null): RepoStatesShown {
  const byKey = new Map();
  for (const state of states) if (state.status !== 'off') byKey.set(state.asked.toLowerCase(), repoStateWords(state, NOW, 'UTC'));
  return { byKey, offer };
}

const named = (url: string): NamedCodeLink => ({ url, label: new URL(url).pathname.slice(1), host: 'github', where: 'abstract' });

function renderPanel(lookup: PaperLookup, extras: PanelExtras) {
  render(<PaperPanel lookup={lookup} collapsed={false} onToggleCollapsed={() => {}} onRetry={() => {}} extras={extras} />);
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('a repository row with its state', () => {
  it('an archived repository the record lists: the words at a glance, the exact facts in its tooltip', () => {
    const repo = 'NVIDIA-NeMo/labs-molt';
    renderPanel(found(realView()), {
      named: [],
      opinion: null,
      states: shown([{ status: 'found', asked: repo, facts: facts({ fullName: repo, archived: true }) }]),
    });
    const row = rowOf(repo);
    const line = within(row).getByText('archived · updated 3 years ago · 1,250 stars · Python · MIT');
    const tooltip = document.getElementById(line.getAttribute('aria-describedby') ?? '') as HTMLElement;
    expect(tooltip.textContent).toContain('last push 4 March 2023');
    expect(tooltip.textContent).toContain('archived');
    // The record's own facts stay on the row: the state is beside them.
    expect(within(row).getByText('found in text')).toBeTruthy();
  });

  it('an empty repository the page names: "no code on its default branch (main) yet"', () => {
    renderPanel(
      { status: 'none', arxivId: '2607.00002' },
      {
        named: [named('https://github.com/coming-soon/paper-code')],
        opinion: null,
        states: shown([
          {
            status: 'found',
            asked: 'coming-soon/paper-code',
            facts: facts({ fullName: 'coming-soon/paper-code', language: null, sizeKb: 3, stars: 0, licence: null, pushedAt: NOW - 86_400_000 * 40 }),
          },
        ]),
      },
    );
    expect(within(rowOf('coming-soon/paper-code')).getByText(/^no code on its default branch \(main\) yet · /)).toBeTruthy();
  });

  it('a moved repository links its new name; a fork links its parent', () => {
    renderPanel(
      { status: 'none', arxivId: '2607.00002' },
      {
        named: [named('https://github.com/old-owner/renamed'), named('https://github.com/someone/fork-of-detector')],
        opinion: null,
        states: shown([
          {
            status: 'found',
            asked: 'old-owner/renamed',
            facts: facts({ fullName: 'new-owner/renamed-project', url: 'https://github.com/new-owner/renamed-project' }),
          },
          {
            status: 'found',
            asked: 'someone/fork-of-detector',
            facts: facts({
              fullName: 'someone/fork-of-detector',
              parent: { fullName: 'lab-archive/old-detector', url: 'https://github.com/lab-archive/old-detector' },
            }),
          },
        ]),
      },
    );
    const moved = within(rowOf('old-owner/renamed')).getByRole('link', { name: 'open new-owner/renamed-project' });
    expect(moved.getAttribute('href')).toBe('https://github.com/new-owner/renamed-project');
    expect(moved.getAttribute('rel')).toBe('noopener noreferrer');
    const parent = within(rowOf('someone/fork-of-detector')).getByRole('link', { name: 'open lab-archive/old-detector' });
    expect(parent.getAttribute('href')).toBe('https://github.com/lab-archive/old-detector');
  });

  it('gone, held back by the allowance, and not answering: each in its own quiet words, never "gone" for the last two', () => {
    renderPanel(
      { status: 'none', arxivId: '2607.00002' },
      {
        named: ['https://github.com/a/gone', 'https://github.com/a/later', 'https://github.com/a/silent'].map(named),
        opinion: null,
        states: shown([
          { status: 'gone', asked: 'a/gone' },
          { status: 'limited', asked: 'a/later', until: Date.UTC(2026, 11, 7, 14, 5) },
          { status: 'unreachable', asked: 'a/silent', problem: 'GitHub answered 502' },
        ]),
      },
    );
    expect(within(rowOf('a/gone')).getByText('gone from GitHub, or private')).toBeTruthy();
    expect(within(rowOf('a/later')).getByText('checked again after 14:05')).toBeTruthy();
    expect(within(rowOf('a/silent')).getByText('GitHub did not answer')).toBeTruthy();
    expect(within(rowOf('a/later')).queryByText(/gone/)).toBeNull();
  });

  it('says nothing beside a repository on another host, or while the states are not there', () => {
    const gitlab: NamedCodeLink = { url: 'https://gitlab.com/lab/tool', label: 'lab/tool', host: 'gitlab', where: 'abstract' };
    renderPanel({ status: 'none', arxivId: '2607.00002' }, { named: [gitlab], opinion: null, states: shown([{ status: 'gone', asked: 'lab/tool' }]) });
    expect(screen.queryByText('gone from GitHub, or private')).toBeNull();
    cleanup();
    renderPanel(found(realView()), { named: [], opinion: null, states: null });
    expect(document.querySelector('.pcl-repo-state')).toBeNull();
  });
});

describe('the one-time offer', () => {
  it('says what it would show and send, and each button answers it', () => {
    const accept = vi.fn();
    const decline = vi.fn();
    renderPanel(found(realView()), { named: [], opinion: null, states: { byKey: new Map(), offer: { accept, decline } } });
    const offer = screen.getByRole('complementary', { name: 'Check repositories on GitHub' });
    expect(offer.textContent).toContain('one request a repository');
    fireEvent.click(within(offer).getByRole('button', { name: 'Check repositories on GitHub' }));
    expect(accept).toHaveBeenCalledTimes(1);
    fireEvent.click(within(offer).getByRole('button', { name: 'No thanks' }));
    expect(decline).toHaveBeenCalledTimes(1);
  });

  it('is not there when there is no offer', () => {
    renderPanel(found(realView()), { named: [], opinion: null, states: { byKey: new Map(), offer: null } });
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
  });
});
