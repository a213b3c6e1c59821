// How a repository is linked to the paper, with the record's own explanation on hover and on focus.
import { useId, useState } from 'preact/hooks';
import { REPO_KINDS, type RepoKind } from '../../lib/record/view-types';

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
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer leave only resets the tooltip's Escape state (WCAG 1.4.13); nothing to operate.
    <span class="pcl-kind-wrap" onMouseLeave={() => setDismissed(false)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape hides the tooltip; the label itself does nothing. */}
      <span
        class={`pcl-kind${kindClass}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users reach the kind's tooltip (WCAG 1.4.13, 2.1.1).
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
