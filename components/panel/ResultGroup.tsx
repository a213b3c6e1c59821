// A titled group of result entries (from the paper's tables, or from the archive); nothing when empty.
import type { ResultEntryView } from '../../lib/record/view-types';
import { ResultFields } from './ResultFields';

interface Props {
  heading: string;
  entries: ResultEntryView[];
}

/** @example <ResultGroup heading="Papers with Code archive" entries={results.archive} /> */
export function ResultGroup({ heading, entries }: Props) {
  if (entries.length === 0) return null;
  return (
    <div class="pcl-result-group">
      <h4 class="pcl-subheading">{heading}</h4>
      <ul class="pcl-result-list">
        {entries.map((entry, i) => (
          // Entries have no identity of their own; the list never reorders while shown.
          <li key={i}>
            <ResultFields entry={entry} />
          </li>
        ))}
      </ul>
    </div>
  );
}
