// Recognises GitHub repositories in URLs and `owner/name` text, and keys repository URLs for merging.
import { MAX_ID_INPUT } from './input-bound';

/** A GitHub repository, owner and name as written (case kept). */
export interface RepoRef {
  owner: string;
  name: string;
}

// First path segments no account can own: GitHub's own pages and the names it keeps back. The list
// of github-reserved-names (what github-url-detection and refined-github use) plus GitHub's newer
// top-level pages. Matching one means the URL is a GitHub page, not a repository. A few of these
// (`community`, `education`) also own repositories such as community/community; none holds paper code.

const RESERVED: ReadonlySet<string> = new Set(
  `about access account admin anonymous any api apps attributes auth billing blob blog bounty
  branches business businesses c cache case-studies categories central certification changelog cla
  cloud codereview codespaces collection collections comments commit commits community companies
  compare contact contributing cookbook copilot coupons customer customer-stories customers
  dashboard dashboards design develop developer diff discover discussions docs downloads downtime
  editor editors edu education enterprise enterprises events explore featured features files
  fixtures forked garage ghost gist gists github-copilot graphs guide guides help help-wanted home
  hooks hosting hovercards identity images inbox individual info integration interfaces
  introduction investors issues jobs join journal journals lab labs languages launch layouts learn
  legal library linux listings lists login logos logout mac maintenance malware man marketplace
  mention mentioned mentioning mentions migrating milestones mine mirrors mobile models navigation
  network new news none nonprofit nonprofits notices notifications oauth offer open-source
  organisations organizations orgs pages partners payments personal plans plugins popular
  popularity posts premium-support press pricing professional projects pulls raw readme
  recommendations redeem releases render reply repositories resources restore revert
  save-net-neutrality saved scraping search security services sessions settings shareholders shop
  showcases signin signup site solutions spam sponsors ssh staff starred stars static status
  statuses storage store stories styleguide subscriptions suggest suggestion suggestions support
  suspended talks teach teacher teachers teaching team teams ten terms timeline topic topics tos
  tour train training translations tree trending updates username users visualization w watching
  wiki windows works-with`.split(/\s+/),
);
// HTTP status pages (github.com/404) and the www0-www9 hosts, reserved in the same list.
const RESERVED_PATTERN = /^(?:4[0-2]\d|43[01]|50\d|51[01]|www\d)$/;

