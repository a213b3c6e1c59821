// Which GitHub repositories a panel shows (the record's, Papers with Code's, the page's), so their
// states are asked for those and no others; and the key a repository's state is found under.
import { parseRepoUrl, repoKey } from '../ids/github';
import type { PanelExtras } from './code-part-types';
import type { PaperLookup } from './view-types';

/**
 * The lower-case `owner/name` a GitHub repository's address is known by, or null for another host.
 * @example stateKey('https://github.com/Octo/Hello') // 'octo/hello'
 */
export function stateKey(url: string): string | null {
  const ref = parseRepoUrl(url);
  return ref ? repoKey(ref) : null;
}

/**
 * The GitHub repositories a panel shows, each once, as `owner/name`, in the panel's order.
 * @example githubReposShown(lookup, { named: [], opinion: null }) // ['octo/hello']
 */
export function githubReposShown(lookup: PaperLookup | null, extras: Pick<PanelExtras, 'named' | 'opinion'>): string[] {
  const record = lookup?.status === 'found' && lookup.view.code.ok ? lookup.view.code.value.map((repo) => repo.url) : [];
  const second = extras.opinion?.status === 'found' ? extras.opinion.repos.map((repo) => repo.url) : [];
  const named = extras.named.filter((link) => link.host === 'github').map((link) => link.url);
  const shown = new Map<string, string>();
  for (const url of [...record, ...second, ...named]) {
    const ref = parseRepoUrl(url);
    if (ref && !shown.has(repoKey(ref))) shown.set(repoKey(ref), `${ref.owner}/${ref.name}`);
  }
  return [...shown.values()];
}
