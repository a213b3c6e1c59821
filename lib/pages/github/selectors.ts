// Every GitHub selector the scanners use, each with the page variant it covers, newest layout first.
//
// GitHub renames CSS-module classes on every deploy (`CodeViewSidebar-module__borderGrid__Lpx5q`),
// so only the stable part before the hash is matched (`[class*="…-module__borderGrid"]`), never a
// whole hashed class. Sources: refined-github/refined-github (`clean-repo-sidebar`, `sticky-sidebar`,
// `github-helpers/selectors.ts`), refined-github/github-url-detection, and public 2026 captures of
// github.com (see tests/fixtures/pages/github/README.md).

/** Ways to find one place on the page, best first; the comment beside each says which page variant
 * it covers (comments, not strings, so the notes stay out of the content script). */
export type Alternatives = readonly string[];

/** `<meta>` tags that name the repository the server rendered (every repository page). */
export const META = {
  nwo: 'meta[name="octolytics-dimension-repository_nwo"]',
  repositoryId: 'meta[name="octolytics-dimension-repository_id"]',
  ogUrl: 'meta[property="og:url"]',
} as const;

/** The code view's server payload: JSON with `payload.codeViewLayoutRoute` and friends (2024-2026). */
export const EMBEDDED_DATA: Alternatives = [
  'react-app[app-name="code-view"] script[data-target="react-app.embeddedData"]', // code view, 2026 app name
  'react-app[app-name="react-code-view"] script[data-target="react-app.embeddedData"]', // code view, 2023-2025 app name
  'script[type="application/json"][data-target="react-app.embeddedData"]', // any React app payload
];

/** Sections of the repository sidebar (About first, then Releases, Packages, Contributors, Languages). */
export const SIDEBAR_SECTIONS: Alternatives = [
  '[class*="CodeViewSidebar-module__borderGrid"] > [class*="SidebarSection-module__sidebarSection"]', // repository root since 2026-07: React sidebar in the PageLayout end pane
  'rails-partial[data-partial-name="codeViewRepoRoute.Sidebar"] .BorderGrid > .BorderGrid-row', // repository root, 2026-H1: server partial inside the PageLayout end pane
  '.Layout-sidebar .BorderGrid > .BorderGrid-row', // repository root up to 2025: server .Layout with .Layout-sidebar
];

/** The sidebar container itself, for when no section is headed "About". */
export const SIDEBAR_GRID: Alternatives = [
  '[class*="CodeViewSidebar-module__borderGrid"]', // repository root since 2026-07
  'rails-partial[data-partial-name="codeViewRepoRoute.Sidebar"] .BorderGrid', // repository root, 2026-H1
  '.Layout-sidebar .BorderGrid', // repository root up to 2025
  '.Layout-sidebar', // a legacy sidebar without its BorderGrid
];

/** A sidebar section's heading (its first `h2`); its text says which section it is ("About"). */
export const SECTION_HEADING = 'h2';

/** The README box. `#readme` wraps it in every layout; the others cover pages without the id. */
export const README: Alternatives = [
  '#readme', // repository root and tree pages, all layouts
  '[class*="DirectoryRichtextContent-module__SharedMarkdownContent"]', // React overview README without #readme
];

/** The rendered README itself. */
export const README_ARTICLE: Alternatives = [
  '#readme article.markdown-body', // repository root and tree pages, all layouts
  '[class*="DirectoryRichtextContent-module__SharedMarkdownContent"] article.markdown-body', // React overview README without #readme
  '#readme .markdown-body', // legacy README box with a div.markdown-body
];

/** The README tab bar ("README", "License", ...) above the README, whose box the panel goes above. */
export const README_TABS = 'nav[aria-label="Repository files"]';

/** What a README box never holds (the file list, the sidebar): an ancestor holding one is the whole column. */
export const NOT_IN_README_BOX = 'table[aria-labelledby~="folders-and-files"], [class*="CodeViewSidebar-module"], .BorderGrid';

/** The main column, the last resort for the papers box. */
export const MAIN_COLUMN: Alternatives = [
  '[class*="OverviewContent-module__Box"]', // repository root since 2026: overview column
  '#repos-split-pane-content', // code view content column (root, tree and blob pages)
  '.Layout-main', // server .Layout pages up to 2025
  '#repo-content-pjax-container', // every repository page: the content under the tab nav
];

/** The file page's breadcrumbs: directory links (`/tree/<ref>/<dir>`) and the file name. */
export const BREADCRUMBS = {
  nav: 'nav[data-testid="breadcrumbs"]',
  repoLink: 'a[data-testid="breadcrumbs-repo-link"]',
  fileName: '[data-testid="breadcrumbs-filename"] h1, #file-name-id-wide, #file-name-id',
} as const;

/** Lines of the shown file, each matching element one line (id `LC<n>` or `data-line-number`). */
export const CODE_LINES: Alternatives = [
  '.react-code-lines [id^="LC"]', // React code view after hydration (virtualised, text in data-code-text)
  '.react-no-virtualization-wrapper-lines [id^="LC"]', // React code view as the server sends it
  '.react-file-line[data-line-number], .react-file-line[id^="LC"]', // React code view, any wrapper
  'td.blob-code[id^="LC"]', // pre-2023 blob table (still on gists and some embeds)
];

/** The read-only textarea that holds the whole file text in the React code view. */
export const CODE_TEXTAREA = 'textarea#read-only-cursor-text-area, textarea[data-testid="read-only-cursor-text-area"]';

/** The shown file's content block, above which the file strip goes. */
export const FILE_CONTENT: Alternatives = [
  // `~=`: the attribute is a list of ids, and 2026 pages name two (`file-name-id-wide file-name-id-mobile`).
  'section[aria-labelledby~="file-name-id-wide"], section[aria-labelledby~="file-name-id"]', // React code view (2023 on)
  'react-app[app-name="code-view"] textarea#read-only-cursor-text-area', // React code view without the labelled section
  '.blob-wrapper', // pre-2023 blob table
];

/** Events GitHub fires on document when an in-app navigation has put the new page in place. */
export const NAVIGATION_DONE_EVENTS = ['turbo:load', 'soft-nav:end', 'pjax:end'] as const;
