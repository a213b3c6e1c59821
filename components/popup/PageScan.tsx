// The popup's "Scan this page" button and what it found: the list, or why the page could not be read.
import type { LookupTarget } from '../../lib/lookup-input';
import type { ScanState } from '../../lib/ui/use-page-scan';
import { ScanList } from './ScanList';

interface Props {
  state: ScanState;
  summaries: ReadonlyMap<string, string>;
  keyOf: (target: LookupTarget) => string;
  onScan: () => void;
  onChoose: (target: LookupTarget) => void;
}

/** @example <PageScan state={state} summaries={summaries} keyOf={targetKey} onScan={scan} onChoose={show} /> */
export function PageScan({ state, summaries, keyOf, onScan, onChoose }: Props) {
  return (
    <div class="pcl-popup-scan">
      <button type="button" class="pcl-popup-button" onClick={onScan} disabled={state.kind === 'scanning'}>
        {state.kind === 'scanning' ? 'Reading this page…' : 'Scan this page for papers and repositories'}
      </button>
      {state.kind === 'done' && !state.outcome.ok && (
        <p class="pcl-message-detail" role="status">
          {state.outcome.problem}
        </p>
      )}
      {state.kind === 'done' && state.outcome.ok && (
        <ScanList targets={state.outcome.targets} more={state.outcome.more} summaries={summaries} keyOf={keyOf} onChoose={onChoose} />
      )}
    </div>
  );
}
