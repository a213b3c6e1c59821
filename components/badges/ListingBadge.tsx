// The compact badge beside a listing entry's identifier: a button that opens the paper's record.
import type { BadgeSummary } from '../../lib/record/badge-summary';

interface Props {
  /** null while the lookup is on its way. */
  summary: BadgeSummary | null;
  expanded: boolean;
  onActivate: (button: HTMLButtonElement) => void;
}

/**
 * The badge's accessible name: its visible words first, then the whole sentence.
 * @example badgeName({ text: '1 repo · 5/7 ran', label: 'Code with Papers: …', tone: 'code' }) // '1 repo · 5/7 ran — Code with Papers: …'
 */
export function badgeName(summary: BadgeSummary): string {
  return `${summary.text} — ${summary.label}`;
}

/** @example <ListingBadge summary={badgeSummary(lookup)} expanded={false} onActivate={open} /> */
export function ListingBadge({ summary, expanded, onActivate }: Props) {
  if (summary === null) {
    return (
      <span class="pcl-badge pcl-badge--loading" role="status" aria-label="Loading the Code with Papers record">
        …
      </span>
    );
  }
  return (
    <button
      type="button"
      class={`pcl-badge pcl-badge--${summary.tone}`}
      // The name starts with what the badge shows, so a voice-control user can say what they see.
      aria-label={badgeName(summary)}
      title={summary.label}
      aria-haspopup="dialog"
      aria-expanded={expanded ? 'true' : 'false'}
      onClick={(event) => onActivate(event.currentTarget)}
    >
      {summary.text}
    </button>
  );
}
