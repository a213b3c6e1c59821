// The popup's question when a paste names several papers or repositories: which one to look up.
import { useId } from 'preact/hooks';
import { type LookupTarget, targetName } from '../../lib/lookup-input';

interface Props {
  targets: readonly LookupTarget[];
  onChoose: (target: LookupTarget) => void;
}

/** @example <PopupChoice targets={state.targets} onChoose={(t) => lookUp(t)} /> */
export function PopupChoice({ targets, onChoose }: Props) {
  const headingId = useId();
  return (
    <section class="pcl-recent" aria-labelledby={headingId}>
      <h2 class="pcl-recent-title" id={headingId}>
        {`This names ${targets.length} papers or repositories: which one?`}
      </h2>
      <ul class="pcl-recent-list">
        {targets.map((target) => (
          <li key={targetName(target)}>
            <button type="button" class="pcl-recent-item" onClick={() => onChoose(target)}>
              <span class="pcl-recent-label">{targetName(target)}</span>
              <span class="pcl-recent-query">{target.kind === 'paper' ? 'paper' : 'GitHub repository'}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
