// Everything a piece of text names: arXiv papers and GitHub repositories, in the order it names them.
// One reading for the popup's paste, and for the scanners that read a page's links and text.
import { parseArxivId } from './arxiv';
import { findArxivIdsAt } from './arxiv-find';
import { parseRepoUrl, repoKey } from './github';

/** A paper by canonical arXiv id, or a repository (the popup's lookup target is this very type). */
export type NamedTarget = { kind: 'paper'; arxivId: string } | { kind: 'repo'; owner: string; name: string };

/** Text longer than this is read only this far: a pasted page, not a line. */
export const MAX_READ = 100_000;

/** Words of the text: split at spaces and at what surrounds an address in prose, markdown or HTML. */
const TOKEN_RE = /[^\s<>()[\]{}"'`,;|]+/g;

const BARE_NEW = /^\d{4}\.\d{4,5}(?:v\d+)?$/i;

/** A key under which one paper or repository is counted once. */
export const targetKey = (target: NamedTarget) => (target.kind === 'paper' ? `paper:${target.arxivId}` : `repo:${repoKey(target)}`);

/**
 * The distinct papers and repositories `text` names, in the order it first names them: any address
 * or form parseArxivId reads (a word at a time; a bare new-style id only in an arXiv context), ids in an arXiv context in prose (`arXiv:…`, `arXiv
 * preprint …`, BibTeX `eprint =`, the DOI, the side stamp of a PDF; see arxiv-find.ts) and any GitHub
 * repository address (plain `owner/name` only when it is the whole text: in prose it is too often
 * something else, "and/or"). Linear in the text's length; never throws.
 * @example readTargets('See arXiv:2607.21653 and https://github.com/openai/whisper') // [paper 2607.21653, repo openai/whisper]
 */
export function readTargets(text: string): NamedTarget[] {
  if (typeof text !== 'string') return [];
  const read = text.slice(0, MAX_READ);
  const found: { at: number; target: NamedTarget }[] = [];
  for (const match of read.matchAll(TOKEN_RE)) {
    // A sentence's full stop or colon is not part of the address before it.
    const word = match[0].replace(/[.:!?]+$/, '');
    // A bare new-style id in prose could be any number: it counts only in an arXiv context (below).
    const paper = BARE_NEW.test(word) ? null : parseArxivId(word);
    if (paper) {
      found.push({ at: match.index, target: { kind: 'paper', arxivId: paper.id } });
      continue;
    }
    const repo = parseRepoUrl(word);
    if (repo && /github\.com/i.test(word)) found.push({ at: match.index, target: { kind: 'repo', ...repo } });
  }
  for (const { id, index } of findArxivIdsAt(read)) found.push({ at: index, target: { kind: 'paper', arxivId: id } });
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  const out: NamedTarget[] = [];
  for (const { target } of found) {
    const key = targetKey(target);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(target);
  }
  return out;
}
