// The GitHub pages the scanner tests run over: the saved snapshots and small inline pages for the
// layouts no snapshot keeps (the pre-2026 .Layout sidebar, the 2026-H1 rails partial, hydrated code).
import { snapshotDocument } from '../../../support/snapshots';

export const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

/** A repository page shell: metas, header, content; `body` goes inside #repo-content-pjax-container. */
export function repoShell(body: string, { nwo = 'octo/legacy', head = '' } = {}): string {
  return `<!DOCTYPE html><html data-color-mode="light" data-light-theme="light" data-dark-theme="dark"><head>
    <meta name="octolytics-dimension-repository_nwo" content="${nwo}"><meta name="octolytics-dimension-repository_id" content="42">${head}
    </head><body><main id="js-repo-pjax-container"><div id="repository-container-header"></div>
    <turbo-frame id="repo-content-turbo-frame"><div id="repo-content-pjax-container" class="repository-content">${body}</div></turbo-frame>
    </main></body></html>`;
}

const README_HTML = `<div id="readme" class="Box MD js-code-block-container"><article class="markdown-body entry-content container-lg" itemprop="text">
  <p dir="auto">Legacy layout, see <a href="https://arxiv.org/abs/2607.00003v2" rel="nofollow">the paper</a>.</p>
  <markdown-accessiblity-table><table><tr><td>made-up</td></tr></table></markdown-accessiblity-table></article></div>`;

/** Up to 2025: the server `.Layout` with `.Layout-main` (React overview partial) and `.Layout-sidebar`. */
const legacyLayout = (): Document =>
  parse(
    repoShell(`<div class="clearfix container-xl px-md-4 px-lg-5 px-3"><div data-view-component="true" class="Layout Layout--flowRow-until-md react-repos-overview-margin Layout--sidebarPosition-end Layout--sidebarPosition-flowRow-end">
      <div data-view-component="true" class="Layout-main"><react-partial partial-name="repos-overview" data-ssr="true"><div data-target="react-partial.reactRoot">
        <table aria-labelledby="folders-and-files"><tbody><tr class="react-directory-row"><td>src</td></tr></tbody></table>${README_HTML}</div></react-partial></div>
      <div data-view-component="true" class="Layout-sidebar"><div class="BorderGrid about-margin" data-pjax>
        <div class="BorderGrid-row"><div class="BorderGrid-cell"><div class="hide-sm hide-md"><h2 class="mb-3 h4">About</h2><p class="f4 my-3">Made up.</p></div></div></div>
        <div class="BorderGrid-row"><div class="BorderGrid-cell"><h2 class="h4 mb-3"><a href="/octo/legacy/releases" class="Link--primary no-underline">Releases</a></h2></div></div>
      </div></div></div></div>`),
  );

/** 2026-H1: the React overview's PageLayout end pane holding the server partial with the BorderGrid. */
const railsPartial = (): Document =>
  parse(
    repoShell(`<react-app app-name="code-view"><div data-target="react-app.reactRoot"><div id="repos-split-pane-content" class="SharedPageLayout-module__content__IwGAp">
      <div class="prc-PageLayout-PageLayoutContent-BneH9"><div class="prc-PageLayout-ContentWrapper-gR9eG"><div class="OverviewContent-module__Box__PF75K">${README_HTML}</div></div>
      <div class="prc-PageLayout-PaneWrapper-pHPop" data-position="end"><div class="prc-PageLayout-Pane-AyzHK"><rails-partial data-partial-name="codeViewRepoRoute.Sidebar" class="RailsPartial-module__d-contents__G5m4w">
        <div class="BorderGrid "><div class="BorderGrid-row"><div class="BorderGrid-cell"><div class="hide-sm hide-md"><h2 class="tmp-mb-3 h4">About</h2><p class="f4 tmp-my-3">Made up.</p></div></div></div>
        <div class="BorderGrid-row"><div class="BorderGrid-cell"><h2 class="h4 tmp-mb-3"><a href="/octo/legacy/releases">Releases</a></h2></div></div></div>
      </rails-partial></div></div></div></div></div></react-app>`),
  );

