// The record server's stand-in of GitHub's REST API "get a repository": `GET /repos/{owner}/{repo}`
// and `GET /repositories/{id}`, where a renamed repository's old name redirects as on GitHub. Served
// on the records' own origin, so the extension's "is the code there?" check is tested with no
// network. Its repositories: github-fixtures.ts; its hourly allowance: github-rate.ts.
import type { Reply } from './app';
import { type GithubIndex, type GithubRepo, loadGithubFixtures, NO_GITHUB_REPOS } from './github-fixtures';
import { createGithubLimiter, type GithubLimits, type GithubLimiter, limitMessage, rateHeaders } from './github-rate';

/** What the stand-in reads of a request; the Authorization header only to pick the allowance. */
export interface GithubRequest {
  method: string;
  /** Without its query string. */
  path: string;
  /** `http://127.0.0.1:8787`: where a redirect points. */
  origin: string;
  /** The client's address, as the socket gives it (`127.0.0.1`). */
  address: string;
  authorization: string | undefined;
  ifNoneMatch: string | undefined;
}

/** The repositories and the allowance kept since the last reset. */
export interface GithubStandIn {
  index: GithubIndex;
  limiter: GithubLimiter;
}

/**
 * Reads the fixtures (none when `dir` is absent: every repository is then 404) and opens the allowance.
 * @example createGithubStandIn({ dir: 'tests/fixtures/github-api' }).index.byId.size // 8
 */
export function createGithubStandIn(options: { dir?: string; tokens?: readonly string[]; limits?: GithubLimits; log?: (line: string) => void }): GithubStandIn {
  const index = options.dir === undefined ? NO_GITHUB_REPOS : loadGithubFixtures(options.dir, options.log);
  return { index, limiter: createGithubLimiter(options.tokens, options.limits) };
}

/** Whether a path is the stand-in's (`/repos/…`, `/repositories/…`) rather than the record contract's. */
export const isGithubPath = (path: string): boolean => /^\/(repos|repositories)(\/|$)/.test(path);

const DOCS = 'https://docs.github.com/rest/repos/repos#get-a-repository';
const RATE_DOCS = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api';
const REDIRECT_DOCS = 'https://docs.github.com/rest/guides/best-practices-for-using-the-rest-api#follow-redirects';

type Found = { kind: 'repo'; repo: GithubRepo } | { kind: 'moved'; id: number } | null;

/** The repository a path names, by `owner/name` (any case) or by id; null when none. */
function find(index: GithubIndex, path: string): Found {
  let segments: string[];
  try {
    segments = path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [head, first = '', second] = segments;
  if (head === 'repos' && segments.length === 3) {
    const key = `${first}/${second}`.toLowerCase();
    const repo = index.byName.get(key);
    if (repo) return { kind: 'repo', repo };
    const moved = index.moved.get(key);
    return moved ? { kind: 'moved', id: moved.id } : null;
  }
  const repo = head === 'repositories' && segments.length === 2 && /^\d{1,15}$/.test(first) ? index.byId.get(Number(first)) : undefined;
  return repo ? { kind: 'repo', repo } : null;
}

/** Whether `If-None-Match` names this ETag; weak comparison, as HTTP asks for it. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The answer before the allowance's headers: status, body ('' for none) and its own headers. */
function answer(standIn: GithubStandIn, request: GithubRequest, badCredentials: boolean) {
  const message = (status: number, body: Record<string, string>, headers: Record<string, string> = {}) => ({ status, body: JSON.stringify(body), headers });
  if (badCredentials) return message(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
  const found = request.method === 'GET' || request.method === 'HEAD' ? find(standIn.index, request.path) : null;
  if (found === null) return message(404, { message: 'Not Found', documentation_url: DOCS });
  if (found.kind === 'moved') {
    const url = `${request.origin}/repositories/${found.id}`;
    return message(301, { message: 'Moved Permanently', url, documentation_url: REDIRECT_DOCS }, { Location: url });
  }
  const { body, etag } = found.repo;
  return etagMatches(request.ifNoneMatch, etag) ? { status: 304, body: '', headers: { ETag: etag } } : { status: 200, body, headers: { ETag: etag } };
}

/**
 * The stand-in's answer to one request, charged to the caller's hourly allowance as GitHub charges
 * it: every answer counts (404s and redirects too) except a 304 to a known token; a used-up
 * allowance is 403 until its reset, with no Retry-After; an unknown token is 401, charged to the
 * address. Every answer carries the allowance's headers.
 * @example routeGithub(standIn, { method: 'GET', path: '/repos/lab-archive/old-detector', … }).status // 200
 */
export function routeGithub(standIn: GithubStandIn, request: GithubRequest): Reply {
  const caller = standIn.limiter.caller(request.authorization, request.address);
  const window = standIn.limiter.window(caller.key);
  const limited = window.used >= caller.limit;
  const base = limited
    ? { status: 403, body: JSON.stringify({ message: limitMessage(caller, request.address), documentation_url: RATE_DOCS }), headers: {} }
    : answer(standIn, request, caller.badCredentials);
  if (!limited && !(base.status === 304 && caller.authenticated)) window.used += 1;
  const cached = base.status === 200 || base.status === 304;
  return {
    status: base.status,
    body: base.body,
    headers: {
      // No Access-Control-Allow-Origin, unlike GitHub: the records share this origin, and the
      // extension's background reads with its host permission anyway.
      ...(base.status === 304 ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      ...(cached ? { 'Cache-Control': `${caller.authenticated ? 'private' : 'public'}, max-age=60, s-maxage=60` } : {}),
      ...(cached ? { Vary: 'Accept, Authorization, Cookie, X-GitHub-OTP, Accept-Encoding' } : {}),
      'X-GitHub-Media-Type': 'github.v3; format=json',
      'X-GitHub-Api-Version-Selected': '2022-11-28',
      ...rateHeaders(caller.limit, window),
      ...base.headers,
    },
  };
}

export { DEFAULT_GITHUB_TOKENS, type GithubLimits } from './github-rate';
export { loadGithubFixtures, NO_GITHUB_REPOS, type GithubIndex } from './github-fixtures';
