// Every GitHub selector the scanners use, each with the page variant it covers, newest layout first.
//
// GitHub renames CSS-module classes on every deploy (`CodeViewSidebar-module__borderGrid__Lpx5q`),
// so only the stable part before the hash is matched (`[class*="…-module__borderGrid"]`), never a
// whole hashed class. Sources: refined-github/refined-github (`clean-repo-sidebar`, `sticky-sidebar`,
// `github-helpers/selectors.ts`), refined-github/github-url-detection, and public 2026 captures of
// github.com (see tests/fixtures/pages/github/README.md).

/** One way to find a place on the page, and the page variant it covers. */
export interface Alternative {
  selector: string;
  covers: string;
}

/** `<meta>` tags that name the repository the server rendered (every repository page). */
export const META = {
  nwo: 'meta[name="octolytics-dimension-repository_nwo"]',
  repositoryId: 'meta[name="octolytics-dimension-repository_id"]',
  ogUrl: 'meta[property="og:url"]',
} as const;

/** The code view's server payload: JSON with `payload.codeViewLayoutRoute` and friends (2024-2026). */
export const EMBEDDED_DATA: readonly Alternative[] = [
  { selector: 'react-app[app-name="code-view"] script[data-target="react-app.embeddedData"]', covers: 'code view, 2026 app name' },
  { selector: 'react-app[app-name="react-code-view"] script[data-target="react-app.embeddedData"]', covers: 'code view, 2023-2025 app name' },
  { selector: 'script[type="application/json"][data-target="react-app.embeddedData"]', covers: 'any React app payload' },
];

/** Sections of the repository sidebar (About first, then Releases, Packages, Contributors, Languages). */
export const SIDEBAR_SECTIONS: readonly Alternative[] = [
  {
    selector: '[class*="CodeViewSidebar-module__borderGrid"] > [class*="SidebarSection-module__sidebarSection"]',
    covers: 'repository root since 2026-07: React sidebar in the PageLayout end pane',
  },
  {
    selector: 'rails-partial[data-partial-name="codeViewRepoRoute.Sidebar"] .BorderGrid > .BorderGrid-row',
    covers: 'repository root, 2026-H1: server partial inside the PageLayout end pane',
  },
  { selector: '.Layout-sidebar .BorderGrid > .BorderGrid-row', covers: 'repository root up to 2025: server .Layout with .Layout-sidebar' },
];

/** The sidebar container itself, for when no section is headed "About". */
export const SIDEBAR_GRID: readonly Alternative[] = [
  { selector: '[class*="CodeViewSidebar-module__borderGrid"]', covers: 'repository root since 2026-07' },
  { selector: 'rails-partial[data-partial-name="codeViewRepoRoute.Sidebar"] .BorderGrid', covers: 'repository root, 2026-H1' },
  { selector: '.Layout-sidebar .BorderGrid', covers: 'repository root up to 2025' },
  { selector: '.Layout-sidebar', covers: 'a legacy sidebar without its BorderGrid' },
];

/** A sidebar section's heading (its first `h2`); its text says which section it is ("About"). */
export const SECTION_HEADING = 'h2';

/** The README box. `#readme` wraps it in every layout; the others cover pages without the id. */
export const README: readonly Alternative[] = [
  { selector: '#readme', covers: 'repository root and tree pages, all layouts' },
  { selector: '[class*="DirectoryRichtextContent-module__SharedMarkdownContent"]', covers: 'React overview README without #readme' },
];

/** The rendered README itself. */
export const README_ARTICLE: readonly Alternative[] = [
  { selector: '#readme article.markdown-body', covers: 'repository root and tree pages, all layouts' },
  {
    selector: '[class*="DirectoryRichtextContent-module__SharedMarkdownContent"] article.markdown-body',
    covers: 'React overview README without #readme',
  },
  { selector: '#readme .markdown-body', covers: 'legacy README box with a div.markdown-body' },
];

/** The README tab bar ("README", "License", ...) above the README, whose box the panel goes above. */
export const README_TABS = 'nav[aria-label="Repository files"]';

/** What a README box never holds (the file list, the sidebar): an ancestor holding one is the whole column. */
export const NOT_IN_README_BOX = 'table[aria-labelledby~="folders-and-files"], [class*="CodeViewSidebar-module"], .BorderGrid';

/** The main column, the last resort for the papers box. */
export const MAIN_COLUMN: readonly Alternative[] = [
  { selector: '[class*="OverviewContent-module__Box"]', covers: 'repository root since 2026: overview column' },
  { selector: '#repos-split-pane-content', covers: 'code view content column (root, tree and blob pages)' },
  { selector: '.Layout-main', covers: 'server .Layout pages up to 2025' },
  { selector: '#repo-content-pjax-container', covers: 'every repository page: the content under the tab nav' },
];

/** The file page's breadcrumbs: directory links (`/tree/<ref>/<dir>`) and the file name. */
export const BREADCRUMBS = {
  nav: 'nav[data-testid="breadcrumbs"]',
  repoLink: 'a[data-testid="breadcrumbs-repo-link"]',
  fileName: '[data-testid="breadcrumbs-filename"] h1, #file-name-id-wide, #file-name-id',
} as const;

/** Lines of the shown file, each matching element one line (id `LC<n>` or `data-line-number`). */
export const CODE_LINES: readonly Alternative[] = [
  { selector: '.react-code-lines [id^="LC"]', covers: 'React code view after hydration (virtualised, text in data-code-text)' },
  { selector: '.react-no-virtualization-wrapper-lines [id^="LC"]', covers: 'React code view as the server sends it' },
  { selector: '.react-file-line[data-line-number], .react-file-line[id^="LC"]', covers: 'React code view, any wrapper' },
  { selector: 'td.blob-code[id^="LC"]', covers: 'pre-2023 blob table (still on gists and some embeds)' },
];

/** The read-only textarea that holds the whole file text in the React code view. */
export const CODE_TEXTAREA = 'textarea#read-only-cursor-text-area, textarea[data-testid="read-only-cursor-text-area"]';

/** The shown file's content block, above which the file strip goes. */
export const FILE_CONTENT: readonly Alternative[] = [
  // `~=`: the attribute is a list of ids, and 2026 pages name two (`file-name-id-wide file-name-id-mobile`).
  { selector: 'section[aria-labelledby~="file-name-id-wide"], section[aria-labelledby~="file-name-id"]', covers: 'React code view (2023 on)' },
  { selector: 'react-app[app-name="code-view"] textarea#read-only-cursor-text-area', covers: 'React code view without the labelled section' },
  { selector: '.blob-wrapper', covers: 'pre-2023 blob table' },
];

/** Events GitHub fires on document when an in-app navigation has put the new page in place. */
export const NAVIGATION_DONE_EVENTS = ['turbo:load', 'soft-nav:end', 'pjax:end'] as const;
