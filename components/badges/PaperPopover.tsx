// The record of one listing entry, in a popover anchored to its badge.
import type { PanelExtras } from '../../lib/record/code-part-types';
import type { PaperLookup } from '../../lib/record/view-types';
import { PaperPanel } from '../panel/PaperPanel';

interface Props {
  lookup: PaperLookup | null;
  onClose: () => void;
  onRetry: () => void;
  /** The look of the page the badge sits on. */
  theme: 'light' | 'dark';
  /** The repositories' states (when the GitHub check is on); nothing of the page's own here. */
  extras?: PanelExtras;
}

/** @example <PaperPopover lookup={lookup} onClose={close} onRetry={retry} theme="light" /> */
export function PaperPopover({ lookup, onClose, onRetry, theme, extras }: Props) {
  // The panel's own collapse toggle closes the popover: collapsing a popover means dismissing it.
  return (
    <div class="pcl-popover-body" role="dialog" aria-label="Code with Papers record">
      <PaperPanel lookup={lookup} collapsed={false} onToggleCollapsed={onClose} onRetry={onRetry} theme={theme} extras={extras} />
    </div>
  );
}
