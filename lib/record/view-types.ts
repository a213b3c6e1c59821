// The derived, render-ready shape of a paper record: what the background sends to the pages.
// Plain JSON only (it crosses the message channel); every URL in it is already checked to be http(s).

/** A section of the record that either read cleanly or is reported as unreadable. */
export type Section<T> = { ok: true; value: T } | { ok: false; problem: string };

/** How a repository is linked to the paper, strongest first. */
export const REPO_KINDS = ['official', 'named_in_paper', 'listed', 'found_in_text', 'community'] as const;
export type RepoKind = (typeof REPO_KINDS)[number];

export interface AttributionView {
  /** The record site's origin, e.g. "https://codewithpapers.app". */
  site: string | null;
  licence: string | null;
  licenceUrl: string | null;
  attributionUrl: string | null;
  /** The modification notice that CC BY-SA asks to travel with the data. */
  modified: string | null;
  nonAffiliation: string | null;
  /** Licence of the arXiv metadata (title, abstract, authors, date), e.g. "arXiv metadata, CC0 1.0 …". */
  metadataLicence: string | null;
}

export interface RepoView {
  /** The repository's address, as given by the record (http(s) only). */
  url: string;
  /** Short name for display: "owner/name" on GitHub, host and path elsewhere. */
  label: string;
  kind: RepoKind;
  /** Human words for the kind, e.g. "found in text". */
  kindLabel: string;
  /** The record's own sentence for this kind (`repo_kind_vocabulary`), shown on hover and focus. */
  kindExplanation: string | null;
  official: boolean;
  framework: string | null;
  provenance: string | null;
}

export interface SampleView {
  entry: string;
  repo: string | null;
  path: string | null;
  fileUrl: string | null;
  language: string | null;
  /** As the record says it ("ran", "unverified", or any other word, shown as it is). */
  status: string;
  verificationLevel: number | null;
  licence: string | null;
}

export interface StatusCount {
  status: string;
  count: number;
}

export interface SamplesView {
  ran: number;
  total: number;
  /** e.g. "5 of 7 harvested functions ran". */
  headline: string;
  counts: StatusCount[];
  /** What a status means and does not mean; shown beside the run status. */
  claim: string | null;
  samples: SampleView[];
  readAt: string | null;
  readAtIs: string | null;
}

/** One leaderboard placement or archive result, reduced to named text fields. */
export interface ResultEntryView {
  fields: { name: string; value: string }[];
}

export interface ResultsView {
  extracted: ResultEntryView[];
  archive: ResultEntryView[];
  coverage: string | null;
  extractor: string | null;
  verifier: string | null;
}

export interface TopicsView {
  tasks: string[];
  methods: string[];
  datasetsIntroduced: string[];
  methodsIntroduced: string[];
}

export interface PaperView {
  arxivId: string;
  title: string | null;
  /** `{about.site}{url}`: the paper's page on the record site. */
  recordPageUrl: string | null;
  syntologyUrl: string | null;
  attribution: Section<AttributionView>;
  code: Section<RepoView[]>;
  /** null value: the record has no harvested samples. */
  samples: Section<SamplesView | null>;
  /** null value: neither extracted nor archive results. */
  results: Section<ResultsView | null>;
  topics: Section<TopicsView>;
  /** Parts with no section of their own that could not be read (the paper's own fields, the arXiv
   * metadata), so the panel can say so rather than leave them out without a word. */
  otherProblems?: string[];
}

/** The answer to "what does the record source say about this paper?". */
export type PaperLookup =
  | {
      status: 'found';
      view: PaperView;
      /** When the record was fetched (ms since epoch). */
      fetchedAt: number;
      /** True when the source could not be reached and this is an older cached copy. */
      stale: boolean;
      /** Why a stale copy is shown, in plain words. */
      problem: string | null;
    }
  | { status: 'none'; arxivId: string }
  | { status: 'unreachable'; problem: string }
  | { status: 'unreadable'; problem: string }
  | { status: 'invalid-id'; problem: string };
