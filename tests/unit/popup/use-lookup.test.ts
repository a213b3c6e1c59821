// The popup's lookup hook and its recent entries: one lookup at a time, late answers dropped, retry.
import { act, renderHook, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { RepoLookup } from '../../../lib/record/repo-view-types';
import type { PaperLookup } from '../../../lib/record/view-types';
import { recentEntry } from '../../../lib/ui/recent-entry';
import { useLookup } from '../../../lib/ui/use-lookup';
import { found, realView } from '../components/views';
import { repoFound } from './repo-view';
import { deferred } from '../support/deferred';

describe('useLookup', () => {
  it('shows the hint for unknown input and asks nobody', async () => {
    const askPaper = vi.fn();
    const askRepo = vi.fn();
    const { result } = renderHook(() => useLookup(askPaper, askRepo));
    await act(async () => void (await result.current.lookUp({ kind: 'unknown', hint: 'the hint' })));
    expect(result.current.state).toEqual({ kind: 'hint', hint: 'the hint' });
    expect(askPaper).not.toHaveBeenCalled();
    expect(askRepo).not.toHaveBeenCalled();
  });

  it('is loading (null) until the answer, then shows it', async () => {
    const answer = deferred<PaperLookup>();
    const { result } = renderHook(() => useLookup(() => answer.promise, vi.fn()));
    act(() => void result.current.lookUp({ kind: 'paper', arxivId: '2607.21653' }));
    expect(result.current.state).toEqual({ kind: 'paper', target: { kind: 'paper', arxivId: '2607.21653' }, lookup: null });
    answer.resolve({ status: 'none', arxivId: '2607.21653' });
    await waitFor(() => expect(result.current.state.kind === 'paper' && result.current.state.lookup).toEqual({ status: 'none', arxivId: '2607.21653' }));
  });

  it('asks for a repository by owner and name', async () => {
    const askRepo = vi.fn(async (): Promise<RepoLookup> => repoFound());
    const { result } = renderHook(() => useLookup(vi.fn(), askRepo));
    await act(async () => void (await result.current.lookUp({ kind: 'repo', owner: 'NVIDIA-NeMo', name: 'labs-molt' })));
    expect(askRepo).toHaveBeenCalledWith('NVIDIA-NeMo', 'labs-molt');
    expect(result.current.state.kind).toBe('repo');
  });

  it('drops an answer that arrives after a newer lookup began', async () => {
    const slow = deferred<PaperLookup>();
    const askPaper = vi.fn((id: string) => (id === '1412.6980' ? slow.promise : Promise.resolve(found(realView()))));
    const { result } = renderHook(() => useLookup(askPaper, vi.fn()));
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.lookUp({ kind: 'paper', arxivId: '1412.6980' });
    });
    await act(async () => void (await result.current.lookUp({ kind: 'paper', arxivId: '2607.21653' })));
    slow.resolve({ status: 'none', arxivId: '1412.6980' });
    // The first lookup has finished with its late answer, which must not replace the newer one.
    await act(async () => expect(await first).toEqual({ status: 'none', arxivId: '1412.6980' }));
    const state = result.current.state;
    expect(state.kind === 'paper' && state.target.arxivId).toBe('2607.21653');
    expect(state.kind === 'paper' && state.lookup?.status).toBe('found');
  });

  it('turns a background that does not answer into "unreachable"', async () => {
    const { result } = renderHook(() => useLookup(() => Promise.reject(new Error('gone')), vi.fn()));
    await act(async () => void (await result.current.lookUp({ kind: 'paper', arxivId: '2607.21653' })));
    expect(result.current.state.kind === 'paper' && result.current.state.lookup?.status).toBe('unreachable');
  });

  it('retry asks again for the same target', async () => {
    const askPaper = vi.fn(async (): Promise<PaperLookup> => ({ status: 'unreachable', problem: 'down' }));
    const { result } = renderHook(() => useLookup(askPaper, vi.fn()));
    await act(async () => void (await result.current.lookUp({ kind: 'paper', arxivId: '2607.21653' })));
    act(() => result.current.retry());
    await waitFor(() => expect(askPaper).toHaveBeenCalledTimes(2));
    expect(askPaper).toHaveBeenLastCalledWith('2607.21653');
  });
});

describe('recentEntry', () => {
  const paper = { kind: 'paper', arxivId: '2607.21653' } as const;
  const repo = { kind: 'repo', owner: 'nvidia-nemo', name: 'labs-molt' } as const;

  it.each([
    [paper, found(realView()), { kind: 'paper', query: '2607.21653', label: realView().title, at: 7 }],
    [paper, { status: 'none', arxivId: '2607.21653' }, { kind: 'paper', query: '2607.21653', label: 'arXiv:2607.21653', at: 7 }],
    [paper, { status: 'unreachable', problem: 'down' }, { kind: 'paper', query: '2607.21653', label: 'arXiv:2607.21653', at: 7 }],
    [repo, repoFound(), { kind: 'repo', query: 'nvidia-nemo/labs-molt', label: 'NVIDIA-NeMo/labs-molt', at: 7 }],
    [repo, { status: 'unreadable', problem: 'x' }, { kind: 'repo', query: 'nvidia-nemo/labs-molt', label: 'nvidia-nemo/labs-molt', at: 7 }],
  ] as const)('%j answered %j is kept as %j', (target, answer, expected) => {
    expect(recentEntry(target, answer as PaperLookup | RepoLookup, 7)).toEqual(expected);
  });

  it.each([
    [paper, { status: 'invalid-id', problem: 'not an id' }],
    [repo, { status: 'invalid-repo', problem: 'not a repository' }],
  ] as const)('a refused id or name is not kept', (target, answer) => {
    expect(recentEntry(target, answer, 7)).toBeNull();
  });
});
