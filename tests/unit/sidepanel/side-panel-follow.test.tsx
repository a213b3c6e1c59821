// The side panel keeps one view while its tab moves (issue 42): only the record is asked for again,
// and what the last page left (typed text, a record's opened parts, a site's offer) does not carry over.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidePanelApp } from '../../../entrypoints/sidepanel/App';
import type { PaperLookup } from '../../../lib/record/view-types';
import { found, realView } from '../components/views';
import { fakeTab } from '../support/fake-tab';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const REAL = '2607.21653';
const OTHER = '2607.00002';
/** A second paper with a record (the same view under another id), so the record's view stays in place. */
const TWIN = '2607.00003';

const askPaper = async (arxivId: string): Promise<PaperLookup> => (arxivId === REAL || arxivId === TWIN ? found(realView()) : { status: 'none', arxivId });
const input = () => screen.getByLabelText<HTMLInputElement>('arXiv paper or GitHub repository');

it('keeps the same view from paper to paper: the same input, the recent lookups read once', async () => {
  const { source, go } = fakeTab(`https://arxiv.org/pdf/${REAL}`);
  const reads = vi.spyOn(fakeBrowser.storage.local, 'get');
  render(<SidePanelApp askPaper={askPaper} askRepo={vi.fn()} source={source} />);
  await screen.findByText('harvested functions ran', { exact: false });
  const first = input();
  const readsAtFirst = reads.mock.calls.length;
  expect(readsAtFirst).toBeGreaterThan(0);
  go(`https://arxiv.org/abs/${OTHER}`);
  await screen.findByText(new RegExp(`No Code with Papers record for arXiv:${OTHER.replace('.', '\\.')}`));
  go(`https://arxiv.org/abs/${REAL}`);
  await screen.findByText('harvested functions ran', { exact: false });
  expect(input()).toBe(first);
  expect(input().value).toBe(REAL);
  // Only what the record's own parts ask for may be read again; the view's own settings are not.
  expect(reads.mock.calls.filter((call) => JSON.stringify(call).includes('recent')).length).toBeLessThanOrEqual(1);
});

it('drops what was typed for the last page: the next paper’s id, or an empty input on a page with none', async () => {
  const { source, go } = fakeTab(`https://arxiv.org/pdf/${REAL}`);
  render(<SidePanelApp askPaper={askPaper} askRepo={vi.fn()} source={source} />);
  await screen.findByText('harvested functions ran', { exact: false });
  fireEvent.input(input(), { target: { value: 'half typed' } });
  go(`https://arxiv.org/abs/${OTHER}`);
  await waitFor(() => expect(input().value).toBe(OTHER));
  fireEvent.input(input(), { target: { value: 'typed again' } });
  go('https://arxiv.org/robots.txt');
  await waitFor(() => expect(input().value).toBe(''));
  expect(screen.queryByText(/No Code with Papers record/)).toBeNull();
  expect(screen.queryByRole('region', { name: 'Code with Papers' })).toBeNull();
});

// The record's view is drawn anew for each paper (its loading state comes between): nothing opened carries over.
it('shows the next paper’s record closed, whatever was opened in the last one', async () => {
  const { source, go } = fakeTab(`https://arxiv.org/pdf/${REAL}`);
  render(<SidePanelApp askPaper={askPaper} askRepo={vi.fn()} source={source} />);
  await screen.findByText('harvested functions ran', { exact: false });
  const closed = () => screen.getAllByRole('button', { expanded: false }).length;
  const before = closed();
  fireEvent.click(screen.getAllByRole('button', { expanded: false })[0]!);
  await waitFor(() => expect(closed()).toBe(before - 1));
  go(`https://arxiv.org/abs/${TWIN}`);
  await waitFor(() => expect(input().value).toBe(TWIN));
  await screen.findByText('harvested functions ran', { exact: false });
  await waitFor(() => expect(closed()).toBe(before));
});

it('takes a site’s offer away on a page that is no site', async () => {
  const { source, go } = fakeTab('https://lab.example/post');
  render(<SidePanelApp askPaper={askPaper} askRepo={vi.fn()} source={source} />);
  expect(await screen.findByRole('button', { name: /Always show on lab\.example/ })).toBeTruthy();
  go('https://arxiv.org/robots.txt');
  await waitFor(() => expect(screen.queryByRole('button', { name: /Always show on/ })).toBeNull());
});

it('shows a paper it showed before at once when the tab comes back to it, and then the answer asked again', async () => {
  const { source, go } = fakeTab(`https://arxiv.org/pdf/${REAL}`);
  let answer: (lookup: PaperLookup) => void = () => undefined;
  const asked: string[] = [];
  const slowAsk = vi.fn(async (arxivId: string): Promise<PaperLookup> => {
    asked.push(arxivId);
    if (asked.length === 1) return askPaper(arxivId);
    return new Promise((resolve) => {
      answer = resolve;
    });
  });
  render(<SidePanelApp askPaper={slowAsk} askRepo={vi.fn()} source={source} />);
  await screen.findByText('harvested functions ran', { exact: false });
  go(`https://arxiv.org/abs/${OTHER}`);
  await waitFor(() => expect(screen.queryByText('harvested functions ran', { exact: false })).toBeNull());
  go(`https://arxiv.org/pdf/${REAL}`);
  // The background has not answered yet, and the record is there: the one this view showed.
  expect(await screen.findByText('harvested functions ran', { exact: false })).toBeTruthy();
  await waitFor(() => expect(asked).toEqual([REAL, OTHER, REAL]));
  answer({ status: 'none', arxivId: REAL });
  expect(await screen.findByText(/No Code with Papers record for arXiv:2607\.21653/)).toBeTruthy();
});
