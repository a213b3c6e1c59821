// axe-core (WCAG 2.0, 2.1 and 2.2, A and AA) over what the extension adds to a page: each of its
// shadow roots' content, or an extension page whole. The snapshots' own markup counts neither for
// nor against us.

/** The WCAG rule sets run; axe's "best practice" rules are left out (they are no WCAG requirement). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Each shadow host of ours, and the root element inside its shadow root. */
export const OUR_PARTS: [host: string, inner: string][] = [
  ['paper-code-lens-panel', '.pcl-panel'],
  ['paper-code-lens-popover', '.pcl-popover'],
  ['paper-code-lens-badge', '.pcl-badge-slot'],
  ['paper-code-lens-papers', '.pcl-panel'],
  ['paper-code-lens-mark', '.pcl-gh-mark'],
  ['paper-code-lens-file-strip', '.pcl-panel'],
];

/** One violation, in a line a reader can act on. */
export interface Finding {
  rule: string;
  impact: string | null;
  targets: string[];
  summary: string;
}

/** The parts of ours present in the document, as axe `fromShadowDom` selectors (runs in the page). */
export function presentParts(parts: [string, string][]): { fromShadowDom: [string, string] }[] {
  return parts
    .filter(([host, inner]) => [...document.querySelectorAll(host)].some((h) => h.shadowRoot?.querySelector(inner)))
    .map(([host, inner]) => ({ fromShadowDom: [host, inner] as [string, string] }));
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe's violations as findings. */
export function findings(violations: AxeViolation[]): Finding[] {
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? null,
    targets: v.nodes.map((n) => JSON.stringify(n.target)),
    summary: `${v.help}: ${v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? ''}`,
  }));
}
