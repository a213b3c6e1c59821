// The GitHub stand-in's repositories, read once from a folder of fixtures: each file one repository
// as GitHub's "get a repository" answers it, or `{ "full_name": "old/name", "moved_to": "new/name" }`
// for a renamed one, whose old name then redirects to the new one's id (see github-api.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

/** One repository as served: its body (compact, as GitHub sends it) and that body's ETag. */
export interface GithubRepo {
  file: string;
  id: number;
  fullName: string;
  body: string;
  etag: string;
}

/** The repositories by lower-case `owner/name` and by id, and the old names that moved. */
export interface GithubIndex {
  dir: string | null;
  byName: Map<string, GithubRepo>;
  byId: Map<number, GithubRepo>;
  /** Lower-case old `owner/name` → the repository it moved to. */
  moved: Map<string, GithubRepo>;
}

/** No folder given: every repository is 404. */
export const NO_GITHUB_REPOS: GithubIndex = { dir: null, byName: new Map(), byId: new Map(), moved: new Map() };

const FULL_NAME = /^[\w.-]+\/[\w.-]+$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A weak validator from the body's SHA-1, in the form GitHub sends (`W/"…"`). */
export const etagOf = (body: string): string => `W/"${createHash('sha1').update(body).digest('hex')}"`;

/**
 * Reads every `*.json` in `dir`. A file that cannot be read, has no `owner/name` `full_name`, no
 * whole positive `id` (a moved one needs none), repeats a name or id, or moves to a repository not
 * served is skipped with a log line; throws only when the folder itself cannot be read.
 * @example loadGithubFixtures('tests/fixtures/github-api').byName.has('lab-archive/old-detector') // true
 */
export function loadGithubFixtures(dir: string, log: (line: string) => void = () => {}): GithubIndex {
  const index: GithubIndex = { dir, byName: new Map(), byId: new Map(), moved: new Map() };
  let listing: Dirent[];
  try {
    listing = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    throw new Error(`cannot read the GitHub API fixtures folder ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const files = listing
    .filter((f) => f.isFile() && f.name.toLowerCase().endsWith('.json'))
    .map((f) => f.name)
    .sort();
  // Moves are resolved once every repository is known, whatever the files' order.
  const moves: { file: string; from: string; to: string }[] = [];
  const taken = (name: string) => index.byName.has(name) || moves.some((m) => m.from === name);
  for (const file of files) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      log(`skipped ${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const fullName = isObject(value) && typeof value.full_name === 'string' && FULL_NAME.test(value.full_name) ? value.full_name : null;
    if (!isObject(value) || fullName === null) {
      log(`skipped ${file}: no "full_name": "owner/name"`);
      continue;
    }
    const key = fullName.toLowerCase();
    if (taken(key)) {
      log(`skipped ${file}: ${fullName} is already served`);
      continue;
    }
    if (value.moved_to !== undefined) {
      if (typeof value.moved_to === 'string' && FULL_NAME.test(value.moved_to)) moves.push({ file, from: key, to: value.moved_to.toLowerCase() });
      else log(`skipped ${file}: "moved_to" is not "owner/name"`);
      continue;
    }
    const id = value.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || index.byId.has(id)) {
      log(`skipped ${file}: "id" is not a whole number above 0 that no other fixture has`);
      continue;
    }
    const body = JSON.stringify(value);
    const repo = { file, id, fullName, body, etag: etagOf(body) };
    index.byName.set(key, repo);
    index.byId.set(id, repo);
  }
  for (const move of moves) {
    const target = index.byName.get(move.to);
    if (target) index.moved.set(move.from, target);
    else log(`skipped ${move.file}: it moves to ${move.to}, which no fixture serves`);
  }
  return index;
}
