// Turns a repo record (or none) and the records of the papers involved into the GitHub box's view.
import { parseArxivId } from '../ids/arxiv';
import { normaliseRepoUrl, parseRepoRef, repoKey, type RepoRef } from '../ids/github';
import { attributionOf } from './derive-attribution';
import { isKind, KIND_LABELS } from './derive-repos';
import { runHeadline } from './derive-samples';
import { recordPageUrl } from './record-links';
import type { RepoPaper, RepoRecord } from './repo-schema';
import type { CitationView, FileSampleView, LinkedPaperView, RepoPapersView } from './repo-view-types';
import type { PaperLookup, PaperView, RepoView } from './view-types';

/** At most this many of a repo record's papers are looked up and shown. */
export const MAX_LINKED = 10;

/** @example absUrl('hep-th/9901001') // 'https://arxiv.org/abs/hep-th/9901001' */
export function absUrl(arxivId: string): string {
  // Any text after this https base parses (it is percent-encoded as needed), so this never throws.
  return new URL(`https://arxiv.org/abs/${arxivId}`).href;
}

const isThisRepo = (repo: string | null | undefined, key: string) => {
  const ref = repo ? parseRepoRef(repo) : null;
  return ref !== null && repoKey(ref) === key;
};

/**
 * The paper's code row for the repository keyed `key` (see repoKey); null when the paper does not
 * list it, undefined when its code section could not be read (so nobody can say).
 * @example rowFor(view, 'nvidia-nemo/labs-molt')?.kindLabel // 'found in text'
 */
export function rowFor(view: PaperView, key: string): RepoView | null | undefined {
  if (!view.code.ok) return undefined;
  return view.code.value.find((row) => normaliseRepoUrl(row.url) === `github.com/${key}`) ?? null;
}

// The same words deriveSamples writes inline for a whole paper.

/** The repository's samples in one paper: the repo record's counts when it has them, else counted. */
function samplesOf(counts: RepoPaper['samples'], view: PaperView | null, key: string): LinkedPaperView['samples'] {
  let ran = counts?.ran ?? 0;
  let total = counts?.total ?? null;
  if (total === null && view?.samples.ok && view.samples.value) {
    const mine = view.samples.value.samples.filter((s) => isThisRepo(s.repo, key));
    ran = mine.filter((s) => s.status === 'ran').length;
    total = mine.length;
  }
  return total ? { ran, total, headline: runHeadline(ran, total) } : null;
}

export interface RepoFacts {
  /** The repository asked about, owner and name as the page spells them. */
  ref: RepoRef;
  /** The repo record, or null when the source has none (the README's papers are checked instead). */
  record: RepoRecord | null;
  /** Canonical ids, deduplicated, in the README's order. */
  citedIds: string[];
  /** The lookup of every paper named in the record (capped) and every cited id, by canonical id. */
  papers: ReadonlyMap<string, PaperLookup>;
  /** The record source, for record page links when a record's `about.site` is missing. */
  base: string;
}

const viewOf = (lookup: PaperLookup | undefined) => (lookup?.status === 'found' ? lookup.view : null);

/**
 * A repo record's paper rows by canonical id, first row of an id kept, at most MAX_LINKED.
 * @example [...recordRows(record).keys()] // ['2607.00003', '2607.21653']
 */
export function recordRows(record: RepoRecord | null): Map<string, RepoPaper> {
  const rows = new Map<string, RepoPaper>();
  if (!record) return rows;
  for (const row of record.papers) {
    const id = row.arxiv_id ? parseArxivId(row.arxiv_id)?.id : undefined;
    if (id && !rows.has(id)) rows.set(id, row);
    if (rows.size >= MAX_LINKED) break;
  }
  return rows;
}

