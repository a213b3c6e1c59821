// Which README citations get a mark on a GitHub repository page, and how many are left without one.
import type { ReadmeCitation } from '../pages/github/readme-citations';
import type { CitationView, RepoLookup } from '../record/repo-view-types';

/** At most this many README citations get a mark: a survey README cites a few hundred papers,
 * and each mark is a shadow root; past this the box says how many were left unmarked. */
export const MAX_MARKS = 200;

export interface ReadmeMark {
  place: ReadmeCitation;
  citation: CitationView;
}

/**
 * Each citation in the README that the answer knows, with what the answer says of it, in README
 * order: the first MAX_MARKS to mark, and how many more there are.
 * @example readmeMarks(lookup, scanReadmeCitations(document)) // { marks: [{ place, citation }, …], unmarked: 0 }
 */
export function readmeMarks(lookup: RepoLookup | null, places: ReadmeCitation[]): { marks: ReadmeMark[]; unmarked: number } {
  if (lookup?.status !== 'found') return { marks: [], unmarked: 0 };
  const byId = new Map(lookup.view.citations.map((citation) => [citation.arxivId, citation]));
  const known = places.flatMap((place) => {
    const citation = byId.get(place.arxivId);
    return citation ? [{ place, citation }] : [];
  });
  return { marks: known.slice(0, MAX_MARKS), unmarked: Math.max(0, known.length - MAX_MARKS) };
}
