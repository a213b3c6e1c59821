// The derived, render-ready answer to "which papers is this repository linked to?", for the
// GitHub papers box, the README citation marks and the file strip. Plain JSON; URLs are http(s).
import type { AttributionView, RepoKind } from './view-types';

/** One paper whose record lists this repository. */
export interface LinkedPaperView {
  arxivId: string;
  title: string | null;
  /** https://arxiv.org/abs/<id> */
  absUrl: string;
  /** The paper's page on the record site. */
  recordPageUrl: string | null;
  kind: RepoKind | null;
  kindLabel: string | null;
  kindExplanation: string | null;
  official: boolean;
  /** This repository's harvested samples in that paper; null when it has none. */
  samples: { ran: number; total: number; headline: string } | null;
}

/**
 * What the record of a paper cited in the README says about this repository:
 * linked (it lists it), not-linked (it has a record without it), no-record (404),
 * unknown (the lookup failed; say nothing rather than guess).
 */
export type CitationLinkage = 'linked' | 'not-linked' | 'no-record' | 'unknown';

export interface CitationView {
  arxivId: string;
  linkage: CitationLinkage;
  /** How it is linked when linked, e.g. "found in text". */
  kindLabel: string | null;
  title: string | null;
  absUrl: string;
}

/** A harvested function defined in one file of this repository. */
export interface FileSampleView {
  entry: string;
  status: string;
  arxivId: string;
  paperTitle: string | null;
  absUrl: string;
}

export interface RepoPapersView {
  /** "owner/name" as the record source spells it. */
  repo: string;
  papers: LinkedPaperView[];
  /** Every arXiv id the README cites, in the README's order, with its linkage. */
  citations: CitationView[];
  /** Harvested functions by file path within the repository (e.g. "molt/models/loss.py"). */
  samplesByPath: Record<string, FileSampleView[]>;
  attribution: AttributionView | null;
  /** Where the links came from: the source's /repo endpoint, or the README's papers checked one by one. */
  basis: 'repo-record' | 'readme-papers';
}

export type RepoLookup =
  | { status: 'found'; view: RepoPapersView; stale: boolean; problem: string | null }
  | { status: 'unreachable'; problem: string }
  | { status: 'unreadable'; problem: string }
  | { status: 'invalid-repo'; problem: string };
