// Reads arXiv identifiers out of ids, URLs and DOIs, and writes them back out.
//
// Two grammars. New-style `YYMM.NNNN` (2007-04 to 2014-12) and `YYMM.NNNNN` (2015-01 on); old-style
// `archive/YYMMNNN` or `archive.SC/YYMMNNN` (1991 to 2007-03, as arXiv itself rules). Canonical ids
// carry no version and no subject class, archives lower-case: `math.GT/0309136v2` is `math/0309136`.
//
// Finding ids in free text is lib/ids/arxiv-find.ts.
import { isArxivArchive } from './arxiv-archives';
import { MAX_ID_INPUT } from './input-bound';

/** An arXiv paper: canonical id, and the version when one was named. */
export interface ArxivId {
  id: string;
  version?: number;
}

const HOSTS: ReadonlySet<string> = new Set(['arxiv.org', 'www.arxiv.org', 'export.arxiv.org']);
const DOI_RE = /^(?:(?:https?:\/\/)?(?:dx\.)?doi\.org\/|doi:\s*)?10\.48550\/arxiv\.([^?#\s]+)(?:[?#]\S*)?$/i;
const URL_RE = /^(?:https?:\/\/)?([^/?#\s]+)(\/[^?#\s]*)(?:[?#]\S*)?$/i;

/** `path` without its trailing slashes, by hand: `/\/+$/` is quadratic on a long run of them. */
function trimSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}

/**
 * The canonical form of a version-less id, or null when it is not a real arXiv id.
 * @example canonicalCore('math.GT/0309136') // 'math/0309136'
 */
export function canonicalCore(core: string): string | null {
  const fresh = /^(\d\d)(\d\d)\.(\d{4,5})$/.exec(core);
  if (fresh) {
    const [, yy = '', mm = '', num = ''] = fresh;
    const month = Number(mm);
    const yymm = Number(yy + mm);
    // Four-digit numbers ran out at the end of 2014; five-digit ones started in January 2015.
    const widthOk = num.length === 4 ? yymm <= 1412 : yymm >= 1501;
    return month >= 1 && month <= 12 && yymm >= 704 && widthOk && Number(num) > 0 ? core : null;
  }
  const old = /^([a-z]+(?:-[a-z]+)?)(?:\.[a-z][a-z-]*[a-z])?\/(\d\d)(\d\d)(\d{3})$/i.exec(core);
  if (!old) return null;
  const [, archive = '', yy = '', mm = '', num = ''] = old;
  const year = Number(yy);
  const month = Number(mm);
  // 91-99 are the 1990s, 00-07 the 2000s; old-style numbering stopped after March 2007.
  const dateOk = month >= 1 && month <= 12 && (year >= 91 || year <= 6 || (year === 7 && month <= 3));
  return isArxivArchive(archive) && dateOk && Number(num) > 0 ? `${archive.toLowerCase()}/${yy}${mm}${num}` : null;
}

/** An id with an optional `v<n>` suffix and nothing else around it. */
function parseBare(text: string): ArxivId | null {
  const split = /^(.+?)(?:[vV]([1-9]\d*))?$/.exec(text);
  const id = split ? canonicalCore(split[1] ?? '') : null;
  if (!split || id === null) return null;
  if (split[2] === undefined) return { id };
  const version = Number(split[2]);
  return Number.isSafeInteger(version) ? { id, version } : null;
}

/** An arxiv.org page URL, scheme optional: /abs/, /pdf/ (with or without .pdf), /html/, /format/. */
function parseArxivUrl(text: string): ArxivId | null {
  const url = URL_RE.exec(text);
  if (!url || !HOSTS.has((url[1] ?? '').toLowerCase())) return null;
  const page = /^\/(abs|pdf|html|format)\/(.+)$/.exec(trimSlashes(url[2] ?? ''));
  if (!page) return null;
  const [, kind, rest = ''] = page;
  if (kind === 'pdf') return parseBare(rest.replace(/\.pdf$/, ''));
  if (kind !== 'html') return parseBare(rest);
  // HTML renderings keep figures and sections under the id: /html/2607.21653v1/x1.png
  const parts = rest.split('/');
  return parseBare(rest) ?? parseBare(parts[0] ?? '') ?? parseBare(parts.slice(0, 2).join('/'));
}

/**
 * Reads one arXiv id from a bare id, `arXiv:` id (any case, optional spaces after the colon), an
 * arxiv.org URL (http, https or no scheme; arxiv.org, www. or export.) or the `10.48550/arXiv.` DOI
 * (bare, `doi:` or doi.org URL). Never throws; null for anything else.
 * @example parseArxivId('https://arxiv.org/pdf/2607.21653v2.pdf') // { id: '2607.21653', version: 2 }
 * @example parseArxivId('math.GT/0309136') // { id: 'math/0309136' }
 */
export function parseArxivId(input: string): ArxivId | null {
  if (typeof input !== 'string' || input.length > MAX_ID_INPUT) return null;
  const text = input.trim();
  const prefixed = /^arxiv:\s*(\S+)$/i.exec(text);
  if (prefixed) return parseBare(prefixed[1] ?? '');
  const doi = DOI_RE.exec(text);
  if (doi) return parseBare(doi[1] ?? '');
  return parseBare(text) ?? parseArxivUrl(text);
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
