// A tiny mark right after a README's arXiv citation: is the paper's record linked to this repository?
import { useId, useState } from 'preact/hooks';
import type { CitationLinkage, CitationView } from '../../lib/record/repo-view-types';
import { ghRootClass, type GithubTheme } from './github-theme';

interface Props {
  citation: CitationView;
  theme: GithubTheme;
}

interface Wording {
  mark: string;
  /** The accessible name after "arXiv <id>: ". */
  name: string;
  tooltip: string;
}

function wordingFor(linkage: CitationLinkage, how: string | null): Wording | null {
  const suffix = how ? ` (${how})` : '';
  switch (linkage) {
    case 'linked':
      return { mark: '✓ linked', name: `linked to this repository${suffix}`, tooltip: `Code with Papers: this paper's record lists this repository${suffix}` };
    case 'not-linked':
      return { mark: 'not linked', name: 'not linked to this repository', tooltip: "Code with Papers: this paper's record does not list this repository" };
    case 'no-record':
      return { mark: 'no record', name: 'no Code with Papers record', tooltip: 'Code with Papers has no record of this paper' };
    default:
      // 'unknown' (the lookup failed) or a word this build does not know: say nothing rather than guess.
      return null;
  }
}

/** @example <CitationMark citation={view.citations[0]} theme="light" /> */
export function CitationMark({ citation, theme }: Props) {
  const tooltipId = useId();
  // Escape hides the tooltip until the pointer or focus leaves (WCAG 1.4.13, dismissible).
  const [dismissed, setDismissed] = useState(false);
  const wording = wordingFor(citation.linkage, citation.kindLabel);
  if (!wording) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer leave only resets the tooltip's Escape state (WCAG 1.4.13); nothing to operate.
    <span class={`${ghRootClass('pcl-gh-mark', theme)} pcl-gh-mark--${citation.linkage}`} onMouseLeave={() => setDismissed(false)}>
      <span
        class="pcl-gh-mark-label"
        role="img"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users reach the mark's tooltip (WCAG 1.4.13, 2.1.1).
        tabIndex={0}
        aria-label={`arXiv ${citation.arxivId}: ${wording.name}`}
        aria-describedby={tooltipId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      >
        {wording.mark}
      </span>
      <span id={tooltipId} role="tooltip" class={`pcl-tooltip${dismissed ? ' pcl-tooltip--dismissed' : ''}`}>
        {wording.tooltip}
      </span>
    </span>
  );
}
