// The arXiv archives that prefix old-style identifiers (`hep-th/9901001`), current and defunct.

/**
 * Every archive name an old-style id (1991 to March 2007) can start with, lower-case.
 * Taken from arXiv's own taxonomy (arxiv-base `arxiv/taxonomy/definitions.py`, ARCHIVES),
 * less its `test` archive, which holds no real papers. Defunct archives stay: their papers
 * keep their ids for ever.
 * @example ARXIV_ARCHIVES.includes('hep-th') // true
 */
// biome-ignore format: the archives in rows, open ones first, as arXiv lists them.
export const ARXIV_ARCHIVES: readonly string[] = [
  // Archives still open.
  'astro-ph', 'cond-mat', 'cs', 'econ', 'eess', 'gr-qc', 'hep-ex', 'hep-lat', 'hep-ph', 'hep-th',
  'math', 'math-ph', 'nlin', 'nucl-ex', 'nucl-th', 'physics', 'q-bio', 'q-fin', 'quant-ph', 'stat',
  // Closed archives, folded into categories of the ones above.
  'acc-phys', 'adap-org', 'alg-geom', 'ao-sci', 'atom-ph', 'bayes-an', 'chao-dyn', 'chem-ph',
  'cmp-lg', 'comp-gas', 'dg-ga', 'funct-an', 'mtrl-th', 'patt-sol', 'plasm-ph', 'q-alg',
  'solv-int', 'supr-con',
];

const ARCHIVE_SET: ReadonlySet<string> = new Set(ARXIV_ARCHIVES);

/**
 * True when `name` is an arXiv archive, compared case-insensitively.
 * @example isArxivArchive('HEP-TH') // true
 * @example isArxivArchive('hep') // false
 */
export function isArxivArchive(name: string): boolean {
  return ARCHIVE_SET.has(name.toLowerCase());
}
