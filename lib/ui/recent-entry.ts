// Turns a finished popup lookup into the entry its recent-lookups list keeps.
import { targetQuery, type LookupTarget } from '../lookup-input';
import type { RecentLookup } from '../settings';
import type { LookupAnswer } from './use-lookup';

/**
 * The entry for a lookup, labelled with the paper's title or the repository's own spelling when the
 * source had a record; null when the background refused the id or name itself (nothing to repeat).
 * @example recentEntry({ kind: 'paper', arxivId: '2607.21653' }, { status: 'none', arxivId: '2607.21653' }, 0)?.label // 'arXiv:2607.21653'
 */
export function recentEntry(target: LookupTarget, answer: LookupAnswer, at: number): RecentLookup | null {
  if (answer.status === 'invalid-id' || answer.status === 'invalid-repo') return null;
  const query = targetQuery(target);
  if (target.kind === 'paper') {
    const title = answer.status === 'found' && 'arxivId' in answer.view ? answer.view.title : null;
    return { kind: 'paper', query, label: title ?? `arXiv:${query}`, at };
  }
  const repo = answer.status === 'found' && 'repo' in answer.view ? answer.view.repo : null;
  return { kind: 'repo', query, label: repo ?? query, at };
}
