// The few words a listing badge shows for a paper's lookup: repositories, official mark, runs.
import type { RepoLookup } from './repo-view-types';
import type { PaperLookup } from './view-types';

export interface BadgeSummary {
  /** Short visible text, e.g. "2 repos ★ · 5/7 ran" or "no record". */
  text: string;
  /** Full sentence for assistive technology and the tooltip. */
  label: string;
  tone: 'code' | 'empty' | 'problem';
}

/**
 * @example badgeSummary(lookup).text // "1 repo · 5/7 ran"
 */
export function badgeSummary(lookup: PaperLookup): BadgeSummary {
  if (lookup.status === 'none') return { text: 'no record', label: 'No Code with Papers record for this paper', tone: 'empty' };
  if (lookup.status !== 'found') return { text: '?', label: `Code with Papers: ${lookup.problem}`, tone: 'problem' };
  const repos = lookup.view.code.ok ? lookup.view.code.value : [];
  const official = repos.some((r) => r.official);
  const samples = lookup.view.samples.ok ? lookup.view.samples.value : null;
  const parts = [`${repos.length} ${repos.length === 1 ? 'repo' : 'repos'}${official ? ' ★' : ''}`];
  const said = [`${repos.length} linked ${repos.length === 1 ? 'repository' : 'repositories'}${official ? ', one official' : ''}`];
  if (samples) {
    parts.push(`${samples.ran}/${samples.total} ran`);
    said.push(samples.headline);
  }
  const stale = lookup.stale ? ' (older copy)' : '';
  return { text: parts.join(' · '), label: `Code with Papers: ${said.join('; ')}${stale}. Show details`, tone: repos.length > 0 ? 'code' : 'empty' };
}

/**
 * A repository link's badge: how many papers the repository is linked to.
 * @example repoBadgeSummary(found).text // "2 papers"
 */
export function repoBadgeSummary(lookup: RepoLookup): BadgeSummary {
  if (lookup.status !== 'found') return { text: '?', label: `Code with Papers: ${lookup.problem}`, tone: 'problem' };
  const count = lookup.view.papers.length;
  const text = count === 0 ? 'no papers' : `${count} ${count === 1 ? 'paper' : 'papers'}`;
  const stale = lookup.stale ? ' (older copy)' : '';
  return {
    text,
    label: `Code with Papers: ${text} linked to this repository${stale}. Show details`,
    tone: count > 0 ? 'code' : 'empty',
  };
}
