// Where a harvested function's file path links: only ever to that file in that repository on GitHub.
import { parseRepoRef, repoKey } from '../ids/github';
import { safeHttpUrl } from '../util/safe-url';

/** A path as GitHub shows it under a repository: plain segments, none empty, `.` or `..`. */
/** Half of a surrogate pair without its other half: no file is named so, and no address can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function pathSegments(path: string): string[] | null {
  const segments = path.replace(/^\/+/, '').split('/');
  const plain = segments.every((s) => s !== '' && s !== '.' && s !== '..' && ![...s].some((c) => c.charCodeAt(0) < 32) && !LONE_SURROGATE.test(s));
  return plain && segments.length <= 64 ? segments : null;
}

/**
 * The link for a sample's file: the record's `file_url` when it is that repository's file (or folder)
 * on github.com, else the file's address built from `repo` and `path`; null when the sample names no
 * GitHub repository or no usable path, so the path shows as text. A path shown as a repository's file
 * never leads anywhere else.
 * @example sampleFileUrl({ repo: 'a/b', path: 'x/y.py', file_url: 'https://evil.example/a/b/blob/HEAD/x/y.py' }) // 'https://github.com/a/b/blob/HEAD/x/y.py'
 */
export function sampleFileUrl(sample: { repo?: unknown; path?: unknown; file_url?: unknown }): string | null {
  // Stryker disable next-line ConditionalExpression: parseRepoRef itself returns null for anything not text; the check is for the type
  const repo = typeof sample.repo === 'string' ? parseRepoRef(sample.repo) : null;
  const segments = typeof sample.path === 'string' ? pathSegments(sample.path) : null;
  if (!repo || !segments) return null;
  const given = safeHttpUrl(sample.file_url);
  if (given) {
    const url = new URL(given);
    const parts = url.pathname.split('/');
    // Stryker disable next-line StringLiteral: a missing segment need only differ from any repository name and from blob/tree, as '' does and so does any filler
    const [, owner = '', name = '', kind = ''] = parts;
    const sameRepo = repoKey({ owner, name }) === repoKey(repo);
    if (url.protocol === 'https:' && url.host === 'github.com' && sameRepo && (kind === 'blob' || kind === 'tree') && !url.username && !url.password)
      return given;
  }
  return `https://github.com/${repo.owner}/${repo.name}/blob/HEAD/${segments.map(encodeURIComponent).join('/')}`;
}
