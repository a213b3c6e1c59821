// The scan list's few words for a repository: how many papers, or why there is no count.
import { describe, expect, it } from 'vitest';
import type { LinkedPaperView, RepoLookup } from '../../../lib/record/repo-view-types';
import { repoSummary } from '../../../lib/ui/use-target-summaries';

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
