// How a repository is linked to the paper, with the record's own explanation on hover and on focus.
import { useId, useState } from 'preact/hooks';
import { REPO_KINDS, type RepoKind } from '../lib/record/view-types';

interface Props {
  kind: RepoKind;
  label: string;
  explanation: string | null;
}

/** @example <KindBadge kind="found_in_text" label="found in text" explanation="Syntology found …" /> */
export function KindBadge({ kind, label, explanation }: Props) {
  const tooltipId = useId();
  // Escape hides the tooltip until the pointer or focus leaves (WCAG 1.4.13, dismissible).
  const [dismissed, setDismissed] = useState(false);
  // A class name is built only from the known kinds, never from whatever string arrived.
  const kindClass = (REPO_KINDS as readonly string[]).includes(kind) ? ` pcl-kind--${kind}` : '';
  if (!explanation) return <span class={`pcl-kind${kindClass}`}>{label}</span>;
  return (
    <span class="pcl-kind-wrap" onMouseLeave={() => setDismissed(false)}>
      <span
        class={`pcl-kind${kindClass}`}
        tabIndex={0}
        aria-describedby={tooltipId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      >
        {label}
      </span>
      <span id={tooltipId} role="tooltip" class={`pcl-tooltip${dismissed ? ' pcl-tooltip--dismissed' : ''}`}>
        {explanation}
      </span>
    </span>
  );
}
