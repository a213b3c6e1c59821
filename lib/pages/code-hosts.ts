// The five code hosts' rules for which addresses are repositories: given a host name and the path's
// segments, the repository they name (its canonical address and label), or null for the host's own
// pages. Shared by the links' addresses and the bare addresses in a page's text.
import { parseRepoUrl } from '../ids/github';
import type { CodeHost } from '../record/code-part-types';

/** A repository on a code host: `https://<home>/<label>`. */
export interface CodeRepo {
  host: CodeHost;
  label: string;
  url: string;
}

/** Host names (less `www.`) read as each code host; hf.co is Hugging Face's short address. */
export const CODE_HOST_NAMES: ReadonlyMap<string, CodeHost> = new Map([
  ['github.com', 'github'],
  ['gitlab.com', 'gitlab'],
  ['bitbucket.org', 'bitbucket'],
  ['codeberg.org', 'codeberg'],
  ['huggingface.co', 'huggingface'],
  ['hf.co', 'huggingface'],
]);

const HOME: Record<CodeHost, string> = {
  github: 'github.com',
  gitlab: 'gitlab.com',
  bitbucket: 'bitbucket.org',
  codeberg: 'codeberg.org',
  huggingface: 'huggingface.co',
};

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/));

// First segments that are the host's own pages, not an account (each host's reserved route names).
const GITLAB_OWN = words(`- .well-known 404.html 422.html 500.html 502.html 503.html admin api assets dashboard explore files
  groups health_check help import jwt login oauth profile projects public robots.txt s search sitemap snippets
  unsubscribes uploads users v2 pricing features`);
// Old-style project routes (before GitLab put them after `/-/`): the project's path ends before them.
const GITLAB_ROUTES = words(`tree blob raw blame commits commit issues merge_requests wikis wiki tags releases pipelines
  builds edit new refs files find_file badges compare branches graphs network archive`);
const BITBUCKET_OWN = words(`account dashboard product blog site support socialauth repo snippets join login logout signup
  features pricing enterprise help api gateway docs !api`);
const CODEBERG_OWN = words(`explore user users repo org login api admin assets notifications issues pulls milestones
  attachments avatars - .well-known captcha mail metrics search v2 devtest`);
const HUGGINGFACE_OWN = words(`papers datasets docs blog login join settings models spaces organizations pricing enterprise
  learn posts collections api chat search tasks welcome new new-space new-dataset notifications
  inference-endpoints inference changelog privacy terms-of-service brand jobs contact support oauth`);

// A path segment as these hosts allow it; each host's own checks come on top.
const SEGMENT_RE = /^[A-Za-z0-9_.-]{1,255}$/;
const HF_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;
const BITBUCKET_OWNER_RE = /^[A-Za-z0-9_-]{1,62}$/;
const CODEBERG_OWNER_RE = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,39}$/;

/** Trailing dots off, walked by hand: the full stop after an address ends a sentence, not a name. */
function trimDots(segment: string): string {
  let end = segment.length;
  while (end > 0 && segment.charCodeAt(end - 1) === 46) end -= 1;
  return segment.slice(0, end);
}

/** A project name less `.git` (no host keeps it in a name), checked as a segment. */
function nameOf(segment: string | undefined): string | null {
  let name = trimDots(segment ?? '');
  while (name.toLowerCase().endsWith('.git')) name = trimDots(name.slice(0, -4));
  return SEGMENT_RE.test(name) && name !== '.' && name !== '..' ? name : null;
}

function ownerName(segments: readonly string[], own: ReadonlySet<string>, ownerRe: RegExp): string | null {
  const [owner = ''] = segments;
  const name = nameOf(segments[1]);
  return name && ownerRe.test(owner) && !own.has(owner.toLowerCase()) ? `${owner}/${name}` : null;
}

/** group/subgroups/project: up to the `/-/` marker or an old-style route, at most 21 levels deep. */
function gitlabPath(segments: readonly string[]): string | null {
  const path: string[] = [];
  for (const segment of segments.slice(0, 21)) {
    if (segment === '-' || (path.length >= 2 && GITLAB_ROUTES.has(segment))) break;
    path.push(segment);
  }
  const name = nameOf(path.pop());
  const ok = name && path.length >= 1 && !GITLAB_OWN.has(path[0]!.toLowerCase()) && path.every((s) => SEGMENT_RE.test(s) && !s.startsWith('-'));
  return ok ? [...path, name].join('/') : null;
}

function huggingfacePath(segments: readonly string[]): string | null {
  const spaces = segments[0] === 'spaces';
  const [owner = '', rawName] = spaces ? segments.slice(1) : segments;
  const name = nameOf(rawName);
  if (!name || !HF_NAME_RE.test(owner) || !HF_NAME_RE.test(name) || (!spaces && HUGGINGFACE_OWN.has(owner.toLowerCase()))) return null;
  return spaces ? `spaces/${owner}/${name}` : `${owner}/${name}`;
}

/**
 * The repository a code host's path names, or null (the host's own pages, an account alone, datasets).
 * `hostName` is lower case, without `www.`; `segments` are the path's, split at `/`.
 * @example codeRepoOf('gitlab.com', ['g', 'sub', 'p', '-', 'tree', 'main'])?.url // 'https://gitlab.com/g/sub/p'
 */
export function codeRepoOf(hostName: string, segments: readonly string[]): CodeRepo | null {
  const host = CODE_HOST_NAMES.get(hostName);
  let label: string | null = null;
  if (host === 'github') {
    const ref = segments.length >= 2 ? parseRepoUrl(`https://github.com/${segments[0]}/${trimDots(segments[1] ?? '')}`) : null;
    label = ref ? `${ref.owner}/${ref.name}` : null;
  } else if (host === 'gitlab') label = gitlabPath(segments);
  else if (host === 'bitbucket') label = ownerName(segments, BITBUCKET_OWN, BITBUCKET_OWNER_RE);
  else if (host === 'codeberg') label = ownerName(segments, CODEBERG_OWN, CODEBERG_OWNER_RE);
  else if (host === 'huggingface') label = huggingfacePath(segments);
  return host && label ? { host, label, url: `https://${HOME[host]}/${label}` } : null;
}
