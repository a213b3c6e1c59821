// The addresses that carry an arXiv id: arXiv's own pages on any of its hosts, its legacy queries and
// export API, and the services that name a paper by its id (ar5iv, Hugging Face, alphaXiv, Semantic
// Scholar, ADS, Google Scholar, INSPIRE). Each rule gives the candidate text; lib/ids/arxiv.ts reads it.
// Inputs are bounded (lib/ids/input-bound.ts) and read with the URL parser: no pattern here can backtrack.

const ARXIV_HOSTS: ReadonlySet<string> = new Set(['arxiv.org', 'www.arxiv.org', 'export.arxiv.org', 'browse.arxiv.org']);
/** arXiv page kinds whose path continues with the id (`/abs/<id>`, `/pdf/<id>.pdf`, `/e-print/<id>`...). */
const ARXIV_PAGES: ReadonlySet<string> = new Set(['abs', 'pdf', 'html', 'format', 'src', 'e-print', 'tb', 'bibtex', 'ps', 'dvi']);
/** arXiv pages whose id is the path's end, after other segments (`/show-email/<hash>/<id>`, `/auth/show-endorsers/<id>`). */
const ARXIV_TAIL_PAGES: ReadonlySet<string> = new Set(['show-email', 'auth']);

/** A URL's parts as the rules read them; null for an address written with a port. */
function partsOf(url: URL) {
  // Addresses as the services write them: no port, page kinds in their own case.
  if (url.port !== '') return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  const [kind = '', ...rest] = segments;
  return { host, segments, kind, rest, query: (name: string) => url.searchParams.get(name) ?? '' };
}

/**
 * The id candidates an address on one of arXiv's own hosts carries, most likely first (several for
 * the export API's `id_list`); [] for any other address. Candidates may keep a version and, for
 * old-style ids, the slash. (Apart from the other services so the arXiv pages' scripts carry only this.)
 * @example arxivUrlCandidates(new URL('https://arxiv.org/pdf/2607.21653v2.pdf')) // ['2607.21653v2']
 */
export function arxivUrlCandidates(url: URL): string[] {
  const parts = partsOf(url);
  if (!parts || !ARXIV_HOSTS.has(parts.host)) return [];
  const { host, kind, rest, query } = parts;
  if (host === 'export.arxiv.org' && kind === 'api') return query('id_list').split(',').filter(Boolean);
  // Legacy addresses kept the id in a query: /abs?id=..., /pdf?id=...
  if (query('id') && (ARXIV_PAGES.has(kind) || kind === '')) return [query('id')];
  if (kind === 'html') return joinedForms(rest);
  if (ARXIV_PAGES.has(kind)) return [withoutSuffix(kind, rest.join('/'))];
  if (ARXIV_TAIL_PAGES.has(kind)) return tailForms(rest);
  return [];
}

/**
 * The id candidates an address of a service that names papers by their arXiv id carries (ar5iv,
 * Hugging Face, alphaXiv, Semantic Scholar, ADS, Google Scholar, INSPIRE); [] for any other address.
 * @example serviceUrlCandidates(new URL('https://huggingface.co/papers/2607.21653')) // ['2607.21653']
 */
export function serviceUrlCandidates(url: URL): string[] {
  const parts = partsOf(url);
  if (!parts) return [];
  const { host, segments, kind, rest, query } = parts;
  if (host === 'ar5iv.org' || host === 'ar5iv.labs.arxiv.org' || host === 'www.ar5iv.org') {
    if (kind === 'html') return joinedForms(rest);
    return kind === 'abs' || kind === 'pdf' ? [withoutSuffix(kind, rest.join('/'))] : [];
  }
  if (host === 'huggingface.co' || host === 'www.huggingface.co') return kind === 'papers' ? [rest.join('/')] : [];
  if (host === 'alphaxiv.org' || host === 'www.alphaxiv.org') return kind === 'abs' || kind === 'overview' ? [rest.join('/')] : [];
  if (host === 'semanticscholar.org' || host.endsWith('.semanticscholar.org')) {
    if (kind === 'arxiv') return [rest.join('/')];
    // The API's paper ids: /graph/v1/paper/arXiv:<id>, /arXiv:<id>.
    const named = segments.find((s) => /^arxiv:/i.test(s));
    return named ? [named.slice('arxiv:'.length)] : [];
  }
  if (host === 'ui.adsabs.harvard.edu' || host === 'adsabs.harvard.edu') {
    // /abs/arXiv:<id>/abstract, old-style ids with their slash as %2F (decoded above).
    const named = kind === 'abs' ? rest.find((s) => /^arxiv:/i.test(s)) : undefined;
    return named ? [named.slice('arxiv:'.length)] : [];
  }
  if (/^scholar\.google\.[a-z.]+$/.test(host)) return kind === 'scholar_lookup' && query('arxiv_id') ? [query('arxiv_id')] : [];
  if (host === 'inspirehep.net' || host === 'www.inspirehep.net') return kind === 'arxiv' ? [rest.join('/')] : [];
  return [];
}

/** A segment as text (`%2F` becomes `/`); a malformed escape is kept as written. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** An HTML rendering keeps its figures and sections under the id (`/html/2607.21653v1/x1.png`): the
 * whole rest, then its first segment (a new-style id), then its first two (an old-style one). */
function joinedForms(rest: string[]): string[] {
  const whole = rest.join('/');
  const forms = [whole, rest[0] ?? '', rest.slice(0, 2).join('/')];
  return forms.filter((form, i, all) => form !== '' && all.indexOf(form) === i);
}

/** The id of a download address: `/pdf/<id>.pdf`, `/ps/<id>.ps.gz` and the like. */
function withoutSuffix(kind: string, text: string): string {
  if (kind === 'pdf') return text.replace(/\.pdf$/, '');
  if (kind === 'ps' || kind === 'dvi') return text.replace(/\.(?:ps|dvi)(?:\.gz)?$/, '');
  return text;
}

/** The id at the path's end: its last segment, or its last two for an old-style id. */
function tailForms(rest: string[]): string[] {
  const last = rest.at(-1) ?? '';
  const two = rest.slice(-2).join('/');
  return [two, last].filter((form, i, all) => form !== '' && all.indexOf(form) === i);
}
