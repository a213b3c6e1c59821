// FileStrip: the harvested functions of one file, each linked to its line, with status, paper and licence.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FileStrip } from '../../../components/github/FileStrip';
import { fileSample, lossFileItems, MOLT_TITLE } from './repo-views';
import { attribution } from './views';

afterEach(cleanup);

const strip = () => screen.getByRole('region', { name: 'Code with Papers: harvested functions in this file' });

describe('FileStrip', () => {
  it('says how many functions the file holds, each with its status, then their paper', () => {
    render(<FileStrip items={lossFileItems()} theme="light" />);
    expect(strip().querySelector('.pcl-gh-strip-text')?.textContent).toBe(
      `3 harvested functions in this file: agg_loss ran, masked_sum ran, register_policy_loss unverified — from ${MOLT_TITLE}`,
    );
    expect(within(strip()).getByText('unverified').className).toContain('pcl-status--unverified');
    expect(
      within(strip())
        .getAllByText('ran')
        .map((s) => s.className),
    ).toEqual(['pcl-status pcl-status--ran', 'pcl-status pcl-status--ran']);
  });

  it('is singular for one function', () => {
    render(<FileStrip items={lossFileItems().slice(0, 1)} theme="light" />);
    expect(within(strip()).getByText('1 harvested function in this file:')).toBeTruthy();
  });

  it('links each function to its line on this page, in the same tab; one with no line is plain text', () => {
    render(<FileStrip items={lossFileItems()} theme="light" />);
    const agg = screen.getByRole('link', { name: 'agg_loss' });
    expect(agg.getAttribute('href')).toBe('#L12');
    expect(agg.hasAttribute('target')).toBe(false);
    expect(screen.getByRole('link', { name: 'masked_sum' }).getAttribute('href')).toBe('#L40');
    expect(screen.queryByRole('link', { name: 'register_policy_loss' })).toBeNull();
    expect(screen.getByText('register_policy_loss').closest('a')).toBeNull();
  });

  it('links the paper to arXiv in a new tab, by its id when it has no title', () => {
    const items = lossFileItems().map((i) => ({ ...i, sample: { ...i.sample, paperTitle: null } }));
    render(<FileStrip items={items} theme="light" />);
    const paper = screen.getByRole('link', { name: 'arXiv:2607.21653' });
    expect(paper.getAttribute('href')).toBe('https://arxiv.org/abs/2607.21653');
    expect(paper.getAttribute('target')).toBe('_blank');
    expect(paper.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('groups functions by paper, papers in order of first appearance', () => {
    const other = { arxivId: '1810.04805', paperTitle: 'Another paper', absUrl: 'https://arxiv.org/abs/1810.04805' };
    const items = [
      { sample: fileSample('a', 'ran'), lineHref: null },
      { sample: fileSample('b', 'timed_out', other), lineHref: null },
      { sample: fileSample('c', 'unverified'), lineHref: null },
    ];
    render(<FileStrip items={items} theme="light" />);
    expect(strip().querySelector('.pcl-gh-strip-text')?.textContent).toBe(
      `3 harvested functions in this file: a ran, c unverified — from ${MOLT_TITLE}; b timed_out — from Another paper`,
    );
    expect(within(strip()).getByText('timed_out').className).toContain('pcl-status--other');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' #L1', 'data:text/html,x', '#L1"><script>', '#'])(
    'never renders the line address %j as a link',
    (lineHref) => {
      const { container } = render(<FileStrip items={[{ sample: fileSample('agg_loss', 'ran'), lineHref }]} theme="light" />);
      expect(screen.getByText('agg_loss').closest('a')).toBeNull();
      expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://arxiv.org/abs/2607.21653']);
    },
  );

  it('never links a javascript: paper address', () => {
    const items = [{ sample: fileSample('agg_loss', 'ran', { absUrl: 'javascript:alert(1)' }), lineHref: '#L12' }];
    const { container } = render(<FileStrip items={items} theme="light" />);
    expect(screen.getByText(MOLT_TITLE).tagName).not.toBe('A');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#L12']);
  });

  it('carries the attribution when given: licence, attribution page, notice, affiliation a click away', () => {
    render(<FileStrip items={lossFileItems()} theme="light" attribution={attribution()} />);
    const licence = within(strip()).getByRole('link', { name: 'CC BY-SA 4.0' });
    expect(licence.getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/legalcode');
    expect(within(strip()).getByRole('link', { name: 'Attribution' }).getAttribute('href')).toBe('https://codewithpapers.app/attribution');
    expect(within(strip()).getByText(/archive material modified by Syntology/)).toBeTruthy();
    expect(within(strip()).queryByText(/not affiliated with/)).toBeNull();
    fireEvent.click(within(strip()).getByRole('button', { name: 'Affiliation' }));
    expect(
      within(strip())
        .getByText(/not affiliated with/)
        .closest('[hidden]'),
    ).toBeNull();
  });

  it('has no attribution line when none is given', () => {
    render(<FileStrip items={lossFileItems()} theme="light" />);
    expect(strip().querySelector('footer')).toBeNull();
  });

  it('renders nothing for a file with no harvested functions', () => {
    const { container } = render(<FileStrip items={[]} theme="light" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a markup-like function name as literal text', () => {
    const { container } = render(<FileStrip items={[{ sample: fileSample('<img src=x>', 'ran'), lineHref: '#L3' }]} theme="light" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: '<img src=x>' }).getAttribute('href')).toBe('#L3');
  });

  it.each(['light', 'dark'] as const)('puts the %s theme class on its root', (theme) => {
    render(<FileStrip items={lossFileItems()} theme={theme} />);
    expect(strip().classList.contains(`pcl-theme-${theme}`)).toBe(true);
    expect(strip().classList.contains(`pcl-theme-${theme === 'light' ? 'dark' : 'light'}`)).toBe(false);
    expect(strip().classList.contains('pcl-panel')).toBe(true);
  });
});
