// A site's badges: the new papers of a batch asked for in one message, each repository on its own,
// nothing asked twice however often the page links it, and what each badge then shows.
import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SiteAsks, siteBadger } from '../../../entrypoints/sites.content/badges';
import type { NamedTarget } from '../../../lib/ids/read-targets';
import { badgeSummary, repoBadgeSummary } from '../../../lib/record/badge-summary';
import type { RepoLookup } from '../../../lib/record/repo-view-types';
import type { PaperLookup } from '../../../lib/record/view-types';

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

const ctx = { isValid: true, onInvalidated: () => () => undefined };
const none = (arxivId: string): PaperLookup => ({ status: 'none', arxivId });
const gone: RepoLookup = { status: 'unreachable', problem: 'the record source did not answer' };
const NO_RECORD = badgeSummary(none('2607.00001')).text;
const REPO_GONE = repoBadgeSummary(gone).text;

/** One link per target, in the page; the batch that badges them. */
function linked(targets: NamedTarget[]) {
  return targets.map((target) => {
    const link = document.createElement('a');
    document.body.append(link);
    return { after: link, target };
  });
}
const paper = (arxivId: string): NamedTarget => ({ kind: 'paper', arxivId });
const repo: NamedTarget = { kind: 'repo', owner: 'openai', name: 'whisper' };

/** What each badge shows, in page order: its button's words, or "loading". */
const shown = () =>
  [...document.querySelectorAll('paper-code-lens-badge')].map((host) => {
    const root = host.shadowRoot!;
    return root.querySelector('button')?.textContent ?? (root.querySelector('[role="status"]') ? 'loading' : '?');
  });

function fakeAsks(late: string[] = []) {
  const given = new Map<string, (lookup: PaperLookup) => void>();
  const asks: SiteAsks = {
    papers: {
      soon: vi.fn(async (ids: string[]) => ids.map((id) => (late.includes(id) ? null : none(id)))),
      one: vi.fn((id: string) => new Promise<PaperLookup>((resolve) => given.set(id, resolve))),
    },
    repo: vi.fn(async () => gone),
  };
  return { asks, giveLate: (id: string) => given.get(id)?.(none(id)) };
}

describe('siteBadger', () => {
  it('asks for a batch’s papers in one message, once each, and for its repository on its own', async () => {
    const { asks } = fakeAsks();
    const badge = siteBadger(ctx, asks);
    await act(async () => {
      badge(linked([paper('2607.00001'), repo, paper('2607.00002'), paper('2607.00001')]));
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(asks.papers.soon).toHaveBeenCalledExactlyOnceWith(['2607.00001', '2607.00002']);
    expect(asks.papers.one).not.toHaveBeenCalled();
    expect(asks.repo).toHaveBeenCalledExactlyOnceWith('openai', 'whisper');
    expect(shown()).toEqual([NO_RECORD, REPO_GONE, NO_RECORD, NO_RECORD]);
  });

  it('asks a later batch only for what no batch asked for, and a paper the message had no answer for alone', async () => {
    const { asks, giveLate } = fakeAsks(['2607.00003']);
    const badge = siteBadger(ctx, asks);
    await act(async () => {
      badge(linked([paper('2607.00001')]));
      await vi.advanceTimersByTimeAsync(200);
      badge(linked([paper('2607.00001'), paper('2607.00003')]));
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(vi.mocked(asks.papers.soon).mock.calls).toEqual([[['2607.00001']], [['2607.00003']]]);
    expect(asks.papers.one).toHaveBeenCalledExactlyOnceWith('2607.00003');
    expect(shown()).toEqual([NO_RECORD, NO_RECORD, 'loading']);
    await act(async () => {
      giveLate('2607.00003');
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(shown()).toEqual([NO_RECORD, NO_RECORD, NO_RECORD]);
  });
});
