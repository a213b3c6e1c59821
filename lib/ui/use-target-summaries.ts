// A Preact hook for the scan's list: each paper's and repository's few words, asked for all at once
// (the background's queue and cache bound what reaches the record source) and shown as they come.
import { useEffect, useState } from 'preact/hooks';
import { targetKey } from '../ids/read-targets';
import type { LookupTarget } from '../lookup-input';
import { badgeSummary } from '../record/badge-summary';
import type { RepoLookup } from '../record/repo-view-types';
import type { AskPaper, AskRepo } from './use-lookup';

/**
 * A repository's few words: how many papers it is linked to.
 * @example repoSummary({ status: 'found', view: { papers: [p1, p2], … } }) // '2 papers'
 */
export function repoSummary(lookup: RepoLookup): string {
  if (lookup.status === 'unreachable') return 'record source unreachable';
  if (lookup.status !== 'found') return lookup.status === 'invalid-repo' ? 'not a repository' : 'record unreadable';
  const count = lookup.view.papers.length;
  return count === 0 ? 'no linked papers' : `${count} ${count === 1 ? 'paper' : 'papers'}`;
}

/**
 * Summaries by target key; a missing key is still on its way.
 * @example const summaries = useTargetSummaries(targets, askPaper, askRepo); summaries.get(key)
 */
export function useTargetSummaries(targets: readonly LookupTarget[], askPaper: AskPaper, askRepo: AskRepo): ReadonlyMap<string, string> {
  const [summaries, setSummaries] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let current = true;
    setSummaries(new Map());
    for (const target of targets) {
      const answer =
        target.kind === 'paper' ? askPaper(target.arxivId).then((lookup) => badgeSummary(lookup).text) : askRepo(target.owner, target.name).then(repoSummary);
      void answer.then(
        (text) => current && setSummaries((old) => new Map(old).set(targetKey(target), text)),
        () => current && setSummaries((old) => new Map(old).set(targetKey(target), 'no answer')),
      );
    }
    return () => {
      current = false;
    };
  }, [targets, askPaper, askRepo]);
  return summaries;
}
