// The papers a repository is linked to, in a popover anchored to the badge after its link (Escape or
// a click outside closes it, as every popover of ours).
import type { RepoLookup } from '../lib/record/repo-view-types';
import { PapersBox } from './PapersBox';

interface Props {
  lookup: RepoLookup | null;
  onRetry: () => void;
}

/** @example <RepoPopover lookup={lookup} onRetry={retry} /> */
export function RepoPopover({ lookup, onRetry }: Props) {
  return (
    <div class="pcl-popover-body" role="dialog" aria-label="Code with Papers: papers linked to this repository">
      <PapersBox lookup={lookup} showNoPapers={true} theme="light" onRetry={onRetry} />
    </div>
  );
}
