// The code a paper's page names: the repositories in what collectCodeRegions read from the paper's
// own parts (links' addresses and bare addresses in the text), once each, where first named. Pure
// and linear: the text is walked by hand, never by a pattern that could backtrack.
import { MAX_ID_INPUT } from '../ids/input-bound';
import { NAMED_WHERE, type NamedCodeLink, type NamedWhere } from '../record/code-part-types';
import { CODE_HOST_NAMES, type CodeRepo, codeRepoOf } from './code-hosts';
import { CODE_REGION_LIMITS, CODE_REGIONS, type CodePageKind, type CollectedRegion, collectCodeRegions } from './code-regions';

/** At most this many repositories from one page: a paper names one or a few; a page naming more
 * is a list, and the panel would show the first ones anyway. */
export const MAX_CODE_LINKS = 50;

// Host names as they start a bare address (`www.` is taken off before these are tried).
const TEXT_HOSTS = [...CODE_HOST_NAMES.keys()];
const FIRST_LETTERS = new Set([...TEXT_HOSTS, 'www.'].map((name) => name.charCodeAt(0)));
// At most this many path segments and characters are read after a host name: GitLab's deepest
// project (20 groups and its name) and the longest address the id readers look at.
const MAX_SEGMENTS = 24;

/** The repository an absolute http(s) address names, or null. */
function repoOfHref(href: string): CodeRepo | null {
  if (href.length > MAX_ID_INPUT) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.startsWith('www.') ? url.hostname.slice(4) : url.hostname;
  return CODE_HOST_NAMES.has(host) ? codeRepoOf(host, url.pathname.split('/', MAX_SEGMENTS + 1).slice(1)) : null;
}

const lower = (code: number): number => (code >= 65 && code <= 90 ? code + 32 : code);
const isWordChar = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95 || code === 45;
const isSegmentChar = (code: number): boolean => isWordChar(code) || code === 46;

/** True when `text` holds `word` at `at`, ASCII letters compared without case. */
function holds(text: string, at: number, word: string): boolean {
  for (let k = 0; k < word.length; k += 1) if (lower(text.charCodeAt(at + k)) !== word.charCodeAt(k)) return false;
  return true;
}

/**
 * Every repository a bare address in `text` names, in order, passed to `visit` until it answers
 * false. An address starts where no word or host name runs into it (`xgithub.com` is no GitHub);
 * after a match the walk goes on past the path it read, so no character is read twice.
 */
function scanText(text: string, visit: (repo: CodeRepo) => boolean): boolean {
  for (let i = 0; i < text.length; i += 1) {
    // Most characters start no host name: one look at the first letter (g, b, c, h, w) passes them.
    if (!FIRST_LETTERS.has(lower(text.charCodeAt(i))) || (i > 0 && isSegmentChar(text.charCodeAt(i - 1)))) continue;
    const start = holds(text, i, 'www.') ? i + 4 : i;
    let host: string | undefined;
    for (const name of TEXT_HOSTS) if (!host && holds(text, start, name) && text.charCodeAt(start + name.length) === 47) host = name;
    if (!host) continue;
    const segments: string[] = [];
    let at = start + host.length + 1;
    let from = at;
    const stop = Math.min(text.length, at + MAX_ID_INPUT);
    for (; at < stop && segments.length < MAX_SEGMENTS; at += 1) {
      const code = text.charCodeAt(at);
      if (isSegmentChar(code)) continue;
      if (code !== 47 || at === from) break;
      segments.push(text.slice(from, at));
      from = at + 1;
    }
    if (at > from) segments.push(text.slice(from, at));
    const repo = codeRepoOf(host, segments);
    if (repo && !visit(repo)) return false;
    i = at - 1;
  }
  return true;
}

/** The first `max` characters of `text`, less a word the cut falls inside (a cut address would name
 * another repository: github.com/o/name cut to github.com/o/na). */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  while (end > 0 && text.charCodeAt(end) > 32) end -= 1;
  return text.slice(0, end);
}

const isRegion = (value: unknown): value is CollectedRegion => {
  const region = value as CollectedRegion | null;
  return (
    typeof region === 'object' &&
    region !== null &&
    NAMED_WHERE.includes(region.where as NamedWhere) &&
    Array.isArray(region.hrefs) &&
    typeof region.text === 'string'
  );
};

/**
 * The repositories the collected regions name, in page order, one per repository (compared without
 * case) with the first place it was named, at most MAX_CODE_LINKS. Reads no more than
 * CODE_REGION_LIMITS, whoever built the input; anything not shaped as collected is skipped.
 * @example readCodeLinks([{ where: 'abstract', hrefs: [], text: 'Code: github.com/a/b.' }]) // [{ url: 'https://github.com/a/b', label: 'a/b', host: 'github', where: 'abstract' }]
 */
export function readCodeLinks(collected: readonly CollectedRegion[]): NamedCodeLink[] {
  const links: NamedCodeLink[] = [];
  const seen = new Set<string>();
  let hrefsLeft = CODE_REGION_LIMITS.hrefs;
  let textLeft = CODE_REGION_LIMITS.text;
  // Answers whether there is room for more.
  const add = (repo: CodeRepo, where: NamedWhere): boolean => {
    const key = `${repo.host}:${repo.label.toLowerCase()}`;
    if (!seen.has(key)) {
      seen.add(key);
      links.push({ url: repo.url, label: repo.label, host: repo.host, where });
    }
    return links.length < MAX_CODE_LINKS;
  };
  for (const region of Array.isArray(collected) ? collected : []) {
    if (!isRegion(region)) continue;
    for (const href of region.hrefs.slice(0, Math.max(0, hrefsLeft))) {
      const repo = typeof href === 'string' ? repoOfHref(href) : null;
      if (repo && !add(repo, region.where)) return links;
    }
    hrefsLeft -= region.hrefs.length;
    const text = cutAtWord(region.text, Math.max(0, textLeft));
    textLeft -= region.text.length;
    if (!scanText(text, (repo) => add(repo, region.where))) return links;
  }
  return links;
}

/**
 * Reads the paper's own parts of a page of `kind` under `root` and the code they name, in one go
 * (for a content script; the popup runs collectCodeRegions in the tab and readCodeLinks itself).
 * @example scanCodeLinks(document, 'arxiv-abstract') // [{ url: 'https://github.com/NVIDIA-NeMo/labs-molt', label: 'NVIDIA-NeMo/labs-molt', host: 'github', where: 'abstract' }]
 */
export function scanCodeLinks(root: Document | Element, kind: CodePageKind): NamedCodeLink[] {
  return readCodeLinks(collectCodeRegions(CODE_REGIONS[kind], CODE_REGION_LIMITS, root));
}
