// The listing's badges ask for their records in one message, show what came within its moment at
// once, and ask for the rest one by one; a batch that fails leaves every entry to ask on its own.
import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertBadges } from '../../../entrypoints/arxiv-lists.content/badges';
import { badgeSummary } from '../../../lib/record/badge-summary';
import type { PaperLookup } from '../../../lib/record/view-types';
import type { PaperAsks } from '../../../lib/ui/paper-asks';

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = ['2607.00001', '2607.00002'].map((id) => `<dl><dt><a href="/abs/${id}" id="e${id}">arXiv:${id}</a></dt></dl>`).join('');
});
afterEach(() => vi.useRealTimers());

const none = (arxivId: string): PaperLookup => ({ status: 'none', arxivId });
/** What a badge shows for a paper with no record. */
const NO_RECORD = badgeSummary(none('2607.00001')).text;
const entries = () => ['2607.00001', '2607.00002'].map((arxivId) => ({ idLink: document.getElementById(`e${arxivId}`)!, arxivId }));
/** What each entry's badge shows, in page order: its button's words, or "loading". */
const shown = () =>
  [...document.querySelectorAll('paper-code-lens-badge')].map((host) => {
    const root = host.shadowRoot!;
    return root.querySelector('button')?.textContent ?? (root.querySelector('[role="status"]') ? 'loading' : '?');
  });

describe('insertBadges', () => {
  it('asks for all in one message; shows the answers it brought at once and asks for a late one alone', async () => {
    let giveLate!: (lookup: PaperLookup) => void;
    const ask: PaperAsks = {
      soon: vi.fn(async (ids: string[]) => ids.map((id) => (id === '2607.00001' ? none(id) : null))),
      one: vi.fn(() => new Promise<PaperLookup>((resolve) => (giveLate = resolve))),
    };
    await act(async () => {
      const done = insertBadges(entries(), ask, () => undefined);
      await vi.advanceTimersByTimeAsync(0);
      await done;
    });
    expect(ask.soon).toHaveBeenCalledExactlyOnceWith(['2607.00001', '2607.00002']);
    expect(ask.one).toHaveBeenCalledExactlyOnceWith('2607.00002');
    expect(shown()).toEqual([NO_RECORD, 'loading']);
    await act(async () => {
      giveLate(none('2607.00002'));
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(shown()).toEqual([NO_RECORD, NO_RECORD]);
  });

  it('asks for each alone when the batch fails', async () => {
    const ask: PaperAsks = { soon: vi.fn(async () => Promise.reject(new Error('refused'))), one: vi.fn(async (id: string) => none(id)) };
    await act(async () => {
      const done = insertBadges(entries(), ask, () => undefined);
      await vi.advanceTimersByTimeAsync(0);
      await done;
    });
    expect(ask.one).toHaveBeenCalledTimes(2);
    expect(shown()).toEqual([NO_RECORD, NO_RECORD]);
  });
});
