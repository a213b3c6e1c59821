// PapersBox: linked papers, the cited-but-not-linked list, attribution, and one look per lookup state.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PapersBox } from '../../../components/github/PapersBox';
import type { RepoLookup } from '../../../lib/record/repo-view-types';
import { emptyRepoView, foundRepo, moltPaper, moltRepoView, MOLT_TITLE, officialPaper, readmeCitations } from './repo-views';
import { VOCABULARY } from './views';

afterEach(cleanup);

function renderBox(lookup: RepoLookup | null, { showNoPapers = true, theme = 'light' as 'light' | 'dark' } = {}) {
  const onRetry = vi.fn();
  const result = render(<PapersBox lookup={lookup} showNoPapers={showNoPapers} theme={theme} onRetry={onRetry} />);
  const box = result.container.querySelector('section');
  return { ...result, box, onRetry };
}

/** The list under a sub-heading, as the text of each item. */
function listUnder(heading: string): string[] {
  const group = screen.getByRole('heading', { name: heading }).parentElement as HTMLElement;
  return within(group)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

const paperItem = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('PapersBox with papers', () => {
  it('is a region named by its "Papers" heading', () => {
    renderBox(foundRepo(moltRepoView()));
    const heading = screen.getByRole('heading', { name: 'Papers', level: 2 });
    expect(screen.getByRole('region', { name: 'Papers' }).contains(heading)).toBe(true);
  });

  it('lists the linked paper: title to arXiv, its id, kind, sample fraction and record page', () => {
    renderBox(foundRepo(moltRepoView()));
    const title = screen.getByRole('link', { name: MOLT_TITLE });
    expect(title.getAttribute('href')).toBe('https://arxiv.org/abs/2607.21653');
    expect(title.getAttribute('target')).toBe('_blank');
    expect(title.getAttribute('rel')).toBe('noopener noreferrer');
    const item = paperItem(MOLT_TITLE);
    expect(within(item).getByText('arXiv:2607.21653')).toBeTruthy();
    expect(within(item).getByText('found in text')).toBeTruthy();
    expect(within(item).getByText('5 of 7 harvested functions ran')).toBeTruthy();
    expect(within(item).queryByRole('img', { name: 'official repository' })).toBeNull();
    const record = within(item).getByRole('link', { name: 'Record of arXiv:2607.21653' });
    expect(record.getAttribute('href')).toBe('https://codewithpapers.app/paper/arxiv-2607-21653');
    expect(record.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the kind explanation as a tooltip that keyboard focus reaches', () => {
    renderBox(foundRepo(moltRepoView()));
    const kind = within(paperItem(MOLT_TITLE)).getByText('found in text');
    kind.focus();
    expect(document.activeElement).toBe(kind);
    const tooltip = document.getElementById(kind.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.textContent).toBe(VOCABULARY.found_in_text);
  });

  it('lists several papers in order, marks the official one, and skips a missing sample fraction', () => {
    renderBox(foundRepo(moltRepoView({ papers: [officialPaper(), moltPaper()] })));
    const items = screen.getByRole('heading', { name: 'Papers' }).parentElement!.querySelectorAll('.pcl-gh-papers > li');
    expect([...items].map((li) => li.querySelector('a')?.textContent)).toEqual([officialPaper().title, MOLT_TITLE]);
    const official = items[0] as HTMLElement;
    expect(within(official).getByRole('img', { name: 'official repository' })).toBeTruthy();
    expect(within(official).queryByText(/harvested functions/)).toBeNull();
    expect(within(items[1] as HTMLElement).queryByRole('img', { name: 'official repository' })).toBeNull();
  });

  it('a paper with no title links its arXiv id, and one with no kind has no badge', () => {
    renderBox(foundRepo(moltRepoView({ papers: [moltPaper({ title: null, kind: null, kindLabel: null })] })));
    const link = screen.getByRole('link', { name: 'arXiv:2607.21653' });
    expect(link.getAttribute('href')).toBe('https://arxiv.org/abs/2607.21653');
    expect(screen.queryByText('found in text')).toBeNull();
  });

  it('lists under "Cited in the README, not linked" exactly the not-linked citations, in README order', () => {
    renderBox(foundRepo(moltRepoView()));
    expect(listUnder('Cited in the README, not linked')).toEqual(['A made-up cited paper whose record lists other code arXiv:2401.00001', 'arXiv:2303.00003']);
    const group = screen.getByRole('heading', { name: 'Cited in the README, not linked' }).parentElement as HTMLElement;
    expect(
      within(group)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://arxiv.org/abs/2401.00001', 'https://arxiv.org/abs/2303.00003']);
  });

  it('lists the no-record citations quietly after, and the unknown one nowhere', () => {
    const { box } = renderBox(foundRepo(moltRepoView()));
    expect(listUnder('Cited, no record')).toEqual(['arXiv:2502.00002']);
    const quiet = screen.getByRole('heading', { name: 'Cited, no record' }).parentElement as HTMLElement;
    expect(quiet.classList.contains('pcl-gh-cited--quiet')).toBe(true);
    const notLinked = screen.getByRole('heading', { name: 'Cited in the README, not linked' });
    expect(notLinked.compareDocumentPosition(quiet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box?.textContent).not.toContain('2204.00004');
  });

  it('shows no citation headings when the README cites only linked papers', () => {
    renderBox(foundRepo(moltRepoView({ citations: readmeCitations().slice(0, 1) })));
    expect(screen.queryByRole('heading', { name: 'Cited in the README, not linked' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cited, no record' })).toBeNull();
  });

  it('with no linked paper but not-linked citations: says none is linked, then lists them', () => {
    renderBox(foundRepo(moltRepoView({ papers: [], citations: readmeCitations().slice(1, 2) })));
    expect(screen.getByText('No papers linked to this repository')).toBeTruthy();
    expect(listUnder('Cited in the README, not linked')).toHaveLength(1);
  });

  it('carries the attribution: licence, attribution page, modification notice, affiliation a click away', () => {
    renderBox(foundRepo(moltRepoView()));
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/legalcode');
    expect(screen.getByRole('link', { name: 'Attribution' }).getAttribute('href')).toBe('https://codewithpapers.app/attribution');
    expect(screen.getByText('archive material modified by Syntology; see the attribution page')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Affiliation' });
    expect(screen.queryByText(/not affiliated with/)).toBeNull();
    fireEvent.click(button);
    expect(screen.getByText(/not affiliated with/).closest('[hidden]')).toBeNull();
  });

  it('says so when the source sent no attribution', () => {
    renderBox(foundRepo(moltRepoView({ attribution: null })));
    expect(screen.getByText('Attribution: the record source sent none')).toBeTruthy();
    expect(screen.getByRole('link', { name: MOLT_TITLE })).toBeTruthy();
  });

  it.each([
    ['readme-papers', true],
    ['repo-record', false],
  ] as const)("basis %s: the note about checking the README's papers shows: %s", (basis, shown) => {
    renderBox(foundRepo(moltRepoView({ basis })));
    expect(screen.queryByText('Links found by checking the papers this README cites.') !== null).toBe(shown);
  });

  it('never links a javascript: address, and shows record text as text', () => {
    const paper = moltPaper({ title: '<img src=x onerror=alert(1)>', absUrl: 'javascript:alert(1)', recordPageUrl: 'javascript:alert(2)' });
    const citations = [{ ...readmeCitations()[1]!, absUrl: 'javascript:alert(3)' }];
    const { box } = renderBox(foundRepo(moltRepoView({ papers: [paper], citations })));
    expect(screen.getByText('<img src=x onerror=alert(1)>').tagName).not.toBe('A');
    expect(box?.querySelector('img')).toBeNull();
    expect([...box!.querySelectorAll('a')].filter((a) => !a.getAttribute('href')?.startsWith('https://'))).toEqual([]);
    expect(screen.queryByRole('link', { name: /Record/ })).toBeNull();
    expect(screen.getByText('A made-up cited paper whose record lists other code').tagName).not.toBe('A');
  });
});

describe('PapersBox states', () => {
  it('while loading: a busy box with a small placeholder, then the papers', () => {
    const { box, rerender } = renderBox(null);
    expect(box?.getAttribute('aria-busy')).toBe('true');
    expect(box?.querySelector('.pcl-loading')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Papers' })).toBeTruthy();
    rerender(<PapersBox lookup={foundRepo(moltRepoView())} showNoPapers theme="light" onRetry={() => {}} />);
    expect(box?.getAttribute('aria-busy')).toBeNull();
    expect(box?.querySelector('.pcl-loading')).toBeNull();
    expect(screen.getByRole('link', { name: MOLT_TITLE })).toBeTruthy();
  });

  it('while loading in quiet mode: nothing, so no placeholder flashes on repositories without papers', () => {
    const { container } = renderBox(null, { showNoPapers: false });
    expect(container.innerHTML).toBe('');
  });

  it('no papers, showNoPapers: one quiet line, nothing else', () => {
    const { box } = renderBox(foundRepo(emptyRepoView()));
    expect(screen.getByText('No papers linked to this repository')).toBeTruthy();
    expect(box?.querySelectorAll('a')).toHaveLength(0);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['no papers', emptyRepoView()],
    ['only citations whose lookup failed', moltRepoView({ papers: [], citations: readmeCitations().slice(4) })],
  ])('%s, showNoPapers false: renders nothing at all', (_, view) => {
    const { container } = renderBox(foundRepo(view), { showNoPapers: false });
    expect(container.innerHTML).toBe('');
  });

  it('papers show in quiet mode too', () => {
    renderBox(foundRepo(moltRepoView()), { showNoPapers: false });
    expect(screen.getByRole('link', { name: MOLT_TITLE })).toBeTruthy();
  });

  it.each([
    ['unreachable', 'Record source unreachable', 'timed out after 3 tries'],
    ['unreadable', 'The papers could not be read', 'the answer was not JSON'],
  ] as const)('%s: the message, the problem and a Retry that asks again, in either mode', (status, message, problem) => {
    for (const showNoPapers of [true, false]) {
      const { onRetry } = renderBox({ status, problem }, { showNoPapers });
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.getByText(problem)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });

  it('invalid repository: the problem without Retry, and nothing in quiet mode', () => {
    renderBox({ status: 'invalid-repo', problem: '"settings" is not a repository' });
    expect(screen.getByText('"settings" is not a repository')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    cleanup();
    const { container } = renderBox({ status: 'invalid-repo', problem: 'x' }, { showNoPapers: false });
    expect(container.innerHTML).toBe('');
  });

  it('a stale copy: a small note with the problem and a Retry, and the papers still show', () => {
    const { onRetry } = renderBox(foundRepo(moltRepoView(), { stale: true, problem: 'the source answered 503' }));
    const note = screen.getByRole('status');
    expect(note.textContent).toMatch(/^Stale Older copy; the record source could not be reached\./);
    expect(within(note).getByText('the source answered 503')).toBeTruthy();
    fireEvent.click(within(note).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: MOLT_TITLE })).toBeTruthy();
  });

  it('a fresh copy has no stale note and no Retry', () => {
    renderBox(foundRepo(moltRepoView()));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each(['light', 'dark'] as const)('puts the %s theme class on its root, beside the shared root class', (theme) => {
    const { box } = renderBox(foundRepo(moltRepoView()), { theme });
    expect(box?.classList.contains(`pcl-theme-${theme}`)).toBe(true);
    expect(box?.classList.contains(`pcl-theme-${theme === 'light' ? 'dark' : 'light'}`)).toBe(false);
    expect(box?.classList.contains('pcl-panel')).toBe(true);
    expect(box?.classList.contains('pcl-gh-box')).toBe(true);
  });
});

describe('PapersBox with README citations past the cap on marks', () => {
  it.each([
    [4800, '4800 more citations in the README are left unmarked, to keep the page fast.'],
    [1, '1 more citation in the README is left unmarked, to keep the page fast.'],
  ])('says %i were left unmarked', (unmarked, text) => {
    render(<PapersBox lookup={foundRepo(moltRepoView())} showNoPapers theme="light" onRetry={vi.fn()} unmarked={unmarked} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('says nothing of marks when every citation has one', () => {
    const { container } = render(<PapersBox lookup={foundRepo(moltRepoView())} showNoPapers theme="light" onRetry={vi.fn()} unmarked={0} />);
    expect(container.textContent).not.toMatch(/unmarked/);
  });
});
