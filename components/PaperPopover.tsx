// The record of one listing entry, in a popover anchored to its badge.
import type { PaperLookup } from '../lib/record/view-types';
import { PaperPanel } from './PaperPanel';

interface Props {
  lookup: PaperLookup | null;
  onClose: () => void;
  onRetry: () => void;
}

/** @example <PaperPopover lookup={lookup} onClose={close} onRetry={retry} /> */
export function PaperPopover({ lookup, onClose, onRetry }: Props) {
  // The panel's own collapse toggle closes the popover: collapsing a popover means dismissing it.
  return (
    <div class="pcl-popover-body" role="dialog" aria-label="Code with Papers record">
      <PaperPanel lookup={lookup} collapsed={false} onToggleCollapsed={onClose} onRetry={onRetry} />
    </div>
  );
}
