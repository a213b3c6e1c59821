// What a link on any page points at: an arXiv paper (any address section 1 of the ids reads: arXiv's
// own pages, the DOI, Hugging Face, alphaXiv, Semantic Scholar, ADS …) or a GitHub repository.
import { parseArxivId } from '../../ids/arxiv';
import { parseRepoUrl } from '../../ids/github';
import type { NamedTarget } from '../../ids/read-targets';

/**
 * The paper or repository `href` (an absolute address) points at, or null.
 * @example linkTarget('https://github.com/openai/whisper/tree/main') // { kind: 'repo', owner: 'openai', name: 'whisper' }
 */
export function linkTarget(href: string): NamedTarget | null {
  if (!/^https?:\/\//i.test(href)) return null;
  const paper = parseArxivId(href);
  if (paper) return { kind: 'paper', arxivId: paper.id };
  const repo = parseRepoUrl(href);
  return repo && /^https?:\/\/(www\.)?github\.com\//i.test(href) ? { kind: 'repo', owner: repo.owner, name: repo.name } : null;
}
