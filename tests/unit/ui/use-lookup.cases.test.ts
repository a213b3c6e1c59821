// useLookup: a repository's late answer never replaces a newer lookup, and Retry and new lookups ask
// through the askers the popup holds now.
import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RepoLookup } from '../../../lib/record/repo-view-types';
import type { PaperLookup } from '../../../lib/record/view-types';
import { type AskPaper, type AskRepo, useLookup } from '../../../lib/ui/use-lookup';
import { deferred } from '../support/deferred';

afterEach(cleanup);

const none = (arxivId: string): PaperLookup => ({ status: 'none', arxivId });
const notARepo: RepoLookup = { status: 'invalid-repo', problem: 'openai/whisper is not a repository' };

describe('useLookup', () => {
  it('drops a repository answer that arrives after a newer lookup began', async () => {
    const slow = deferred<RepoLookup>();
    const { result } = renderHook(() =>
      useLookup(
        async (id) => none(id),
        () => slow.promise,
      ),
    );
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.lookUp({ kind: 'repo', owner: 'openai', name: 'whisper' });
    });
    await act(async () => void (await result.current.lookUp({ kind: 'paper', arxivId: '2212.04356' })));
    await act(async () => {
      slow.resolve(notARepo);
      await first;
    });
    expect(result.current.state).toEqual({ kind: 'paper', target: { kind: 'paper', arxivId: '2212.04356' }, lookup: none('2212.04356') });
  });

  it('drops a repository answer once the input became a choice', async () => {
    const slow = deferred<RepoLookup>();
    const { result } = renderHook(() =>
      useLookup(
        async (id) => none(id),
        () => slow.promise,
      ),
    );
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.lookUp({ kind: 'repo', owner: 'openai', name: 'whisper' });
    });
    const targets = [
      { kind: 'paper' as const, arxivId: '2212.04356' },
      { kind: 'paper' as const, arxivId: '1706.03762' },
    ];
    await act(async () => void (await result.current.lookUp({ kind: 'choose', targets })));
    await act(async () => {
      slow.resolve(notARepo);
      await first;
    });
    expect(result.current.state).toEqual({ kind: 'choose', targets });
  });

  it('looks up, and retries, through the askers given on the latest render', async () => {
    const oldPaper = vi.fn<AskPaper>(async (id) => none(id));
    const newPaper = vi.fn<AskPaper>(async (id) => none(id));
    const oldRepo = vi.fn<AskRepo>(async () => notARepo);
    const newRepo = vi.fn<AskRepo>(async () => notARepo);
    const { result, rerender } = renderHook((props: { paper: AskPaper; repo: AskRepo }) => useLookup(props.paper, props.repo), {
      initialProps: { paper: oldPaper, repo: oldRepo },
    });
    await act(async () => void (await result.current.lookUp({ kind: 'paper', arxivId: '2212.04356' })));
    rerender({ paper: newPaper, repo: newRepo });
    await act(async () => result.current.retry());
    await waitFor(() => expect(newPaper.mock.calls).toEqual([['2212.04356']]));
    await act(async () => void (await result.current.lookUp({ kind: 'repo', owner: 'openai', name: 'whisper' })));
    expect(oldPaper.mock.calls).toEqual([['2212.04356']]);
    expect(oldRepo).not.toHaveBeenCalled();
    expect(newRepo.mock.calls).toEqual([['openai', 'whisper']]);
  });
});
