// Reads what a person types into the popup: an arXiv paper, a GitHub repository, or neither.
import { parseArxivId } from './ids/arxiv';
import { parseRepoRef } from './ids/github';

/** Something the popup can look up: a paper by canonical arXiv id, or a repository. */
export type LookupTarget = { kind: 'paper'; arxivId: string } | { kind: 'repo'; owner: string; name: string };

export type LookupInput = LookupTarget | { kind: 'unknown'; hint: string };

/** The one line shown for input that is neither; it names every accepted form. */
export const LOOKUP_HINT =
  'Type an arXiv id (2607.21653, arXiv:2607.21653, an arxiv.org link or its 10.48550 DOI) or a GitHub repository (owner/name or a github.com link).';

/**
 * Any form `parseArxivId` reads (bare, `arXiv:`, arxiv.org abs/pdf/html URLs, the DOI) becomes a
 * paper, with the canonical id (no version: a record is per paper); any GitHub repository URL or
 * `owner/name` becomes a repository. Never throws.
 * @example parseLookupInput('https://arxiv.org/pdf/2607.21653v2') // { kind: 'paper', arxivId: '2607.21653' }
 * @example parseLookupInput('github.com/openai/whisper/issues') // { kind: 'repo', owner: 'openai', name: 'whisper' }
 */
export function parseLookupInput(input: string): LookupInput {
  // Papers first: old-style ids (`hep-th/9901001`) also have the shape of `owner/name`.
  const paper = parseArxivId(input);
  if (paper) return { kind: 'paper', arxivId: paper.id };
  const repo = parseRepoRef(input);
  if (repo) return { kind: 'repo', owner: repo.owner, name: repo.name };
  return { kind: 'unknown', hint: LOOKUP_HINT };
}

/**
 * The text that names a target again, as the popup's input shows it and recent lookups keep it.
 * @example targetQuery({ kind: 'repo', owner: 'openai', name: 'whisper' }) // 'openai/whisper'
 */
export function targetQuery(target: LookupTarget): string {
  return target.kind === 'paper' ? target.arxivId : `${target.owner}/${target.name}`;
}
