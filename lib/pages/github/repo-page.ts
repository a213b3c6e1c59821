// Says which repository a GitHub page belongs to, what kind of page it is, and which ref and path it shows.
import { parseRepoUrl, repoKey, type RepoRef } from '../../ids/github';
import { embeddedPayloads, field, text } from './embedded-data';
import { BREADCRUMBS, META } from './selectors';
import { trimSlashes } from '../../util/trim-slashes';

export type RepoPageKind = 'code' | 'tree' | 'blob' | 'other';

export interface RepoPage {
  owner: string;
  name: string;
  kind: RepoPageKind;
  /** The file (blob) or directory (tree) path inside the repository; null elsewhere. */
  path: string | null;
  /** The branch, tag or commit shown, when the page or URL says; null when unknown. */
  ref: string | null;
}

interface RefPath {
  ref: string;
  path: string;
}

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The repository the server rendered, from `octolytics-dimension-repository_nwo`. */
function metaRepo(doc: Document): RepoRef | null {
  // Stryker disable next-line StringLiteral: with no meta, '' and any text without a slash fail the owner/name test alike
  const nwo = doc.querySelector(META.nwo)?.getAttribute('content')?.trim() ?? '';
  return /^[^/\s]+\/[^/\s]+$/.test(nwo) ? parseRepoUrl(`https://github.com/${nwo}`) : null;
}

/** `rest` (the URL after `blob/` or `tree/`) split as `ref/path`, when it really is that. */
function splitAs(rest: string, ref: string | null, path: string | null): RefPath | null {
  if (!ref) return null;
  const clean = trimSlashes(path ?? '');
  return rest === (clean ? `${ref}/${clean}` : ref) ? { ref, path: clean } : null;
}

/** Ref and path from the code view payload, when it is this page's (GitHub keeps stale payloads). */
function fromPayload(doc: Document, repo: RepoRef, rest: string, route: string): RefPath | null {
  for (const payload of embeddedPayloads(doc)) {
    const layoutRepo = field(field(payload, 'codeViewLayoutRoute'), 'repo');
    const owner = text(layoutRepo, 'ownerLogin');
    const name = text(layoutRepo, 'name');
    if (owner && name && repoKey({ owner, name }) !== repoKey(repo)) continue;
    const routes = route === 'blob' ? ['codeViewBlobLayoutRoute', 'codeViewLayoutRoute'] : ['codeViewTreeRoute', 'codeViewLayoutRoute'];
    // 2023-2025 payloads (app `react-code-view`) kept `path` and `refInfo` at the top.
    for (const data of [...routes.map((key) => field(payload, key)), payload]) {
      const found = splitAs(rest, text(field(data, 'refInfo'), 'name'), text(data, 'path'));
      if (found) return found;
    }
  }
  return null;
}

/** Ref and path from the file header's breadcrumbs: the repository link names the ref. */
function fromBreadcrumbs(doc: Document, rest: string): RefPath | null {
  // Stryker disable next-line StringLiteral: any stand-in without "/tree/" is refused just below, as '' is
  const href = doc.querySelector(BREADCRUMBS.repoLink)?.getAttribute('href') ?? '';
  const marker = href.indexOf('/tree/');
  // Stryker disable next-line EqualityOperator: a link starting at "/tree/" is relative; GitHub writes /owner/name/tree/…
  if (marker < 0) return null;
  // Stryker disable next-line StringLiteral: split always yields a first part, so the fallback never runs
  const ref = trimSlashes(href.slice(marker + 6).split(/[?#]/)[0] ?? '')
    .split('/')
    .map(decode)
    .join('/');
  if (!ref || (rest !== ref && !rest.startsWith(`${ref}/`))) return null;
  return { ref, path: rest.slice(ref.length + 1) };
}

/** `rest` split into ref and path: the page's own data first, else the first segment is the ref. */
function splitRefPath(doc: Document, repo: RepoRef, rest: string, route: string): RefPath {
  const found = fromPayload(doc, repo, rest, route) ?? fromBreadcrumbs(doc, rest);
  if (found) return found;
  // Stryker disable next-line StringLiteral: split always yields a first part, so the default never applies
  const [ref = '', ...path] = rest.split('/');
  return { ref, path: path.join('/') };
}

/** The default-branch ref a repository root shows, from its payload. */
function rootRef(doc: Document, repo: RepoRef): string | null {
  for (const payload of embeddedPayloads(doc)) {
    const owner = text(field(field(payload, 'codeViewLayoutRoute'), 'repo'), 'ownerLogin');
    const name = text(field(field(payload, 'codeViewLayoutRoute'), 'repo'), 'name');
    if (owner && name && repoKey({ owner, name }) !== repoKey(repo)) continue;
    for (const key of ['codeViewRepoRoute', 'codeViewTreeRoute', 'codeViewLayoutRoute']) {
      const ref = text(field(field(payload, key), 'refInfo'), 'name');
      if (ref) return ref;
    }
  }
  return null;
}

/**
 * The repository page at `url`: owner and name from the URL, spelt as the page's
 * `octolytics-dimension-repository_nwo` meta spells them; the kind (`code` for the repository root,
 * also at `/tree/<ref>`; `tree` for a directory; `blob` for a file; `other` for issues, pulls and the
 * rest); and for trees and files the ref and path, split by the page's own payload or breadcrumbs
 * (a ref may hold slashes), else at the first segment. Null when `url` is no repository page.
 * @example scanRepoPage(document, new URL('https://github.com/o/n/blob/feat/x/a.py')) // { kind: 'blob', ref: 'feat/x', path: 'a.py', … } when the page says so
 */
export function scanRepoPage(doc: Document, url: URL): RepoPage | null {
  try {
    const fromUrl = parseRepoUrl(url.href);
    if (!fromUrl) return null;
    // The meta is what the server rendered. When it names another repository than the URL (a
    // renamed or transferred repository answering at its old address), the meta is right.
    const repo = metaRepo(doc) ?? fromUrl;
    const [, , route = '', ...restParts] = url.pathname.split('/').filter(Boolean).map(decode);
    const rest = restParts.join('/');
    const base = { owner: repo.owner, name: repo.name };
    if (route === '') {
      // `?search=1` lists the root tree filtered, as github-url-detection has it: a tree, not the root.
      if (url.searchParams.get('search') === '1') return { ...base, kind: 'tree', path: '', ref: rootRef(doc, repo) };
      return { ...base, kind: 'code', path: null, ref: rootRef(doc, repo) };
    }
    if ((route !== 'tree' && route !== 'blob') || rest === '') return { ...base, kind: 'other', path: null, ref: null };
    const { ref, path } = splitRefPath(doc, repo, rest, route);
    if (route === 'blob') return { ...base, kind: 'blob', path, ref };
    return path === '' ? { ...base, kind: 'code', path: null, ref } : { ...base, kind: 'tree', path, ref };
  } catch {
    return null;
  }
}