/** A 2026 sidebar whose first section is not headed "About" (a call-to-action, another UI language). */
const sidebarWithoutAbout = (): Document =>
  parse(
    repoShell(`<div id="repos-split-pane-content"><div class="prc-PageLayout-PaneWrapper-pHPop" data-position="end"><div class="CodeViewSidebar-module__borderGrid__Zz9Yy">
      <div class="SidebarSection-module__sidebarSection__Qq1Ww"><h2><span>Acerca de</span></h2></div>
      <div class="SidebarSection-module__sidebarSection__Qq1Ww"><h2><span>Lanzamientos</span></h2></div></div></div></div>`),
  );

/** The React code view once hydrated: virtualised lines whose text sits in `data-code-text`. */
export const hydratedBlob = (): Document =>
  parse(
    repoShell(`<react-app app-name="code-view"><div id="repos-split-pane-content"><div class="react-code-file-contents"><div class="react-code-lines">
      ${['import torch', '', 'def agg_loss(x):', '    return x'].map((line, i) => `<div data-key="${i}" class="react-code-text react-code-line-contents"><div><div id="LC${i + 1}" class="react-file-line html-div" data-testid="code-cell" data-line-number="${i + 1}">${(line ? line.split(/(\s+)/).filter(Boolean) : ['\n']).map((part) => `<span data-code-text="${part}"></span>`).join('')}</div></div></div>`).join('')}
      </div></div></div></react-app>`),
  );

/** The pre-2023 blob table (`td.blob-num` + `td#LC<n>.blob-code`), still used on gists and embeds. */
export const legacyBlob = (): Document =>
  parse(
    repoShell(`<div class="Box-body p-0 blob-wrapper data type-go"><table class="highlight tab-size js-file-line-container"><tbody>
      ${['package main', '', 'func (s *Server) Serve(l net.Listener) error {', '\treturn nil', '}'].map((line, i) => `<tr><td id="L${i + 1}" class="blob-num js-line-number" data-line-number="${i + 1}"></td><td id="LC${i + 1}" class="blob-code blob-code-inner js-file-line">${line}</td></tr>`).join('')}
      </tbody></table></div>`),
  );

/** A 2023-2025 file page: app `react-code-view`, its payload with `path`, `refInfo` and `blob.rawLines` at the top. */
export const reactCodeView2025 = (): Document =>
  parse(
    repoShell(
      `<react-app app-name="react-code-view" initial-path="/octo/legacy/blob/fix/slash/src/a.py"><script type="application/json" data-target="react-app.embeddedData">${JSON.stringify(
        {
          payload: {
            path: 'src/a.py',
            refInfo: { name: 'fix/slash', currentOid: 'abc' },
            blob: { rawLines: ['import os', '', 'def legacy_fn():', '    pass'] },
          },
        },
      )}</script><div data-target="react-app.reactRoot"></div></react-app>`,
    ),
  );

export type PageName =
  | 'root'
  | 'root-dark'
  | 'no-sidebar'
  | 'blob'
  | 'issues'
  | 'legacy-layout'
  | 'rails-partial'
  | 'sidebar-without-about'
  | 'blob-two-ids'
  | 'hydrated-blob'
  | 'legacy-blob'
  | 'react-code-view-2025'
  | 'not-github';

/** Every page, freshly parsed on each call so that no test sees another's changes. */
export const PAGES: Record<PageName, () => Document> = {
  root: () => snapshotDocument('github/repo-root-labs-molt.html'),
  'root-dark': () => snapshotDocument('github/repo-root-labs-molt-dark.html'),
  'no-sidebar': () => snapshotDocument('github/repo-root-no-sidebar.html'),
  blob: () => snapshotDocument('github/blob-labs-molt-loss.html'),
  'blob-two-ids': () => snapshotDocument('github/blob-labs-molt-loss-two-ids.html'),
  issues: () => snapshotDocument('github/repo-issues-labs-molt.html'),
  'legacy-layout': legacyLayout,
  'rails-partial': railsPartial,
  'sidebar-without-about': sidebarWithoutAbout,
  'hydrated-blob': hydratedBlob,
  'legacy-blob': legacyBlob,
  'react-code-view-2025': reactCodeView2025,
  'not-github': () => parse('<!DOCTYPE html><html><body><main><p>Hello</p></main></body></html>'),
};

export const PAGE_NAMES = Object.keys(PAGES) as PageName[];
