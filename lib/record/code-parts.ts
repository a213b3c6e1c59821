// The panel's code, from three places in one list each: the record's repositories first, then what
// Papers with Code lists besides, then what the page names besides. A repository two of them name
// shows once, in the first one's part, with what the others add ("also named in the abstract").
import { normaliseRepoUrl } from '../ids/github';
import { type NamedCodeLink, type NamedWhere, NAMED_WHERE_WORDS, type PanelExtras, type SecondRepoView } from './code-part-types';
import type { RepoView, Section } from './view-types';

/** What the page and the second source add to one repository shown in an earlier part. */
export interface RepoAlso {
  /** Where the page names it, in page order, each place once. */
  named: NamedWhere[];
  /** Papers with Code's listing of it, when it lists it. */
  second: SecondRepoView | null;
}

export interface CodeParts {
  /** By the record's repository address (RepoView.url). */
  recordAlso: Record<string, RepoAlso>;
  /** Papers with Code's repositories the record does not list, each with where the page names it. */
  second: { repo: SecondRepoView; named: NamedWhere[] }[];
  /** The page's repositories neither source lists. */
  named: NamedCodeLink[];
}

// Stryker disable next-line StringLiteral: an address no key reads is kept apart under its own text either way
const keyOf = (url: string): string => normaliseRepoUrl(url) ?? url;

/**
 * @example deriveCodeParts(view.code.value, scanCodeLinks(document, 'arxiv-abstract'), []).named
 */
export function deriveCodeParts(record: readonly RepoView[], named: readonly NamedCodeLink[], second: readonly SecondRepoView[]): CodeParts {
  const namedAt = new Map<string, NamedWhere[]>();
  for (const link of named) {
    const key = keyOf(link.url);
    const places = namedAt.get(key) ?? [];
    if (!places.includes(link.where)) places.push(link.where);
    namedAt.set(key, places);
  }
  const secondAt = new Map<string, SecondRepoView>();
  for (const repo of second) if (!secondAt.has(keyOf(repo.url))) secondAt.set(keyOf(repo.url), repo);

  const recordKeys = new Set<string>();
  const recordAlso: Record<string, RepoAlso> = {};
  for (const repo of record) {
    const key = keyOf(repo.url);
    recordKeys.add(key);
    recordAlso[repo.url] = { named: namedAt.get(key) ?? [], second: secondAt.get(key) ?? null };
  }
  const secondRows = [...secondAt.entries()].filter(([key]) => !recordKeys.has(key)).map(([key, repo]) => ({ repo, named: namedAt.get(key) ?? [] }));
  const shown = new Set([...recordKeys, ...secondAt.keys()]);
  const seen = new Set<string>();
  const namedRows = named.filter((link) => {
    const key = keyOf(link.url);
    if (shown.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { recordAlso, second: secondRows, named: namedRows };
}

/**
 * "also named in the abstract and the comments"; null when the page names it nowhere.
 * @example alsoNamedWords(['abstract']) // 'also named in the abstract'
 */
export function alsoNamedWords(places: readonly NamedWhere[]): string | null {
  if (places.length === 0) return null;
  // "in the abstract and the comments": the first place keeps its "in", the others drop it.
  const said = places.map((where, i) => (i === 0 ? NAMED_WHERE_WORDS[where] : NAMED_WHERE_WORDS[where].slice('in '.length)));
  const list = said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}`;
  return `also named ${list}`;
}

/**
 * The parts for a panel: the record's repositories (none when it has no readable code part) beside
 * the page's links and the second opinion's repositories.
 * @example codePartsOf(lookup.status === 'found' ? lookup.view.code : null, extras)
 */
export function codePartsOf(code: Section<RepoView[]> | null, extras: PanelExtras): CodeParts {
  const second = extras.opinion?.status === 'found' ? extras.opinion.repos : [];
  return deriveCodeParts(code?.ok ? code.value : [], extras.named, second);
}
