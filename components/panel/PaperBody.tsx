// The found record: an optional stale notice, then each part of the record, then its attribution.
import type { SecondOpinion } from '../../lib/record/code-part-types';
import type { CodeParts } from '../../lib/record/code-parts';
import type { PaperView } from '../../lib/record/view-types';
import { AttributionFooter } from '../shared/AttributionFooter';
import { CodeSection } from './CodeSection';
import { OtherCode } from './OtherCode';
import { ResultsSection } from './ResultsSection';
import { SamplesSection } from './SamplesSection';
import { StaleNotice } from './StaleNotice';
import { TopicsSection } from './TopicsSection';

interface Props {
  view: PaperView;
  /** Present when the view is an older cached copy. */
  stale: { fetchedAt: number; problem: string | null } | null;
  onRetry: () => void;
  /** The code from elsewhere than the record, shown after the record's own. */
  parts?: CodeParts;
  opinion?: SecondOpinion | null;
}

/** @example <PaperBody view={lookup.view} stale={null} onRetry={retry} /> */
export function PaperBody({ view, stale, onRetry, parts, opinion = null }: Props) {
  return (
    <div class="pcl-paper">
      {stale && <StaleNotice fetchedAt={stale.fetchedAt} problem={stale.problem} onRetry={onRetry} />}
      {/* The record's own title, so a reader can see it is the record of this paper. */}
      {view.title && (
        <p class="pcl-record-title" title={view.title}>
          {view.title}
        </p>
      )}
      <CodeSection code={view.code} also={parts?.recordAlso} />
      {parts && <OtherCode parts={parts} opinion={opinion} />}
      <SamplesSection samples={view.samples} />
      <ResultsSection results={view.results} />
      <TopicsSection topics={view.topics} />
      {view.otherProblems && view.otherProblems.length > 0 && (
        <div class="pcl-section-problem">
          <p>Some of the record could not be read</p>
          {view.otherProblems.map((problem) => (
            <p key={problem} class="pcl-section-problem-detail">
              {problem}
            </p>
          ))}
        </div>
      )}
      <AttributionFooter attribution={view.attribution} />
    </div>
  );
}
