// Reads GitHub's "get a repository" answer (GET /repos/{owner}/{repo}) into checked facts: each fact
// is read on its own, and one that is missing, of the wrong type or impossible reads as null (false
// for the two flags), so a strange field never takes the others with it.
import { z } from 'zod';
import { parseRepoRef } from '../ids/github';
import type { GithubFacts } from './github-state-types';

/** A push this far ahead of our clock is a clock off by more than a day, or a made-up answer. */
export const MAX_FUTURE_PUSH_MS = 24 * 60 * 60 * 1000;
/** An owner (39 characters at most), a slash, a name (100 at most). */
const MAX_FULL_NAME = 140;
/** GitHub's language names are short ("Jupyter Notebook"); longer text is no language's. */
const MAX_LANGUAGE = 100;
const MAX_SPDX = 64;
/** Git itself sets no limit, but no file system holds a longer ref name. */
const MAX_BRANCH = 255;
/** `2023-03-04T10:15:00Z`, the form GitHub writes (an offset or fractions of a second also read). */
const MAX_DATE = 40;

const SPDX_RE = /^[A-Za-z0-9.+-]+$/;
// Control, format (bidi overrides, zero-width), lone surrogate and line/paragraph separator
// characters: none belongs in a label.
const UNSHOWABLE_RE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
// What git refuses in a branch name (git check-ref-format): spaces and ~^:?*[\, `..`, `@{`, `//`,
// a leading `/`, `.` or `-`, a trailing `/` or `.`, and a `.lock` ending.
const REF_FORBIDDEN_RE = /[\s~^:?*[\\]|\.\.|@\{|\/\/|^[/.-]|[/.]$|\.lock$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * True for `owner/name` exactly as lib/ids/github.ts accepts a repository (no URL, no `.git`, no
 * spaces, no owner GitHub keeps for its own pages).
 * @example isRepoName('openai/whisper') // true
 * @example isRepoName('https://github.com/openai/whisper') // false
 */
export function isRepoName(text: string): boolean {
  const ref = text.length <= MAX_FULL_NAME ? parseRepoRef(text) : null;
  return ref !== null && `${ref.owner}/${ref.name}` === text;
}

/** True when the date's fields name a real moment: `2023-02-31` is refused, not rolled over to March. */
function isRealDate(text: string): boolean {
  if (!DATE_RE.test(text)) return false;
  // The fields read as UTC and written back: a day or an hour that rolled over comes back changed.
  const fields = text.slice(0, 19);
  const at = Date.parse(`${fields}Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 19) === fields;
}

/** A string checked for length first, so no pattern or test ever meets long text. */
const bounded = (max: number, test: (text: string) => boolean) => z.string().max(max, { abort: true }).refine(test);
/** A field that reads as null when it is missing, null, of another type or fails its check. */
const loose = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);
const count = loose(z.int().min(0));
const label = (text: string) => text.trim() === text && text !== '' && !UNSHOWABLE_RE.test(text);

const answerSchema = z.object({
  full_name: bounded(MAX_FULL_NAME, isRepoName),
  archived: z.boolean().catch(false),
  disabled: z.boolean().catch(false),
  language: loose(bounded(MAX_LANGUAGE, label)),
  size: count,
  default_branch: loose(bounded(MAX_BRANCH, (name) => label(name) && !REF_FORBIDDEN_RE.test(name))),
  pushed_at: loose(bounded(MAX_DATE, isRealDate).transform((text) => Date.parse(text))),
  stargazers_count: count,
  license: loose(z.object({ spdx_id: loose(bounded(MAX_SPDX, (id) => SPDX_RE.test(id) && id !== 'NOASSERTION')) })),
  fork: z.boolean().catch(false),
  parent: loose(z.object({ full_name: bounded(MAX_FULL_NAME, isRepoName) })),
});

const repoUrl = (fullName: string) => `https://github.com/${fullName}`;

/**
 * The checked facts of a repository answer, or null when the body is no object or names no valid
 * `owner/name`. Addresses are built from the names, never taken from the answer's `html_url`.
 * `now` (epoch ms) bounds the last push: one more than a day ahead of it reads as null.
 * @example readGithubFacts({ full_name: 'openai/whisper', stargazers_count: 3 }, Date.now())?.url // 'https://github.com/openai/whisper'
 */
export function readGithubFacts(body: unknown, now: number): GithubFacts | null {
  const read = answerSchema.safeParse(body);
  if (!read.success) return null;
  const answer = read.data;
  const pushedAt = answer.pushed_at ?? null;
  const parent = answer.fork ? (answer.parent ?? null) : null;
  return {
    fullName: answer.full_name,
    url: repoUrl(answer.full_name),
    archived: answer.archived,
    disabled: answer.disabled,
    language: answer.language ?? null,
    sizeKb: answer.size ?? null,
    defaultBranch: answer.default_branch ?? null,
    pushedAt: pushedAt !== null && pushedAt <= now + MAX_FUTURE_PUSH_MS ? pushedAt : null,
    stars: answer.stargazers_count ?? null,
    licence: answer.license?.spdx_id ?? null,
    parent: parent && { fullName: parent.full_name, url: repoUrl(parent.full_name) },
  };
}
