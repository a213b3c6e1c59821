// Turns Papers with Code's answer into what the panel shows: its repositories on known code hosts
// (official first, then by stars) and the paper's page there. Pure; every address passes a gate.
import type { SecondOpinion, SecondRepoView } from './code-part-types';
import { parseArxivId } from '../ids/arxiv';
import { safeHttpUrl } from '../util/safe-url';
import { repoLabel } from './derive-repos';
import { type PaperPage, type SecondAnswer, type SecondPaper, type SecondRepo, secondAnswerSchema } from './second-schema';

/** The hosts a listed repository may be on; anything else (a blog, a `javascript:` link) is dropped. */
export const SECOND_CODE_HOSTS = ['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org', 'huggingface.co'] as const;
/** Repositories shown at most; the rest are counted in `more`. */
export const MAX_SECOND_REPOS = 20;
/** A paper's id on the site, safe as one path segment (never `..`, a slash or a query). */
const SLUG_RE = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/;
const FRAMEWORK_RE = /^[A-Za-z0-9][\w .+#-]{0,39}$/;

/** @example isSafeSlug('attention-is-all-you-need') // true */
export const isSafeSlug = (id: unknown): id is string => typeof id === 'string' && SLUG_RE.test(id);

/** The paper a listed arXiv id names when it is another paper than `arxivId` (versions aside); null otherwise. */
export function otherPaperListed(listed: string | null | undefined, arxivId: string): string | null {
  const parsed = typeof listed === 'string' ? parseArxivId(listed) : null;
  return parsed && parsed.id !== arxivId ? parsed.id : null;
}

export const wrongSecondPaper = (other: string, arxivId: string) => `Papers with Code answered with arXiv ${other}, not ${arxivId}`;

/**
 * The paper a page of papers gives for `arxivId`: the one naming it, else the first when it names
 * no paper; `none` for an empty page; `other` when the page names another paper only.
 * @example pickPaper({ count: 1, results: [{ id: 'x', arxiv_id: '2607.21653' }] }, '2607.21653').kind // 'paper'
 */
export function pickPaper(page: PaperPage, arxivId: string): { kind: 'paper'; paper: SecondPaper } | { kind: 'none' } | { kind: 'other'; other: string } {
  const same = page.results.find((paper) => parseArxivId(paper.arxiv_id ?? '')?.id === arxivId);
  if (same) return { kind: 'paper', paper: same };
  const first = page.results[0];
  if (!first) return { kind: 'none' };
  const other = otherPaperListed(first.arxiv_id, arxivId);
  return other ? { kind: 'other', other } : { kind: 'paper', paper: first };
}

/**
 * An http(s) address on one of the code hosts, naming more than the host; null otherwise.
 * @example codeHostUrl('https://github.com/a/b') // 'https://github.com/a/b'
 * @example codeHostUrl('javascript:alert(1)//github.com/a/b') // null
 */
export function codeHostUrl(raw: unknown): string | null {
  const safe = safeHttpUrl(raw);
  if (!safe) return null;
  const url = new URL(safe);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const onHost = (SECOND_CODE_HOSTS as readonly string[]).includes(host) && url.port === '';
  // Credentials in a link would show one address and log in as another: refused.
  return onHost && !url.username && !url.password && /[^/]/.test(url.pathname) ? safe : null;
}

/** A whole number of stars, at least 0; null for anything else. */
const starsOf = (stars: unknown): number | null => (Number.isSafeInteger(stars) && (stars as number) >= 0 ? (stars as number) : null);

/** The framework as named, null for "none" or anything that is no framework's name. */
const frameworkOf = (framework: string | null | undefined): string | null =>
  typeof framework === 'string' && FRAMEWORK_RE.test(framework) && framework.toLowerCase() !== 'none' ? framework : null;

/** One repository's view, or null when its address is not on a code host. */
function repoView(repo: SecondRepo): SecondRepoView | null {
  const url = codeHostUrl(repo.url);
  if (!url) return null;
  return { url, label: repoLabel(url), official: repo.is_official === true, stars: starsOf(repo.stars), framework: frameworkOf(repo.framework) };
}

/**
 * The views of a page of repositories: one per address (case and trailing slashes aside), official
 * first, then by stars (unknown last), then as listed; at most MAX_SECOND_REPOS.
 * @example secondRepoViews([{ url: 'https://github.com/a/b', stars: 3, is_official: true }])[0].official // true
 */
export function secondRepoViews(repos: readonly SecondRepo[]): SecondRepoView[] {
  const seen = new Set<string>();
  const views: SecondRepoView[] = [];
  for (const repo of repos) {
    const view = repoView(repo);
    const key = view?.url.toLowerCase().replace(/(?:\.git)?\/*$/, '');
    if (!view || !key || seen.has(key)) continue;
    seen.add(key);
    views.push(view);
  }
  // sort is stable: equal ranks keep the site's order.
  return views.sort((a, b) => Number(b.official) - Number(a.official) || (b.stars ?? -1) - (a.stars ?? -1)).slice(0, MAX_SECOND_REPOS);
}

/** The paper's page on the site, or null when its id is no safe slug or the site no http(s) address. */
export function secondPaperUrl(site: string, id: unknown): string | null {
  const root = safeHttpUrl(site);
  return root && isSafeSlug(id) ? `${root.replace(/\/+$/, '')}/paper/${id}` : null;
}

/**
 * What the panel shows of a stored answer (a paper and its repositories), read again here so a
 * damaged cache entry or another paper's answer is never shown as this paper's.
 * @example deriveSecondOpinion({ paper: { id: 'x', arxiv_id: '2607.21653' }, repositories: { count: 0, results: [] } }, '2607.21653', 'https://paperswithcode.co').status // 'found'
 */
export function deriveSecondOpinion(answer: unknown, arxivId: string, site: string, stale = false): SecondOpinion {
  const read = secondAnswerSchema.safeParse(answer);
  if (!read.success) return { status: 'unreadable', site, problem: 'Papers with Code’s answer could not be read' };
  const { paper, repositories }: SecondAnswer = read.data;
  const other = otherPaperListed(paper.arxiv_id, arxivId);
  if (other) return { status: 'unreadable', site, problem: wrongSecondPaper(other, arxivId) };
  const repos = secondRepoViews(repositories.results);
  const count = starsOf(repositories.count) ?? repositories.results.length;
  return { status: 'found', site, paperUrl: secondPaperUrl(site, paper.id), repos, more: Math.max(0, count - repos.length), stale };
}
