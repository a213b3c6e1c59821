// The side panel's view follows its tab: a paper's whole record, another paper's when the tab moves
// on, the input where the tab shows none; and the openers for both browsers.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '../../../entrypoints/popup/App';
import { SidePanelApp } from '../../../entrypoints/sidepanel/App';
import { sidePanelOpener } from '../../../lib/platform/side-panel';
import type { PaperLookup } from '../../../lib/record/view-types';
import { found, realView } from '../components/views';
import { fakeTab } from '../support/fake-tab';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const askPaper = vi.fn(async (arxivId: string): Promise<PaperLookup> => (arxivId === '2607.21653' ? found(realView()) : { status: 'none', arxivId }));

describe('SidePanelApp', () => {
  it('shows the record of the tab’s paper, follows the tab to another, and offers the input on a page without one', async () => {
    const { source, go } = fakeTab('https://arxiv.org/pdf/2607.21653v1');
    render(<SidePanelApp askPaper={askPaper} askRepo={vi.fn()} source={source} />);
    expect(await screen.findByText('harvested functions ran', { exact: false })).toBeTruthy();
    go('https://arxiv.org/abs/2607.00002');
    expect(await screen.findByText(/No Code with Papers record for arXiv:2607\.00002/)).toBeTruthy();
    go(undefined);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Code with Papers' })).toBeNull());
    expect(screen.getByLabelText('arXiv paper or GitHub repository')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Scan this page|Open beside the page/ })).toBeNull();
  });
});

describe('the popup’s "Open beside the page"', () => {
  it('opens the side panel of the popup’s window at the click, then closes the popup', async () => {
    const open = vi.fn(async () => undefined);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({ id: 42 } as never);
    render(<App askPaper={askPaper} askRepo={vi.fn()} tabUrl={async () => undefined} scanAsked={async () => false} openSidePanel={open} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    fireEvent.click(screen.getByRole('button', { name: 'Open beside the page' }));
    expect(open).toHaveBeenCalledWith(42);
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it('is not offered where the browser has no side panel', () => {
    render(<App askPaper={askPaper} askRepo={vi.fn()} tabUrl={async () => undefined} scanAsked={async () => false} openSidePanel={null} />);
    expect(screen.queryByRole('button', { name: 'Open beside the page' })).toBeNull();
  });
});

describe('sidePanelOpener', () => {
  it('uses Chrome’s side panel for the window, and Firefox’s sidebar', async () => {
    const sidePanel = { open: vi.fn(async () => undefined) };
    await sidePanelOpener({ chrome: { sidePanel } })!(7);
    expect(sidePanel.open).toHaveBeenCalledWith({ windowId: 7 });
    await expect(sidePanelOpener({ chrome: { sidePanel } })!(undefined)).rejects.toThrow(/no window/);
    const sidebarAction = { open: vi.fn(async () => undefined) };
    await sidePanelOpener({ browser: { sidebarAction } })!(undefined);
    expect(sidebarAction.open).toHaveBeenCalledTimes(1);
    expect(sidePanelOpener({})).toBeNull();
  });
});
