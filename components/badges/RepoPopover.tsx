// The papers a repository is linked to, in a popover anchored to the badge after its link (Escape or
// a click outside closes it, as every popover of ours).
import type { RepoLookup } from '../../lib/record/repo-view-types';
import { PapersBox } from '../github/PapersBox';

interface Props {
  lookup: RepoLookup | null;
  onRetry: () => void;
  /** The look of the page the badge sits on. */
  theme: 'light' | 'dark';
}

/** @example <RepoPopover lookup={lookup} onRetry={retry} theme="light" /> */
export function RepoPopover({ lookup, onRetry, theme }: Props) {
  return (
    <div class="pcl-popover-body" role="dialog" aria-label="Code with Papers: papers linked to this repository">
      <PapersBox lookup={lookup} showNoPapers={true} theme={theme} onRetry={onRetry} />
    </div>
  );
}