// GitHub's rule: alphanumerics and single inner hyphens, 1 to 39 characters (length checked apart).
const OWNER_RE = /^[A-Za-z0-9](?:-?[A-Za-z0-9])*$/;
const NAME_RE = /^[A-Za-z0-9._-]{1,100}$/;
// Scheme (https, http, ssh, git, any with `git+`), optional user, host, optional port, path.
const URL_RE = /^(?:(?:git\+)?(?:https?|ssh|git):\/\/)?(?:[^@/\s]+@)?(?:www\.)?github\.com(?::\d+)?(\/[^?#\s]*)?(?:[?#]\S*)?$/i;
const SCP_RE = /^git@github\.com:\/?([^?#\s]*)$/i;
const PLAIN_RE = /^([^/\s]+)\/([^/\s]+)$/;
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const HTTP_RE = new RegExp(String.raw`^https?:\/\/(?:[^@/?#\s]*@)?((?:${LABEL}\.)*${LABEL})(?::\d+)?(\/[^?#\s]*)?(?:[?#]\S*)?$`, 'i');

/**
 * True when `owner` is a name GitHub keeps for its own pages, compared case-insensitively.
 * @example isReservedOwner('Settings') // true
 */
export function isReservedOwner(owner: string): boolean {
  const lower = owner.toLowerCase();
  return RESERVED.has(lower) || RESERVED_PATTERN.test(lower);
}

/** A checked RepoRef from a first and a second path segment, `.git` taken off the name. */
function toRef(owner: string, rawName: string): RepoRef | null {
  // GitHub itself drops a `.git` suffix from repository names, so no repository keeps one.
  const name = rawName.replace(/(?:\.git)+$/i, '');
  if (owner.length > 39 || !OWNER_RE.test(owner) || isReservedOwner(owner)) return null;
  if (!NAME_RE.test(name) || name === '.' || name === '..') return null;
  return { owner, name };
}

/**
 * The repository any github.com URL under it points at: the repository page and everything below it
 * (tree, blob, issues, pulls, `?tab=`, `#readme`), http or https, `www.`, no scheme at all, and clone
 * URLs (`.git`, `git@github.com:o/n.git`, `ssh://`, `git://`, `git+https://`). Null for GitHub's own
 * pages, gists, other hosts, and anything else; never throws.
 * @example parseRepoUrl('https://github.com/openai/whisper/tree/main') // { owner: 'openai', name: 'whisper' }
 */
export function parseRepoUrl(url: string): RepoRef | null {
  if (typeof url !== 'string' || url.length > MAX_ID_INPUT) return null;
  const text = url.trim();
  const path = SCP_RE.exec(text)?.[1] ?? URL_RE.exec(text)?.[1]?.slice(1);
  if (path === undefined) return null;
  // Stryker disable next-line StringLiteral: split always yields an owner; for a missing name, '' and Stryker's text both fail NAME_RE
  const [owner = '', name = ''] = path.split('/');
  return toRef(owner, name);
}

/**
 * Like parseRepoUrl, and also plain `owner/name` text (as written in a record's `repo` field).
 * @example parseRepoRef('facebookresearch/detectron2') // { owner: 'facebookresearch', name: 'detectron2' }
 */
export function parseRepoRef(input: string): RepoRef | null {
  if (typeof input !== 'string' || input.length > MAX_ID_INPUT) return null;
  const plain = PLAIN_RE.exec(input.trim());
  // Stryker disable next-line StringLiteral: the pattern always captures both groups
  return (plain ? toRef(plain[1] ?? '', plain[2] ?? '') : null) ?? parseRepoUrl(input);
}

/**
 * The case-insensitive comparison key of a repository, as GitHub compares names.
 * @example repoKey({ owner: 'Org', name: 'Repo' }) // 'org/repo'
 */
export function repoKey(ref: RepoRef): string {
  return `${ref.owner}/${ref.name}`.toLowerCase();
}

/**
 * A key under which two addresses of one repository meet, lower-case. GitHub repositories (any form
 * parseRepoUrl reads) become `github.com/owner/name`; other http(s) addresses become host (less
 * `www.`) and path, without query, fragment, trailing slashes, `.git` or a GitLab `/-/...` tail.
 * Null for anything that is neither.
 * @example normaliseRepoUrl('https://www.GitLab.com/Group/Proj.git/') // 'gitlab.com/group/proj'
 */
export function normaliseRepoUrl(url: string): string | null {
  if (typeof url !== 'string' || url.length > MAX_ID_INPUT) return null;
  const text = url.trim();
  const ref = parseRepoUrl(text);
  if (ref) return `github.com/${repoKey(ref)}`;
  const http = HTTP_RE.exec(text);
  if (!http) return null;
  // Stryker disable next-line StringLiteral: the pattern always captures the host
  const matchedHost = http[1] ?? '';
  const host = matchedHost.toLowerCase().replace(/^(?:www\.)+/, '');
  return `${host}${trimTail((http[2] ?? '').toLowerCase())}`;
}

/** A path less its GitLab `/-/...` tail and any trailing run of `/`, `.git` and `/-`: a key keys itself. */
function trimTail(path: string): string {
  const cut = path.indexOf('/-/');
  const head = cut < 0 ? path : path.slice(0, cut);
  // Walked back by hand: a regex for the trailing run backtracks quadratically on long paths.
  let end = head.length;
  for (;;) {
    if (head.endsWith('/', end)) end -= 1;
    else if (head.endsWith('.git', end)) end -= 4;
    else if (head.endsWith('/-', end)) end -= 2;
    else return head.slice(0, end);
  }
}
