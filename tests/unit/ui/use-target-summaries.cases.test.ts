// The scan list's few words for a repository: how many papers, or why there is no count; and the
// list's words as answers come, fail, or come too late for the scan shown.
import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { LookupTarget } from '../../../lib/lookup-input';
import type { LinkedPaperView, RepoLookup } from '../../../lib/record/repo-view-types';
import type { PaperLookup } from '../../../lib/record/view-types';
import { repoSummary, useTargetSummaries } from '../../../lib/ui/use-target-summaries';
import { deferred } from '../support/deferred';

afterEach(cleanup);

const paper = (arxivId: string): LinkedPaperView => ({
  arxivId,
  title: null,
  absUrl: `https://arxiv.org/abs/${arxivId}`,
  recordPageUrl: null,
  kind: null,
  kindLabel: null,
  kindExplanation: null,
  official: false,
  samples: null,
});

const found = (count: number): RepoLookup => ({
  status: 'found',
  view: {
    repo: 'openai/whisper',
    papers: ['2212.04356', '2106.09685', '1706.03762'].slice(0, count).map(paper),
    citations: [],
    samplesByPath: {},
    attribution: null,
    basis: 'repo-record',
  },
  stale: false,
  problem: null,
});

describe('repoSummary', () => {
  it.each<[string, string, RepoLookup]>([
    ['no paper', 'no linked papers', found(0)],
    ['one paper', '1 paper', found(1)],
    ['two papers', '2 papers', found(2)],
    ['three papers', '3 papers', found(3)],
    ['an unreachable source', 'record source unreachable', { status: 'unreachable', problem: 'HTTP 503' }],
    ['an unreadable answer', 'record unreadable', { status: 'unreadable', problem: 'not JSON' }],
    ['a name that is no repository', 'not a repository', { status: 'invalid-repo', problem: 'no such repository' }],
  ])('a repository with %s reads "%s"', (_case, text, lookup) => {
    expect(repoSummary(lookup)).toBe(text);
  });
});

describe('useTargetSummaries', () => {
  const whisper: LookupTarget = { kind: 'repo', owner: 'openai', name: 'whisper' };
  const attention: LookupTarget = { kind: 'paper', arxivId: '1706.03762' };
  const none = async (arxivId: string): Promise<PaperLookup> => ({ status: 'none', arxivId });

  it('reads "no answer" for a target whose question failed, beside the answered ones', async () => {
    // The same list at every render, as the popup holds it (a new list is a new scan).
    const targets = [attention, whisper];
    const failing = () => Promise.reject(new Error('Extension context invalidated.'));
    const { result } = renderHook(() => useTargetSummaries(targets, none, failing));
    await waitFor(() => expect(result.current.size).toBe(2));
    expect(result.current.get('paper:1706.03762')).toBe('no record');
    expect(result.current.get('repo:openai/whisper')).toBe('no answer');
  });

  type Late = ReturnType<typeof deferred<RepoLookup>>;
  it.each([
    { answer: 'late answer', settle: (late: Late) => late.resolve(found(1)) },
    { answer: 'late failure', settle: (late: Late) => late.reject(new Error('gone')) },
  ])('shows no $answer of a scan the list has moved on from', async ({ settle }) => {
    const late: Late = deferred<RepoLookup>();
    const ask = () => late.promise;
    const { result, rerender } = renderHook(({ targets }: { targets: LookupTarget[] }) => useTargetSummaries(targets, none, ask), {
      initialProps: { targets: [whisper] as LookupTarget[] },
    });
    rerender({ targets: [attention] });
    await waitFor(() => expect(result.current.get('paper:1706.03762')).toBe('no record'));
    await act(async () => {
      settle(late);
      // Long enough for the late answer's handler and the render it would ask for.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect([...result.current.keys()]).toEqual(['paper:1706.03762']);
  });
});
