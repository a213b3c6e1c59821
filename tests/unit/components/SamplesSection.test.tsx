// SamplesSection: the run headline, bar, counts and claim, and the list behind its disclosure.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SamplesSection } from '../../../components/panel/SamplesSection';
import { busyView, CLAIM, realView } from './views';

afterEach(cleanup);

const disclosure = () => screen.getByRole('button', { name: /Harvested functions/ });

describe('SamplesSection', () => {
  it('shows the headline, a bar naming the fraction, the counts and the claim', () => {
    render(<SamplesSection samples={realView().samples} />);
    expect(screen.getByText('5 of 7 harvested functions ran')).toBeTruthy();
    const bar = screen.getByRole('img', { name: '5 of 7 ran' });
    const widths = [...bar.querySelectorAll<HTMLElement>('.pcl-runbar-segment')].map((s) => s.style.width);
    expect(widths.map((w) => Math.round(parseFloat(w)))).toEqual([71, 29]);
    expect(screen.getByText('5 ran')).toBeTruthy();
    expect(screen.getByText('2 unverified')).toBeTruthy();
    expect(screen.getByText(CLAIM)).toBeTruthy();
  });

  it('keeps the list closed until its button opens it, and closes it again', () => {
    render(<SamplesSection samples={realView().samples} />);
    const button = disclosure();
    expect(button.textContent).toContain('Harvested functions (7)');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    // Not drawn before the reader asks for it: a long list nobody opens costs the page nothing.
    expect(region.hidden).toBe(true);
    expect(region.childElementCount).toBe(0);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    // Hidden, not taken away: the same items come back at the next opening.
    expect(region.hidden).toBe(true);
    fireEvent.click(button);
    expect(within(region).getAllByRole('listitem')).toEqual(items);
  });

  it('each sample shows its function, file link, language, status, verification level and licence', () => {
    render(<SamplesSection samples={realView().samples} />);
    fireEvent.click(disclosure());
    const item = screen.getByText('agg_loss').closest('li') as HTMLElement;
    const file = within(item).getByRole('link', { name: 'molt/models/loss.py' });
    expect(file.getAttribute('href')).toBe('https://github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/molt/models/loss.py');
    expect(file.getAttribute('target')).toBe('_blank');
    expect(within(item).getByText('ran').className).toContain('pcl-status--ran');
    expect(item.querySelector('.pcl-sample-meta')?.textContent).toBe(
      'python · verification level 1passed 1 execution check; not a check against the paper · Apache-2.0',
    );
    // The level's meaning is its description, shown on hover and focus, as a repository kind's is.
    const level = within(item).getByText('verification level 1');
    expect(level.tabIndex).toBe(0);
    const meaning = document.getElementById(level.getAttribute('aria-describedby') ?? '');
    expect(meaning?.getAttribute('role')).toBe('tooltip');
    expect(meaning?.textContent).toBe('passed 1 execution check; not a check against the paper');
    const unverified = screen.getByText('load_agent_runner').closest('li') as HTMLElement;
    expect(within(unverified).getByText('unverified').className).toContain('pcl-status--unverified');
    expect(within(unverified).getByText('verification level 0')).toBeTruthy();
    expect(within(unverified).getByText('passed no execution checks; not a check against the paper')).toBeTruthy();
    const readAt = document.querySelector('.pcl-disclosure-content .pcl-note');
    expect(readAt?.textContent).toBe("Read 2026-09-25 (when the build read Syntology's graph, not when any sample ran)");
  });

  it('an unknown status shows as it is, with the neutral style, and is counted', () => {
    render(<SamplesSection samples={busyView().samples} />);
    expect(screen.getByText('1 timed_out')).toBeTruthy();
    fireEvent.click(disclosure());
    const item = screen.getByText('train_step').closest('li') as HTMLElement;
    const status = within(item).getByText('timed_out');
    expect(status.className).toContain('pcl-status--other');
    expect(status.className).not.toContain('pcl-status--timed_out');
  });

  it('a sample without a file address shows its path as text, and skips missing details', () => {
    render(<SamplesSection samples={busyView().samples} />);
    fireEvent.click(disclosure());
    const item = screen.getByText('tokenize').closest('li') as HTMLElement;
    expect(within(item).getByText('tok.py').tagName).not.toBe('A');
    expect(item.querySelector('.pcl-sample-meta')).toBeNull();
  });

  it('says quietly when the record has no harvested samples', () => {
    render(<SamplesSection samples={{ ok: true, value: null }} />);
    expect(screen.getByText('No harvested samples')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
