// The found answer in the Papers box: linked papers, cited papers that are not linked, and attribution.
import type { RepoPapersView } from '../../lib/record/repo-view-types';
import { AttributionFooter } from '../shared/AttributionFooter';
import { CitationList } from './CitationList';
import { CitedNotLinked } from './CitedNotLinked';
import { LinkedPaperItem } from './LinkedPaperItem';
import { StaleNote } from '../shared/StaleNote';

interface Props {
  view: RepoPapersView;
  stale: boolean;
  problem: string | null;
  onRetry: () => void;
}

/** @example <RepoPapersBody view={lookup.view} stale={false} problem={null} onRetry={retry} /> */
export function RepoPapersBody({ view, stale, problem, onRetry }: Props) {
  return (
    <div class="pcl-gh-body">
      {stale && <StaleNote problem={problem} onRetry={onRetry} />}
      {!stale && problem && <p class="pcl-note">{problem}</p>}
      {view.papers.length > 0 ? (
        <ul class="pcl-gh-papers">
          {view.papers.map((paper) => (
            <LinkedPaperItem key={paper.arxivId} paper={paper} />
          ))}
        </ul>
      ) : (
        <p class="pcl-empty">No papers linked to this repository</p>
      )}
      {view.basis === 'readme-papers' && <p class="pcl-note pcl-gh-basis">Links found by checking the papers this README cites.</p>}
      <CitedNotLinked citations={view.citations} />
      <CitationList heading="Cited, no record" citations={view.citations.filter((c) => c.linkage === 'no-record')} quiet />
      {/* CC BY-SA: the licence and links travel with the data; a source that sent none is said so. */}
      <AttributionFooter attribution={view.attribution ? { ok: true, value: view.attribution } : { ok: false, problem: 'the record source sent none' }} />
    </div>
  );
}
