// Reads arXiv identifiers out of ids, URLs and DOIs, and writes them back out.
//
// Two grammars. New-style `YYMM.NNNN` (2007-04 to 2014-12) and `YYMM.NNNNN` (2015-01 on); old-style
// `archive/YYMMNNN` or `archive.SC/YYMMNNN` (1991 to 2007-03, as arXiv itself rules). Canonical ids
// carry no version and no subject class, archives lower-case: `math.GT/0309136v2` is `math/0309136`.
//
// Finding ids in free text is lib/ids/arxiv-find.ts.
import { isArxivArchive } from './arxiv-archives';
import { MAX_ID_INPUT } from './input-bound';
import { arxivUrlCandidates, serviceUrlCandidates } from './paper-urls';

/** An arXiv paper: canonical id, and the version when one was named. */
export interface ArxivId {
  id: string;
  version?: number;
}

const DOI_RE = /^(?:(?:https?:\/\/)?(?:dx\.)?doi\.org\/|doi:\s*)?10\.48550\/arxiv\.([^?#\s]+)(?:[?#]\S*)?$/i;
/** An address with or without its scheme: a host with a dot, then a path, query or nothing; no spaces. */
const URL_SHAPE = /^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\.?(?::\d+)?(?:[/?#]\S*)?$/i;
/** `arXiv:<id>` or `arXiv <id>`, and the stamp down the side of an arXiv PDF after it: ` [cs.LG] 22 Jul 2026`. */
const PREFIXED_RE = /^arxiv(?::\s*|\s+)(\S+)(?:\s+\[[^\]\s]{1,40}\](?:\s+\d{1,2}\s+[a-z]{3,9}\s+\d{4})?)?$/i;

/**
 * The canonical form of a version-less id, or null when it is not a real arXiv id.
 * @example canonicalCore('math.GT/0309136') // 'math/0309136'
 */
export function canonicalCore(core: string): string | null {
  const fresh = /^(\d\d)(\d\d)\.(\d{4,5})$/.exec(core);
  if (fresh) {
    // Stryker disable next-line StringLiteral: the pattern always captures these groups
    const [, yy = '', mm = '', num = ''] = fresh;
    const month = Number(mm);
    const yymm = Number(yy + mm);
    // Four-digit numbers ran out at the end of 2014; five-digit ones started in January 2015.
    const widthOk = num.length === 4 ? yymm <= 1412 : yymm >= 1501;
    return month >= 1 && month <= 12 && yymm >= 704 && widthOk && Number(num) > 0 ? core : null;
  }
  const old = /^([a-z]+(?:-[a-z]+)?)(?:\.[a-z][a-z-]*[a-z])?\/(\d\d)(\d\d)(\d{3})$/i.exec(core);
  if (!old) return null;
  // Stryker disable next-line StringLiteral: the pattern always captures these groups
  const [, archive = '', yy = '', mm = '', num = ''] = old;
  const year = Number(yy);
  const month = Number(mm);
  // 91-99 are the 1990s, 00-07 the 2000s; old-style numbering stopped after March 2007.
  const dateOk = month >= 1 && month <= 12 && (year >= 91 || year <= 6 || (year === 7 && month <= 3));
  return isArxivArchive(archive) && dateOk && Number(num) > 0 ? `${archive.toLowerCase()}/${yy}${mm}${num}` : null;
}

/**
 * An id with an optional `v<n>` suffix and nothing else around it: what an arXiv link's path holds
 * after `/abs/` (the listing script needs no more, and so carries no address parsing).
 * @example parseBareArxivId('hep-th/9901001v2') // { id: 'hep-th/9901001', version: 2 }
 */
export function parseBareArxivId(text: string): ArxivId | null {
  return typeof text === 'string' && text.length <= MAX_ID_INPUT ? parseBare(text) : null;
}

/** An id with an optional `v<n>` suffix and nothing else around it. */
function parseBare(text: string): ArxivId | null {
  const split = /^(.+?)(?:[vV]([1-9]\d*))?$/.exec(text);
  // Stryker disable next-line StringLiteral: the pattern always captures this group
  const id = split ? canonicalCore(split[1] ?? '') : null;
  if (!split || id === null) return null;
  if (split[2] === undefined) return { id };
  const version = Number(split[2]);
  return Number.isSafeInteger(version) ? { id, version } : null;
}

/** The first of an address's id candidates (lib/ids/paper-urls.ts) that is an id. */
function firstId(candidates: readonly string[]): ArxivId | null {
  for (const candidate of candidates) {
    const id = parseBare(candidate);
    if (id) return id;
  }
  return null;
}

/** A URL, scheme optional, that `candidates` (lib/ids/paper-urls.ts) find an id in. */
function parsePaperUrl(text: string, candidates: (url: URL) => string[]): ArxivId | null {
  if (!URL_SHAPE.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  return firstId(candidates(url));
}

/**
 * The paper an address on one of arXiv's own hosts names, read from its parts: what a script on an
 * arXiv page needs of its own location. It skips the text patterns parseArxivIdOnArxiv tries (an
 * address matches none of them), each of which would cost the page its compilation at its first use,
 * about 0.1 ms each as the page loads.
 * @example arxivIdOfUrl(new URL('https://arxiv.org/abs/2607.21653v2')) // { id: '2607.21653', version: 2 }
 */
export function arxivIdOfUrl(url: URL): ArxivId | null {
  return url.href.length > MAX_ID_INPUT ? null : firstId(arxivUrlCandidates(url));
}

/**
 * parseArxivId less the other services' addresses: what arXiv's own pages show, for the scripts
 * that run there (they then carry no table of other sites). A bare id, the commonest input, is tried
 * first: no other form can also read as one.
 * @example parseArxivIdOnArxiv('https://arxiv.org/abs/2607.21653v2') // { id: '2607.21653', version: 2 }
 */
export function parseArxivIdOnArxiv(input: string): ArxivId | null {
  if (typeof input !== 'string' || input.length > MAX_ID_INPUT) return null;
  const text = input.trim();
  const bare = parseBare(text);
  if (bare) return bare;
  const prefixed = PREFIXED_RE.exec(text);
  // Stryker disable next-line StringLiteral: the pattern always captures this group
  if (prefixed) return parseBare(prefixed[1] ?? '');
  const doi = DOI_RE.exec(text);
  // Stryker disable next-line StringLiteral: the pattern always captures this group
  if (doi) return parseBare(doi[1] ?? '');
  return parsePaperUrl(text, arxivUrlCandidates);
}

/**
 * Reads one arXiv id from a bare id, `arXiv:` or `arXiv ` id (any case, spaces after the colon, the
 * side stamp of an arXiv PDF after it), any URL that carries a paper (lib/ids/paper-urls.ts: arXiv's
 * hosts and pages, legacy queries, the export API, ar5iv, Hugging Face, alphaXiv, Semantic Scholar,
 * ADS, Google Scholar, INSPIRE; scheme optional) or the `10.48550/arXiv.` DOI (bare, `doi:` or
 * doi.org URL, any case). Never throws; null for anything else.
 * @example parseArxivId('https://arxiv.org/pdf/2607.21653v2.pdf') // { id: '2607.21653', version: 2 }
 * @example parseArxivId('math.GT/0309136') // { id: 'math/0309136' }
 */
export function parseArxivId(input: string): ArxivId | null {
  const own = parseArxivIdOnArxiv(input);
  if (own || typeof input !== 'string' || input.length > MAX_ID_INPUT) return own;
  return parsePaperUrl(input.trim(), serviceUrlCandidates);
}

/**
 * Writes an id back as arXiv does, the version as a `v` suffix.
 * @example formatArxivId({ id: '2607.21653', version: 2 }) // '2607.21653v2'
 */
export function formatArxivId(id: ArxivId): string {
  return id.version === undefined ? id.id : `${id.id}v${id.version}`;
}

/**
 * The record site's slug for a paper: any form parseArxivId reads, version and subject class
 * dropped, `.` and `/` as `-`. Throws for input that is not an arXiv id (callers check first).
 * @example recordSlug('math.GT/0309136v2') // 'arxiv-math-0309136'
 */
export function recordSlug(id: string): string {
  const parsed = parseArxivId(id);
  if (!parsed) throw new Error(`recordSlug: "${String(id).slice(0, 80)}" is not an arXiv identifier`);
  return `arxiv-${parsed.id.replace(/[./]/g, '-')}`;
}
