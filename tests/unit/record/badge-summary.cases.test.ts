// The words, label and colour of a listing badge, one case per count and state it branches on.
import { describe, expect, it } from 'vitest';
import { badgeSummary, repoBadgeSummary } from '../../../lib/record/badge-summary';
import type { LinkedPaperView, RepoLookup, RepoPapersView } from '../../../lib/record/repo-view-types';
import type { PaperLookup, RepoView, SamplesView, Section } from '../../../lib/record/view-types';

const repo = (name: string, official = false): RepoView => ({
  url: `https://github.com/${name}`,
  label: name,
  kind: official ? 'official' : 'listed',
  kindLabel: official ? 'official' : 'listed',
  kindExplanation: null,
  official,
  framework: null,
  provenance: null,
});

const samples = (ran: number, total: number): SamplesView => ({
  ran,
  total,
  headline: `${ran} of ${total} harvested functions ran`,
  counts: [],
  claim: null,
  samples: [],
  readAt: null,
  readAtIs: null,
});

function paper(code: Section<RepoView[]>, runs: Section<SamplesView | null>, stale = false): PaperLookup {
  const view = {
    arxivId: '2607.21653',
    title: null,
    recordPageUrl: null,
    syntologyUrl: null,
    attribution: { ok: false, problem: 'unread' },
    code,
    samples: runs,
    results: { ok: true, value: null },
    topics: { ok: false, problem: 'unread' },
  } as const;
  return { status: 'found', view, fetchedAt: 0, stale, problem: stale ? 'the source is down' : null };
}

const NO_RUNS: Section<SamplesView | null> = { ok: true, value: null };

describe('badgeSummary', () => {
  it.each<[string, PaperLookup, string, string, string]>([
    [
      'one official repository and its runs',
      paper({ ok: true, value: [repo('a/b', true)] }, { ok: true, value: samples(5, 7) }),
      '1 repo ★ · 5/7 ran',
      'Code with Papers: 1 linked repository, one official; 5 of 7 harvested functions ran. Show details',
      'code',
    ],
    [
      'two repositories, none official, no samples',
      paper({ ok: true, value: [repo('a/b'), repo('c/d')] }, NO_RUNS),
      '2 repos',
      'Code with Papers: 2 linked repositories. Show details',
      'code',
    ],
    ['no repositories', paper({ ok: true, value: [] }, NO_RUNS), '0 repos', 'Code with Papers: 0 linked repositories. Show details', 'empty'],
    [
      'an unreadable Code section and unreadable runs',
      paper({ ok: false, problem: 'bad code links' }, { ok: false, problem: 'bad samples' }),
      '0 repos',
      'Code with Papers: 0 linked repositories. Show details',
      'empty',
    ],
    [
      'an older copy',
      paper({ ok: true, value: [repo('a/b')] }, { ok: true, value: samples(0, 3) }, true),
      '1 repo · 0/3 ran',
      'Code with Papers: 1 linked repository; 0 of 3 harvested functions ran (older copy). Show details',
      'code',
    ],
    ['no record', { status: 'none', arxivId: '2607.00002' }, 'no record', 'No Code with Papers record for this paper', 'empty'],
    [
      'an unreachable source',
      { status: 'unreachable', problem: 'the record source answered 500' },
      '?',
      'Code with Papers: the record source answered 500',
      'problem',
    ],
    ['an invalid id', { status: 'invalid-id', problem: 'not an arXiv id' }, '?', 'Code with Papers: not an arXiv id', 'problem'],
  ])('%s reads %j', (_, lookup, text, label, tone) => {
    expect(badgeSummary(lookup)).toEqual({ text, label, tone });
  });
});

const linked = (arxivId: string): LinkedPaperView => ({
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

function repoFound(count: number, stale = false): RepoLookup {
  const papers = Array.from({ length: count }, (_, i) => linked(`2607.0000${i}`));
  const view: RepoPapersView = { repo: 'a/b', papers, citations: [], samplesByPath: {}, attribution: null, basis: 'repo-record' };
  return { status: 'found', view, stale, problem: stale ? 'the source is down' : null };
}

describe('repoBadgeSummary', () => {
  it.each<[string, RepoLookup, string, string, string]>([
    ['no papers', repoFound(0), 'no papers', 'Code with Papers: no papers linked to this repository. Show details', 'empty'],
    ['one paper', repoFound(1), '1 paper', 'Code with Papers: 1 paper linked to this repository. Show details', 'code'],
    ['two papers', repoFound(2), '2 papers', 'Code with Papers: 2 papers linked to this repository. Show details', 'code'],
    [
      'an older copy with no papers',
      repoFound(0, true),
      'no papers',
      'Code with Papers: no papers linked to this repository (older copy). Show details',
      'empty',
    ],
    ['an older copy with one paper', repoFound(1, true), '1 paper', 'Code with Papers: 1 paper linked to this repository (older copy). Show details', 'code'],
    ['an unreachable source', { status: 'unreachable', problem: 'timed out' }, '?', 'Code with Papers: timed out', 'problem'],
    ['an invalid repository', { status: 'invalid-repo', problem: 'not a repository' }, '?', 'Code with Papers: not a repository', 'problem'],
  ])('%s reads %j', (_, lookup, text, label, tone) => {
    expect(repoBadgeSummary(lookup)).toEqual({ text, label, tone });
  });
});
