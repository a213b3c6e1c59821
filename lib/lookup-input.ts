// Reads what a person types into the popup: an arXiv paper, a GitHub repository, or neither.
import { parseArxivId } from './ids/arxiv';
import { parseRepoRef } from './ids/github';
import { type NamedTarget, readTargets } from './ids/read-targets';

/** Something the popup can look up: a paper by canonical arXiv id, or a repository. */
export type LookupTarget = NamedTarget;

export type LookupInput = LookupTarget | { kind: 'choose'; targets: LookupTarget[] } | { kind: 'unknown'; hint: string };

/** At most this many papers and repositories of one paste are offered to choose from. */
export const MAX_CHOICES = 10;

/** The one line shown for input that is neither; it names every accepted form. */
export const LOOKUP_HINT =
  'Type or paste an arXiv id (2607.21653, arXiv:2607.21653, an arxiv.org, Hugging Face, alphaXiv or Semantic Scholar link, a BibTeX entry or the 10.48550 DOI) or a GitHub repository (owner/name or a github.com link).';

/**
 * Any form `parseArxivId` reads (bare, `arXiv:`, the URLs that carry an id, the DOI) becomes a paper,
 * with the canonical id (no version: a record is per paper); any GitHub repository URL or
 * `owner/name` becomes a repository. Longer text (a sentence, a BibTeX entry, a list) becomes what it
 * names: the one paper or repository, or, when it names several, the first MAX_CHOICES to choose
 * from rather than a guess. Never throws.
 * @example parseLookupInput('https://arxiv.org/pdf/2607.21653v2') // { kind: 'paper', arxivId: '2607.21653' }
 * @example parseLookupInput('github.com/openai/whisper/issues') // { kind: 'repo', owner: 'openai', name: 'whisper' }
 */
export function parseLookupInput(input: string): LookupInput {
  // Papers first: old-style ids (`hep-th/9901001`) also have the shape of `owner/name`.
  const paper = parseArxivId(input);
  if (paper) return { kind: 'paper', arxivId: paper.id };
  const repo = parseRepoRef(input);
  if (repo) return { kind: 'repo', owner: repo.owner, name: repo.name };
  const named = readTargets(input);
  if (named.length === 1) return named[0]!;
  // Stryker disable next-line EqualityOperator: one name was answered just above, so >= 1 and > 1 part the same lists
  if (named.length > 1) return { kind: 'choose', targets: named.slice(0, MAX_CHOICES) };
  return { kind: 'unknown', hint: LOOKUP_HINT };
}

/**
 * The text that names a target again, as the popup's input shows it and recent lookups keep it.
 * @example targetQuery({ kind: 'repo', owner: 'openai', name: 'whisper' }) // 'openai/whisper'
 */
export function targetQuery(target: LookupTarget): string {
  return target.kind === 'paper' ? target.arxivId : `${target.owner}/${target.name}`;
}

/**
 * How a list names a target: a paper with its `arXiv:` prefix, a repository as `owner/name`.
 * @example targetName({ kind: 'paper', arxivId: '2607.21653' }) // 'arXiv:2607.21653'
 */
export function targetName(target: LookupTarget): string {
  return target.kind === 'paper' ? `arXiv:${target.arxivId}` : targetQuery(target);
}
