// The popup's list of what the scanned page names: each paper and repository with its few words, a
// button that shows its whole record.
import { useId } from 'preact/hooks';
import { type LookupTarget, targetName } from '../../lib/lookup-input';

interface Props {
  targets: readonly LookupTarget[];
  /** How many more the page names than are listed. */
  more: number;
  /** Each target's summary by key; missing while on its way. */
  summaries: ReadonlyMap<string, string>;
  keyOf: (target: LookupTarget) => string;
  onChoose: (target: LookupTarget) => void;
}

/** @example <ScanList targets={targets} more={0} summaries={summaries} keyOf={targetKey} onChoose={show} /> */
export function ScanList({ targets, more, summaries, keyOf, onChoose }: Props) {
  const headingId = useId();
  const heading =
    targets.length === 0
      ? 'This page names no arXiv paper and no GitHub repository'
      : `On this page: ${targets.length} ${targets.length === 1 ? 'paper or repository' : 'papers and repositories'}`;
  return (
    <section class="pcl-recent" aria-labelledby={headingId}>
      <h2 class="pcl-recent-title" id={headingId}>
        {heading}
      </h2>
      {targets.length > 0 && (
        <ul class="pcl-recent-list">
          {targets.map((target) => (
            <li key={keyOf(target)}>
              <button type="button" class="pcl-recent-item" onClick={() => onChoose(target)}>
                <span class="pcl-recent-label">{targetName(target)}</span>
                <span class="pcl-recent-query">{summaries.get(keyOf(target)) ?? 'looking up…'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p class="pcl-recent-query">{`and ${more} more, not looked up`}</p>}
    </section>
  );
}
