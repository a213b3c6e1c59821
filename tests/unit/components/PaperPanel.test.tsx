// PaperPanel: the header, the collapse toggle, and one body per lookup state.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaperPanel } from '../../../components/panel/PaperPanel';
import type { PaperLookup } from '../../../lib/record/view-types';
import { failedSectionView, found, realView } from './views';

afterEach(cleanup);

function renderPanel(lookup: PaperLookup | null, collapsed = false) {
  const onToggleCollapsed = vi.fn();
  const onRetry = vi.fn();
  const result = render(<PaperPanel lookup={lookup} collapsed={collapsed} onToggleCollapsed={onToggleCollapsed} onRetry={onRetry} />);
  const panel = result.container.querySelector('.pcl-panel') as HTMLElement;
  return { ...result, panel, onToggleCollapsed, onRetry };
}

const toggle = () => screen.getByRole('button', { name: 'Code with Papers' });

describe('PaperPanel header', () => {
  it('is a labelled region whose title is a real button controlling the body', () => {
    const { onToggleCollapsed } = renderPanel(found(realView()));
    expect(screen.getByRole('region', { name: 'Code with Papers' })).toBeTruthy();
    const button = toggle();
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(body?.textContent).toContain('NVIDIA-NeMo/labs-molt');
    fireEvent.click(button);
    expect(onToggleCollapsed).toHaveBeenCalledTimes(1);
  });

  it('links to the record page and the Syntology page when found', () => {
    renderPanel(found(realView()));
    expect(screen.getByRole('link', { name: 'Record' }).getAttribute('href')).toBe('https://codewithpapers.app/paper/arxiv-2607-21653');
    const syntology = screen.getByRole('link', { name: 'Syntology' });
    expect(syntology.getAttribute('href')).toBe('https://syntology.ai/paper/2607.21653');
    expect(syntology.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows only the header when collapsed', () => {
    renderPanel(found(realView()), true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(body.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'NVIDIA-NeMo/labs-molt' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Code' })).toBeNull();
    // The header's own links stay usable.
    expect(screen.getByRole('link', { name: 'Record' })).toBeTruthy();
  });
});

describe('PaperPanel states', () => {
  it('while loading: a busy placeholder with reserved height and the same header as the loaded panel', () => {
    const { panel, rerender } = renderPanel(null);
    expect(panel.getAttribute('aria-busy')).toBe('true');
    expect(panel.querySelector('.pcl-loading')).not.toBeNull();
    expect(panel.querySelectorAll('.pcl-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByText('Loading the record…')).toBeTruthy();
    const loadingHeader = panel.querySelector('.pcl-header')?.className;
    rerender(<PaperPanel lookup={found(realView())} collapsed={false} onToggleCollapsed={() => {}} onRetry={() => {}} />);
    expect(panel.getAttribute('aria-busy')).toBeNull();
    expect(panel.querySelector('.pcl-loading')).toBeNull();
    expect(panel.querySelector('.pcl-header')?.className).toBe(loadingHeader);
  });

  it('says plainly when there is no record', () => {
    renderPanel({ status: 'none', arxivId: '2501.00001' });
    expect(screen.getByText('No Code with Papers record for arXiv:2501.00001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each([
    ['unreachable', 'Record source unreachable', 'timed out after 3 tries'],
    ['unreadable', 'The record could not be read', 'the answer was not JSON'],
  ] as const)('%s: the message, the problem and a Retry that asks again', (status, message, problem) => {
    const { onRetry } = renderPanel({ status, problem });
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText(problem)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('invalid id: the problem only', () => {
    renderPanel({ status: 'invalid-id', problem: '"abc" is not an arXiv id' });
    expect(screen.getByText('"abc" is not an arXiv id')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a stale copy: the record plus a notice with its date and a Retry', () => {
    const fetchedAt = Date.UTC(2026, 8, 20, 12, 0);
    const { onRetry } = renderPanel(found(realView(), { stale: true, fetchedAt, problem: 'the source answered 503' }));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toMatch(/Stale/);
    expect(notice.textContent).toMatch(/Showing a copy from .+; the record source could not be reached/);
    expect(notice.querySelector('time')?.getAttribute('datetime')).toBe('2026-09-20T12:00:00.000Z');
    expect(within(notice).getByText('the source answered 503')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'NVIDIA-NeMo/labs-molt' })).toBeTruthy();
  });

  it('a fresh copy has no stale notice', () => {
    renderPanel(found(realView()));
    expect(screen.queryByText(/Showing a copy from/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('PaperPanel record', () => {
  it('shows every part of a record like the real one, with its attribution', () => {
    renderPanel(found(realView()));
    expect(screen.getByText('Molt: A Scalable PyTorch-Native Training Framework for Agentic Reinforcement Learning')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Code' })).toBeTruthy();
    expect(screen.getByText('5 of 7 harvested functions ran')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeTruthy();
    // The real record has no results and no topics: neither heading shows.
    expect(screen.queryByRole('heading', { name: 'Results' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Topics' })).toBeNull();
  });

  it('a part that could not be read says so while the others still show', () => {
    renderPanel(found(failedSectionView()));
    const samples = screen.getByRole('heading', { name: 'Sample runs' }).parentElement as HTMLElement;
    expect(within(samples).getByText('This part could not be read')).toBeTruthy();
    expect(within(samples).getByText('syntology.samples: expected an array')).toBeTruthy();
    expect(screen.queryByText('5 of 7 harvested functions ran')).toBeNull();
    expect(screen.getByRole('link', { name: 'NVIDIA-NeMo/labs-molt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeTruthy();
    expect(screen.getAllByText('This part could not be read')).toHaveLength(1);
  });

  it('renders a <script> title as literal text', () => {
    const view = { ...realView(), title: '<script>alert("x")</script><b>bold</b>' };
    const { container } = renderPanel(found(view));
    expect(screen.getByText('<script>alert("x")</script><b>bold</b>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('follows an explicit theme with the override class', () => {
    const { container } = render(<PaperPanel lookup={null} collapsed={false} onToggleCollapsed={() => {}} onRetry={() => {}} theme="dark" />);
    expect(container.querySelector('.pcl-panel')?.classList.contains('pcl-theme-dark')).toBe(true);
  });
});

describe('parts without a section of their own', () => {
  it('says which could not be read, and still shows the rest', () => {
    const view = { ...realView(), otherProblems: ['arxiv_metadata: Invalid input'] };
    render(<PaperPanel lookup={found(view)} collapsed={false} onToggleCollapsed={() => undefined} onRetry={() => undefined} />);
    expect(screen.getByText('Some of the record could not be read')).toBeTruthy();
    expect(screen.getByText('arxiv_metadata: Invalid input')).toBeTruthy();
    expect(screen.getByText(/harvested functions ran/)).toBeTruthy();
  });
});
