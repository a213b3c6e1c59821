// Leaderboard placements read from the paper's tables and archive results; nothing when there are none.
import type { ResultsView, Section } from '../../lib/record/view-types';
import { ResultGroup } from './ResultGroup';
import { SectionBlock } from './SectionBlock';

interface Props {
  results: Section<ResultsView | null>;
}

/** @example <ResultsSection results={view.results} /> */
export function ResultsSection({ results }: Props) {
  // A record with no results at all shows no heading either: an empty "Results" says nothing.
  if (results.ok && results.value === null) return null;
  return (
    <SectionBlock heading="Results" section={results} class="pcl-results">
      {(value) =>
        value && (
          <>
            <ResultGroup heading="Read from the paper's tables" entries={value.extracted} />
            <ResultGroup heading="Papers with Code archive" entries={value.archive} />
            {value.coverage && <p class="pcl-note">{value.coverage}</p>}
            {(value.extractor || value.verifier) && (
              <p class="pcl-note pcl-models">
                {value.extractor && (
                  <>
                    Extracted by <code>{value.extractor}</code>
                  </>
                )}
                {value.extractor && value.verifier && '; '}
                {value.verifier && (
                  <>
                    {value.extractor ? 'checked' : 'Checked'} by <code>{value.verifier}</code>
                  </>
                )}
              </p>
            )}
          </>
        )
      }
    </SectionBlock>
  );
}
