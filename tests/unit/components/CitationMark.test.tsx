// CitationMark: one small inline mark per linkage, named for assistive tech, explained on hover and focus.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { CitationMark } from '../../../components/github/CitationMark';
import type { CitationView } from '../../../lib/record/repo-view-types';
import { readmeCitations } from './repo-views';

afterEach(cleanup);

function citation(linkage: CitationView['linkage'], kindLabel: string | null = null): CitationView {
  return { arxivId: '2607.21653', linkage, kindLabel, title: 'Molt', absUrl: 'https://arxiv.org/abs/2607.21653' };
}

/** The mark's focusable label and the tooltip it is described by. */
function markParts() {
  const label = screen.getByRole('img');
  const tooltip = document.getElementById(label.getAttribute('aria-describedby') ?? '') as HTMLElement;
  return { label, tooltip };
}

describe('CitationMark', () => {
  it.each([
    [
      'linked',
      'found in text',
      '✓ linked',
      'arXiv 2607.21653: linked to this repository (found in text)',
      "Code with Papers: this paper's record lists this repository (found in text)",
    ],
    ['linked', null, '✓ linked', 'arXiv 2607.21653: linked to this repository', "Code with Papers: this paper's record lists this repository"],
    [
      'not-linked',
      null,
      'not linked',
      'arXiv 2607.21653: not linked to this repository',
      "Code with Papers: this paper's record does not list this repository",
    ],
    ['no-record', null, 'no record', 'arXiv 2607.21653: no Code with Papers record', 'Code with Papers has no record of this paper'],
  ] as const)('%s (how: %s) shows "%s", is named "%s" and explains itself', (linkage, how, mark, name, explanation) => {
    render(<CitationMark citation={citation(linkage, how)} theme="light" />);
    const { label, tooltip } = markParts();
    expect(label.textContent).toBe(mark);
    expect(screen.getByRole('img', { name })).toBe(label);
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(tooltip.textContent).toBe(explanation);
  });

  it('is one inline element with its linkage class, and no link', () => {
    const { container } = render(<CitationMark citation={readmeCitations()[1]!} theme="light" />);
    const root = container.firstElementChild as HTMLElement;
    expect(container.children).toHaveLength(1);
    expect(root.tagName).toBe('SPAN');
    expect(root.querySelector('div, p, ul, section')).toBeNull();
    expect(root.classList.contains('pcl-gh-mark')).toBe(true);
    expect(root.classList.contains('pcl-gh-mark--not-linked')).toBe(true);
    expect(root.querySelector('a')).toBeNull();
  });

  it('renders nothing when the lookup of the paper failed', () => {
    const { container } = render(<CitationMark citation={citation('unknown', 'found in text')} theme="light" />);
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing for a linkage word it does not know, rather than guess', () => {
    const odd = { ...citation('linked'), linkage: 'linked-maybe' } as unknown as CitationView;
    const { container } = render(<CitationMark citation={odd} theme="light" />);
    expect(container.innerHTML).toBe('');
  });

  it('keyboard focus reaches the mark, and its tooltip sits right after it for the :focus rule', () => {
    render(<CitationMark citation={citation('linked', 'found in text')} theme="dark" />);
    const { label, tooltip } = markParts();
    expect(label.getAttribute('tabindex')).toBe('0');
    label.focus();
    expect(document.activeElement).toBe(label);
    expect(label.nextElementSibling).toBe(tooltip);
  });

  it('Escape dismisses the tooltip until focus leaves', () => {
    render(<CitationMark citation={citation('not-linked')} theme="light" />);
    const { label, tooltip } = markParts();
    label.focus();
    fireEvent.keyDown(label, { key: 'Escape' });
    expect(tooltip.classList.contains('pcl-tooltip--dismissed')).toBe(true);
    fireEvent.blur(label);
    expect(tooltip.classList.contains('pcl-tooltip--dismissed')).toBe(false);
  });

  it('shows a markup-like arXiv id and how as literal text', () => {
    const odd = { ...citation('linked', '<b>bold</b>'), arxivId: '<img src=x>' };
    const { container } = render(<CitationMark citation={odd} theme="light" />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(markParts().label.getAttribute('aria-label')).toBe('arXiv <img src=x>: linked to this repository (<b>bold</b>)');
  });

  it.each(['light', 'dark'] as const)('puts the %s theme class on its root', (theme) => {
    const { container } = render(<CitationMark citation={citation('linked')} theme={theme} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.classList.contains(`pcl-theme-${theme}`)).toBe(true);
    expect(root.classList.contains(`pcl-theme-${theme === 'light' ? 'dark' : 'light'}`)).toBe(false);
    expect(root.classList.contains('pcl-panel')).toBe(true);
  });
});
