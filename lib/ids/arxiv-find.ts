// Finds the arXiv ids that free text names (README prose, markdown, HTML, BibTeX).
//
// It must not mistake version numbers, dates or decimals for papers, so it takes a
// new-style id only in an arXiv context: an arxiv.org link (abs, pdf, html, format), the word
// "arXiv" just before it (`arXiv:`, `arXiv: `, `arXiv preprint `, the `10.48550/arXiv.` DOI, the
// `badge/arXiv-` badge), or a BibTeX `eprint =` field. An old-style id names a real archive and a
// slash, which prose never does by chance, so it counts bare too (but not inside another path).
// Only the id right after its context is taken: in `arXiv: 2607.21653, 2607.21654` the second is not.
// (Apart from lib/ids/arxiv.ts so that only the scripts that search text carry these patterns.)
import { ARXIV_ARCHIVES } from './arxiv-archives';
import { canonicalCore } from './arxiv';

// Order is free: the regex backtracks from `math` to `math-ph` when `-ph/` follows.
const ARCHIVE_ALT = ARXIV_ARCHIVES.join('|');
const NEW_CORE = String.raw`\d{4}\.\d{4,5}`;
const OLD_CORE = String.raw`(?:${ARCHIVE_ALT})(?:\.[a-z][a-z-]*[a-z])?\/\d{7}`;
const URL_CTX = String.raw`(?<![a-z0-9.-])(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf|html|format)\/`;
const WORD_NOTE = String.raw`(?:\s+(?:preprint|id|identifier|e-?print|paper|no\.?))?`;
const WORD_CTX = String.raw`(?<![a-z0-9])arxiv(?:\.org)?${WORD_NOTE}(?:[\s:.,;#|()[\]{}\/_-]|%3a|%20){1,3}`;
// One optional brace or quote between two runs of spaces, never two adjacent `\s*` (slow on long gaps).
const EPRINT_CTX = String.raw`(?<![a-z0-9])eprint\s*=\s*(?:[{"]\s*)?`;
// Group 1: an id after a context; group 2: a bare old-style id. Neither may run on into letters,
// digits or a further `.digit` (which would make it part of a longer number).
const IN_CONTEXT = `(?:${URL_CTX}|${WORD_CTX}|${EPRINT_CTX})(${NEW_CORE}|${OLD_CORE})`;
const BARE_OLD = String.raw`(?<![a-z0-9._\/-])(${OLD_CORE})`;
const FIND_RE = new RegExp(String.raw`(?:${IN_CONTEXT}|${BARE_OLD})(?:v[1-9]\d*)?(?![a-z0-9]|\.\d)`, 'gi');

/**
 * Every arXiv id named in free text (README prose, markdown, HTML, BibTeX), canonical and without
 * versions, in first-seen order, each once. See the header of this file for what counts as an arXiv context.
 * @example findArxivIds('see arXiv:2607.21653v2 and hep-th/9901001, python 3.10') // ['2607.21653', 'hep-th/9901001']
 */
export function findArxivIds(text: string): string[] {
  return [...new Set(findArxivIdsAt(text).map((found) => found.id))];
}

/**
 * Like findArxivIds, each id with where in `text` its context starts (every mention, repeats too).
 * @example findArxivIdsAt('see arXiv:2607.21653') // [{ id: '2607.21653', index: 4 }]
 */
export function findArxivIdsAt(text: string): { id: string; index: number }[] {
  if (typeof text !== 'string') return [];
  const found: { id: string; index: number }[] = [];
  for (const match of text.matchAll(FIND_RE)) {
    // Stryker disable next-line StringLiteral: every match captures one of the two groups
    const id = canonicalCore(match[1] ?? match[2] ?? '');
    if (id !== null) found.push({ id, index: match.index });
  }
  return found;
}