function linkedPaper(id: string, facts: RepoFacts, key: string, row: RepoPaper | undefined): LinkedPaperView {
  const view = viewOf(facts.papers.get(id));
  const code = view ? rowFor(view, key) : null;
  // Without a repo record there is no row, and then the paper's own code row decides.
  const rowKind = isKind(row?.repo_kind) ? row.repo_kind : null;
  const rowOfficial = row?.is_official === true;
  const kind = code?.kind ?? rowKind;
  return {
    arxivId: id,
    title: view?.title ?? row?.title ?? null,
    absUrl: absUrl(id),
    recordPageUrl: view?.recordPageUrl ?? recordPageUrl(row?.url, facts.base),
    kind,
    kindLabel: code?.kindLabel ?? (kind ? KIND_LABELS[kind] : null),
    kindExplanation: code?.kindExplanation ?? null,
    official: code ? code.official : rowOfficial || kind === 'official',
    samples: samplesOf(row?.samples, view, key),
  };
}

/**
 * The box's view: linked papers from the repo record (or, without one, the cited papers whose
 * records list the repository), each citation's linkage, the samples by file, the attribution.
 * @example deriveRepoView({ ref, record, citedIds, papers, base }).papers[0]?.kindLabel
 */
export function deriveRepoView(facts: RepoFacts): RepoPapersView {
  const key = repoKey(facts.ref);
  const { record } = facts;
  const rows = recordRows(record);
  const listsRepo = (id: string) => {
    const view = viewOf(facts.papers.get(id));
    return view !== null && !!rowFor(view, key);
  };
  const linkedIds = record ? [...rows.keys()] : facts.citedIds.filter(listsRepo).slice(0, MAX_LINKED);
  const papers = linkedIds.map((id) => linkedPaper(id, facts, key, rows.get(id)));

  const citations = facts.citedIds.map((id): CitationView => {
    const linked = papers.find((p) => p.arxivId === id);
    const lookup = facts.papers.get(id);
    const view = viewOf(lookup);
    const base = { arxivId: id, absUrl: absUrl(id), title: linked?.title ?? view?.title ?? null };
    if (linked) return { ...base, linkage: 'linked', kindLabel: linked.kindLabel };
    const code = view ? rowFor(view, key) : undefined;
    if (code) return { ...base, linkage: 'linked', kindLabel: code.kindLabel };
    if (code === null) return { ...base, linkage: 'not-linked', kindLabel: null };
    return { ...base, linkage: lookup?.status === 'none' ? 'no-record' : 'unknown', kindLabel: null };
  });

  // Map then fromEntries: a hostile path such as "__proto__" stays a plain key.
  const byPath = new Map<string, FileSampleView[]>();
  for (const paper of papers) {
    const view = viewOf(facts.papers.get(paper.arxivId));
    // Stryker disable next-line ArrayDeclaration: a filler entry has no path, so it is skipped like no entry at all
    const samples = view?.samples.ok ? (view.samples.value?.samples ?? []) : [];
    for (const s of samples) {
      if (!s.path || !isThisRepo(s.repo, key)) continue;
      const list = byPath.get(s.path) ?? [];
      list.push({ entry: s.entry, status: s.status, arxivId: paper.arxivId, paperTitle: paper.title, absUrl: paper.absUrl });
      byPath.set(s.path, list);
    }
  }

  const found = [...linkedIds, ...facts.citedIds].map((id) => viewOf(facts.papers.get(id))).find((v) => v?.attribution.ok);
  const paperAttribution = found?.attribution.ok ? found.attribution.value : null;
  return {
    repo: record?.repo ?? `${facts.ref.owner}/${facts.ref.name}`,
    papers,
    citations,
    samplesByPath: Object.fromEntries(byPath),
    // The repo record's titles are arXiv metadata too, so a paper's metadata licence travels with them.
    attribution: record?.about ? attributionOf(record.about, paperAttribution?.metadataLicence ?? null, facts.base) : paperAttribution,
    basis: record ? 'repo-record' : 'readme-papers',
  };
}
