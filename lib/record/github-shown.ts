// Which GitHub repositories a panel shows (the record's, Papers with Code's, the page's), so their
// states are asked for those and no others; and the key a repository's state is found under. The
// addresses here are the canonical ones the record, the second source and the page reader already
// checked, and the background checks each name again, so a light reading suffices: the content scripts
// then carry no list of GitHub's reserved names.
import type { PanelExtras } from './code-part-types';
import type { PaperLookup } from './view-types';

/** A GitHub address's owner and name, and any path after them (anchored; no nested repeats: linear). */
const REPO_ADDRESS = /^https?:\/\/(?:www\.)?github\.com\/([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})(?:[/?#]|$)/i;

/** `owner/name` as written in a GitHub address (`.git` aside), or null for anything else. */
function repoOf(url: string): string | null {
  const match = typeof url === 'string' && url.length <= 2_000 ? REPO_ADDRESS.exec(url) : null;
  if (!match) return null;
  const name = (match[2] ?? '').replace(/\.git$/i, '');
  return name === '' || name === '.' || name === '..' ? null : `${match[1]}/${name}`;
}

/**
 * The lower-case `owner/name` a GitHub repository's address is known by, or null for another host.
 * @example stateKey('https://github.com/Octo/Hello') // 'octo/hello'
 */
export function stateKey(url: string): string | null {
  return repoOf(url)?.toLowerCase() ?? null;
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
    const repo = repoOf(url);
    if (repo && !shown.has(repo.toLowerCase())) shown.set(repo.toLowerCase(), repo);
  }
  return [...shown.values()];
}
