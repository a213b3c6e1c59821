// The root classes of the GitHub views: panel.css's root (its colours and shared parts) plus GitHub's theme.

/** GitHub says which theme it shows (`data-color-mode`), so the GitHub views never guess. */
export type GithubTheme = 'light' | 'dark';

/**
 * The class list of a GitHub view's root. `pcl-panel` brings panel.css's colour variables, its
 * theme classes and the styles of the parts shared with the panel (kind badges, status badges,
 * tooltips, attribution, disclosures, messages); github.css then reshapes each root for GitHub.
 * The theme class is chosen from the two known values, never built from the string that arrived.
 * @example ghRootClass('pcl-gh-box', 'dark') // 'pcl-panel pcl-gh pcl-gh-box pcl-theme-dark'
 */
export function ghRootClass(part: string, theme: GithubTheme): string {
  return `pcl-panel pcl-gh ${part} ${theme === 'dark' ? 'pcl-theme-dark' : 'pcl-theme-light'}`;
}
