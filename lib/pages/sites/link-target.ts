// What a link on any page points at, and what the tab the popup opens on shows: an arXiv paper (any
// address section 1 of the ids reads: arXiv's own pages, the DOI, Hugging Face, alphaXiv, Semantic
// Scholar, ADS …) or a GitHub repository. One reading for both: a tab's address is read as a link to it.
import { parseArxivId } from '../../ids/arxiv';
import { parseRepoUrl } from '../../ids/github';
import type { NamedTarget } from '../../ids/read-targets';

/**
 * The paper or repository `href` (an absolute address: a link's, or a tab's, undefined when the
 * browser withholds it) points at, or null. Only addresses count, never bare ids.
 * @example linkTarget('https://github.com/openai/whisper/tree/main') // { kind: 'repo', owner: 'openai', name: 'whisper' }
 * @example linkTarget('https://arxiv.org/html/2607.21653v1/#S2') // { kind: 'paper', arxivId: '2607.21653' }
 */
export function linkTarget(href: string | undefined): NamedTarget | null {
  const address = href ?? '';
  if (!/^https?:\/\//i.test(address)) return null;
  const paper = parseArxivId(address);
  if (paper) return { kind: 'paper', arxivId: paper.id };
  const repo = parseRepoUrl(address);
  return repo && /^https?:\/\/(www\.)?github\.com\//i.test(address) ? { kind: 'repo', owner: repo.owner, name: repo.name } : null;
}
