// CodeSection: repository links, the official mark, and kind labels whose explanation focus reveals.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeSection } from '../../../components/panel/CodeSection';
import type { RepoView, Section } from '../../../lib/record/view-types';
import { busyView, realView, VOCABULARY } from './views';

afterEach(cleanup);

function codeOf(section: Section<RepoView[]>): RepoView[] {
  if (!section.ok) throw new Error('fixture code section failed');
  return section.value;
}

/** The element a focusable kind label is described by. */
function descriptionOf(el: HTMLElement): HTMLElement | null {
  const id = el.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
}

describe('CodeSection', () => {
  it("links the real record's one repository, with its kind and no official mark", () => {
    render(<CodeSection code={realView().code} />);
    const link = screen.getByRole('link', { name: 'NVIDIA-NeMo/labs-molt' });
    expect(link.getAttribute('href')).toBe('https://github.com/NVIDIA-NeMo/labs-molt');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('found in text')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'official repository' })).toBeNull();
  });

  it('shows the kind explanation as a tooltip that keyboard focus reaches', () => {
    render(<CodeSection code={realView().code} />);
    const kind = screen.getByText('found in text');
    expect(kind.getAttribute('tabindex')).toBe('0');
    kind.focus();
    expect(document.activeElement).toBe(kind);
    const tooltip = descriptionOf(kind);
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.textContent).toBe(VOCABULARY.found_in_text);
    // The tooltip sits right after the label, where the stylesheet's :focus + rule shows it.
    expect(kind.nextElementSibling).toBe(tooltip);
  });

  it('Escape dismisses the tooltip until focus leaves', () => {
    render(<CodeSection code={realView().code} />);
    const kind = screen.getByText('found in text');
    const tooltip = descriptionOf(kind) as HTMLElement;
    kind.focus();
    fireEvent.keyDown(kind, { key: 'Escape' });
    expect(tooltip.classList.contains('pcl-tooltip--dismissed')).toBe(true);
    fireEvent.blur(kind);
    expect(tooltip.classList.contains('pcl-tooltip--dismissed')).toBe(false);
  });

  it('lists several repositories in the given order, marks the official one, shows frameworks', () => {
    render(<CodeSection code={busyView().code} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'example/official-impl',
      'example/named',
      'example/listed',
      'someone/community',
    ]);
    expect(within(items[0]!).getByRole('img', { name: 'official repository' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('img', { name: 'official repository' })).toBeNull();
    expect(within(items[0]!).getByText('tf')).toBeTruthy();
    expect(within(items[1]!).getByText('pytorch')).toBeTruthy();
    expect(descriptionOf(within(items[1]!).getByText('named in paper'))?.textContent).toBe(VOCABULARY.named_in_paper);
  });

  it('a kind with no explanation is plain text, not a focus stop', () => {
    render(<CodeSection code={busyView().code} />);
    const kind = screen.getByText('community', { selector: '.pcl-kind' });
    expect(kind.hasAttribute('tabindex')).toBe(false);
    expect(kind.hasAttribute('aria-describedby')).toBe(false);
  });

  it('says so when there are no repositories', () => {
    render(<CodeSection code={{ ok: true, value: [] }} />);
    expect(screen.getByText('No linked repositories')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a repository with an unsafe address shows its label without a link', () => {
    const [first] = codeOf(realView().code);
    const bad = { ...first!, url: 'javascript:alert(1)', label: 'evil/repo' };
    const { container } = render(<CodeSection code={{ ok: true, value: [bad] }} />);
    expect(screen.getByText('evil/repo')).toBeTruthy();
    expect(container.querySelector('a')).toBeNull();
  });

  it('an unreadable code part says so', () => {
    render(<CodeSection code={{ ok: false, problem: 'code_links: expected an array' }} />);
    expect(screen.getByText('This part could not be read')).toBeTruthy();
    expect(screen.getByText('code_links: expected an array')).toBeTruthy();
  });
});
