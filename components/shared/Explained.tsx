// A short label whose meaning is one hover or focus away (a repository's kind, a verification level).
import { useId, useState } from 'preact/hooks';

interface Props {
  label: string;
  explanation: string;
  /** Classes of the label itself (its look); the tooltip's are shared. */
  class: string;
}

/** @example <Explained label="verification level 2" explanation="passed 2 execution checks; …" class="pcl-level" /> */
export function Explained({ label, explanation, class: labelClass }: Props) {
  const tooltipId = useId();
  // Escape hides the tooltip until the pointer or focus leaves (WCAG 1.4.13, dismissible).
  const [dismissed, setDismissed] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer leave only resets the tooltip's Escape state (WCAG 1.4.13); nothing to operate.
    <span class="pcl-kind-wrap" onMouseLeave={() => setDismissed(false)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape hides the tooltip; the label itself does nothing. */}
      <span
        class={`${labelClass} pcl-explained`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users reach the tooltip (WCAG 1.4.13, 2.1.1).
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
