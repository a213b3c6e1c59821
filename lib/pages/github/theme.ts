// Tells whether GitHub is showing a light or a dark theme, so our UI can match it.

export type GithubTheme = 'light' | 'dark';

/** GitHub's theme names: `light`, `light_high_contrast`, `dark_dimmed`, `dark_tritanopia`, ... */
function themeOfName(name: string | null | undefined): GithubTheme | null {
  // Stryker disable next-line StringLiteral: any fallback text that starts with neither word reads as no name, as '' does
  const lower = (name ?? '').trim().toLowerCase();
  if (lower.startsWith('dark')) return 'dark';
  return lower.startsWith('light') ? 'light' : null;
}

/** Whether the browser prefers dark, or null when the page cannot say (no window, no matchMedia). */
function prefersDark(doc: Document): boolean | null {
  // A window without matchMedia throws here, and the catch says the page cannot tell.
  try {
    const query = doc.defaultView?.matchMedia('(prefers-color-scheme: dark)');
    return query ? query.matches : null;
  } catch {
    return null;
  }
}

/**
 * The theme GitHub shows, from `html[data-color-mode]`: `light` and `dark` pick the theme named in
 * `data-light-theme` / `data-dark-theme` (a user may choose a light theme for night, so the name
 * decides, not the mode); `auto` asks `prefers-color-scheme` first. Any `dark*` theme is dark.
 * Light when nothing can be read, as GitHub's own default is.
 * @example githubTheme(document) // 'dark' on <html data-color-mode="dark" data-dark-theme="dark_dimmed">
 */
export function githubTheme(doc: Document): GithubTheme {
  try {
    const html = doc.documentElement;
    // A document with no root element throws here, and the catch gives GitHub's default.
    // Stryker disable next-line StringLiteral: any fallback text that is no mode reads as '' does
    const mode = (html.getAttribute('data-color-mode') ?? '').trim().toLowerCase();
    const lightName = html.getAttribute('data-light-theme');
    const darkName = html.getAttribute('data-dark-theme');
    let side: GithubTheme;
    if (mode === 'light' || mode === 'dark') side = mode;
    else if (mode === 'auto') side = prefersDark(doc) ? 'dark' : 'light';
    else return 'light';
    // The named theme decides; a missing or unknown name falls back to the side itself.
    return themeOfName(side === 'dark' ? darkName : lightName) ?? side;
  } catch {
    return 'light';
  }
}
