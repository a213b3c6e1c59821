// zod schema for a repo record (`GET /repo/{owner}/{name}`) and the reader that checks it names the
// repository asked for. Loose like the paper schema: nullish fields, unknown fields dropped.
import { z } from 'zod';
import { parseRepoRef, repoKey, type RepoRef } from '../ids/github';
import { readSection } from './read-record';
import { aboutSchema, type About } from './schema';

const text = z.string().nullish();
const count = z.number().nullish();

/** Samples of the repository in one paper, by status; other statuses are ignored. */
export const repoSampleCountsSchema = z.object({ ran: count, unverified: count, total: count });

/** One paper whose record names the repository. `arxiv_id` may be null in a server's output. */
export const repoPaperSchema = z.object({
  arxiv_id: text,
  title: text,
  url: text,
  repo_kind: text,
  is_official: z.boolean().nullish(),
  samples: repoSampleCountsSchema.nullish(),
});

/** The fields that must read for the record to be usable at all. */
export const repoCoreSchema = z.object({ repo: z.string(), papers: z.array(z.unknown()).nullish() });

export type RepoPaper = z.infer<typeof repoPaperSchema>;

export interface RepoRecord {
  /** "owner/name" as the record spells it (a URL in `repo` is reduced to that). */
  repo: string;
  papers: RepoPaper[];
  /** null when the record has no `about` block or it does not read. */
  about: About | null;
  /** What could not be read (paper rows skipped, a broken `about`), or null. */
  problem: string | null;
}

export type RepoRecordRead = { ok: true; record: RepoRecord } | { ok: false; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a parsed body as the repo record of `expected`. A paper row that does not match is skipped
 * (and reported) rather than failing the record, so one bad row never hides the others.
 * @example readRepoRecord(json, { owner: 'NVIDIA-NeMo', name: 'labs-molt' }).ok
 */
export function readRepoRecord(json: unknown, expected: RepoRef): RepoRecordRead {
  if (!isObject(json)) return { ok: false, problem: 'the repo record is not a JSON object' };
  const core = readSection(repoCoreSchema, json, 'repo record');
  if (!core.ok) return { ok: false, problem: core.problem };
  const named = parseRepoRef(core.value.repo);
  // A record for another repository (a proxy's mix-up, a redirect) must never be shown as this one's.
  if (!named || repoKey(named) !== repoKey(expected)) {
    return { ok: false, problem: `the repo record is for "${core.value.repo.slice(0, 100)}", not ${expected.owner}/${expected.name}` };
  }
  const problems: string[] = [];
  const papers: RepoPaper[] = [];
  (core.value.papers ?? []).forEach((row, i) => {
    const paper = readSection(repoPaperSchema, row, `papers.${i}`);
    if (paper.ok) papers.push(paper.value);
    else problems.push(paper.problem);
  });
  const about = readSection(aboutSchema.nullish(), json.about, 'about');
  if (!about.ok) problems.push(about.problem);
  return {
    ok: true,
    record: {
      repo: `${named.owner}/${named.name}`,
      papers,
      about: about.ok ? (about.value ?? null) : null,
      problem: problems.length > 0 ? `Part of the repo record could not be read: ${problems.join('; ')}` : null,
    },
  };
}
