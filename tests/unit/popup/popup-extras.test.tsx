// The popup beside the record: the code its tab's page names (for the tab's own paper only) and
// Papers with Code's listing of the paper shown.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/popup/App';
import type { NamedCodeLink, SecondOpinion } from '../../../lib/record/code-part-types';
import type { PaperLookup } from '../../../lib/record/view-types';
import { repoFound } from './repo-view';

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(cleanup);

const TOOL: NamedCodeLink = { url: 'https://github.com/lab/tool', label: 'lab/tool', host: 'github', where: 'abstract' };
const SITE = 'https://paperswithcode.co';

function renderPopup(tabUrl: string, opinion: SecondOpinion = { status: 'off' }) {
  const askPaper = vi.fn(async (arxivId: string): Promise<PaperLookup> => ({ status: 'none', arxivId }));
  const askSecond = vi.fn(async () => opinion);
  const tabNamed = vi.fn(async () => [TOOL]);
  render(<App askPaper={askPaper} askRepo={async () => repoFound()} tabUrl={async () => tabUrl} askSecond={askSecond} tabNamed={tabNamed} />);
  return { askSecond, tabNamed };
}

const input = () => screen.getByLabelText('arXiv paper or GitHub repository') as HTMLInputElement;

describe('the popup over a paper page', () => {
  it('shows what the tab’s page names, with where, under the line that says there is no record', async () => {
    const { tabNamed } = renderPopup('https://arxiv.org/abs/2607.00002');
    const panel = await screen.findByRole('region', { name: 'Code with Papers' });
    expect(await within(panel).findByText('No Code with Papers record for arXiv:2607.00002')).toBeTruthy();
    expect(await within(panel).findByRole('link', { name: 'lab/tool' })).toBeTruthy();
    expect(within(panel).getByText('in the abstract · not checked')).toBeTruthy();
    expect(tabNamed).toHaveBeenCalledWith('https://arxiv.org/abs/2607.00002');
  });

  it('drops the tab’s links when the reader looks up another paper, and asks the second source for that one', async () => {
    const { askSecond } = renderPopup('https://arxiv.org/abs/2607.00002', {
      status: 'found',
      site: SITE,
      paperUrl: null,
      repos: [{ url: 'https://github.com/pwc/x', label: 'pwc/x', official: true, stars: 5, framework: null }],
      more: 0,
      stale: false,
    });
    const panel = await screen.findByRole('region', { name: 'Code with Papers' });
    await within(panel).findByRole('link', { name: 'lab/tool' });
    expect(await within(panel).findByRole('link', { name: 'pwc/x' })).toBeTruthy();
    fireEvent.input(input(), { target: { value: '2607.00001' } });
    fireEvent.submit(input().form as HTMLFormElement);
    await waitFor(() => expect(askSecond).toHaveBeenCalledWith('2607.00001'));
    await screen.findByText('No Code with Papers record for arXiv:2607.00001');
    expect(screen.queryByRole('link', { name: 'lab/tool' })).toBeNull();
  });

  it('reads no links on a repository’s tab, and asks the second source nothing', async () => {
    const { askSecond, tabNamed } = renderPopup('https://github.com/NVIDIA-NeMo/labs-molt');
    await screen.findByRole('region', { name: 'Papers' });
    expect(tabNamed).not.toHaveBeenCalled();
    expect(askSecond).not.toHaveBeenCalled();
  });
});
