// The popup's recent lookups: each one a button that looks it up again, and a Clear button.
import { useId } from 'preact/hooks';
import type { RecentLookup } from '../../lib/settings';

interface Props {
  entries: readonly RecentLookup[];
  onPick: (entry: RecentLookup) => void;
  onClear: () => void;
}

/** @example <RecentLookups entries={recent} onPick={(e) => lookUpAgain(e.query)} onClear={clear} /> */
export function RecentLookups({ entries, onPick, onClear }: Props) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section class="pcl-recent" aria-labelledby={headingId}>
      <div class="pcl-recent-head">
        <h2 class="pcl-recent-title" id={headingId}>
          Recent lookups
        </h2>
        <button type="button" class="pcl-popup-button pcl-popup-button--quiet" onClick={() => onClear()}>
          Clear
        </button>
      </div>
      <ul class="pcl-recent-list">
        {entries.map((entry) => {
          const named = entry.kind === 'paper' ? `arXiv:${entry.query}` : entry.query;
          return (
            <li key={`${entry.kind}:${entry.query}`}>
              <button type="button" class="pcl-recent-item" onClick={() => onPick(entry)}>
                <span class="pcl-recent-label">{entry.label}</span>
                {/* A title alone does not say which id it is; the plain id needs no second line. */}
                {entry.label.toLowerCase() !== named.toLowerCase() && <span class="pcl-recent-query">{named}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
