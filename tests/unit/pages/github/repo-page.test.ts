import { describe, expect, it } from 'vitest';
import { scanRepoPage, type RepoPageKind } from '../../../../lib/pages/github/repo-page';
import { PAGES, parse, repoShell, type PageName } from './corpus';

const scan = (page: PageName | Document, url: string) => scanRepoPage(typeof page === 'string' ? PAGES[page]() : page, new URL(url));

/** A code view page whose payload names `ref` and `path` for `route`, optionally with breadcrumbs. */
function codeView(route: 'codeViewBlobLayoutRoute' | 'codeViewTreeRoute', ref: string, path: string, crumbRef?: string): Document {
  const payload = {
    payload: { codeViewLayoutRoute: { repo: { ownerLogin: 'octo', name: 'lab' }, path, refInfo: { name: ref } }, [route]: { path, refInfo: { name: ref } } },
  };
  const crumbs = crumbRef ? `<nav data-testid="breadcrumbs"><a data-testid="breadcrumbs-repo-link" href="/octo/lab/tree/${crumbRef}">lab</a></nav>` : '';
  return parse(
    repoShell(
      `<react-app app-name="code-view"><script type="application/json" data-target="react-app.embeddedData">${JSON.stringify(payload)}</script>${crumbs}</react-app>`,
      { nwo: 'octo/lab' },
    ),
  );
}
const breadcrumbsOnly = (crumbRef: string): Document =>
  parse(
    repoShell(`<nav data-testid="breadcrumbs"><a data-testid="breadcrumbs-repo-link" href="/octo/lab/tree/${crumbRef}">lab</a></nav>`, { nwo: 'octo/lab' }),
  );
const bare = (): Document => parse('<!DOCTYPE html><html><body></body></html>');

describe('scanRepoPage on saved pages', () => {
  it.each([
    ['root', 'https://github.com/NVIDIA-NeMo/labs-molt', { owner: 'NVIDIA-NeMo', name: 'labs-molt', kind: 'code', path: null, ref: 'main' }],
    ['root-dark', 'https://github.com/NVIDIA-NeMo/labs-molt/', { owner: 'NVIDIA-NeMo', name: 'labs-molt', kind: 'code', path: null, ref: 'main' }],
    [
      'no-sidebar',
      'https://github.com/example-lab/fixture-official',
      { owner: 'example-lab', name: 'fixture-official', kind: 'code', path: null, ref: 'main' },
    ],
    [
      'blob',
      'https://github.com/NVIDIA-NeMo/labs-molt/blob/main/molt/models/loss.py#L27',
      { owner: 'NVIDIA-NeMo', name: 'labs-molt', kind: 'blob', path: 'molt/models/loss.py', ref: 'main' },
    ],
    [
      'issues',
      'https://github.com/NVIDIA-NeMo/labs-molt/issues?q=is%3Aopen',
      { owner: 'NVIDIA-NeMo', name: 'labs-molt', kind: 'other', path: null, ref: null },
    ],
  ] as const)('%s at %s', (page, url, expected) => {
    expect(scan(page, url)).toEqual(expected);
  });

  it('spells owner and name as the page meta does, whatever the URL case', () => {
    expect(scan('root', 'https://github.com/nvidia-nemo/LABS-MOLT')).toMatchObject({ owner: 'NVIDIA-NeMo', name: 'labs-molt' });
  });

  it('trusts the meta when it names another repository than the URL (a renamed repository)', () => {
    expect(scan('root', 'https://github.com/NVIDIA-NeMo/molt-old-name')).toMatchObject({ owner: 'NVIDIA-NeMo', name: 'labs-molt', kind: 'code' });
  });

  it('takes the URL when the page has no meta', () => {
    expect(scan(bare(), 'https://github.com/Some-Org/some.repo')).toEqual({ owner: 'Some-Org', name: 'some.repo', kind: 'code', path: null, ref: null });
  });
});

describe('scanRepoPage splits refs holding slashes by the page’s own data', () => {
  it.each([
    [
      'payload',
      codeView('codeViewBlobLayoutRoute', 'feature/new-loss', 'molt/loss.py'),
      'https://github.com/octo/lab/blob/feature/new-loss/molt/loss.py',
      'blob',
      'feature/new-loss',
      'molt/loss.py',
    ],
    [
      'payload, tree',
      codeView('codeViewTreeRoute', 'release/2.0', 'docs/api'),
      'https://github.com/octo/lab/tree/release/2.0/docs/api',
      'tree',
      'release/2.0',
      'docs/api',
    ],
    [
      'payload, tree root at a ref',
      codeView('codeViewTreeRoute', 'release/2.0', ''),
      'https://github.com/octo/lab/tree/release/2.0',
      'code',
      'release/2.0',
      null,
    ],
    [
      'breadcrumbs',
      breadcrumbsOnly('feature/new-loss'),
      'https://github.com/octo/lab/blob/feature/new-loss/molt/loss.py',
      'blob',
      'feature/new-loss',
      'molt/loss.py',
    ],
    ['percent-encoded breadcrumbs', breadcrumbsOnly('feat%2Fx'), 'https://github.com/octo/lab/blob/feat/x/a%20b.py', 'blob', 'feat/x', 'a b.py'],
    // GitHub keeps the first page's payload across in-app navigation: a payload for another file is ignored.
    [
      'stale payload, breadcrumbs',
      codeView('codeViewBlobLayoutRoute', 'main', 'README.md', 'feature/new-loss'),
      'https://github.com/octo/lab/blob/feature/new-loss/molt/loss.py',
      'blob',
      'feature/new-loss',
      'molt/loss.py',
    ],
    [
      'stale payload only',
      codeView('codeViewBlobLayoutRoute', 'main', 'README.md'),
      'https://github.com/octo/lab/blob/feature/new-loss/molt/loss.py',
      'blob',
      'feature',
      'new-loss/molt/loss.py',
    ],
    ['breadcrumbs for another ref', breadcrumbsOnly('develop'), 'https://github.com/octo/lab/blob/main/src/a.py', 'blob', 'main', 'src/a.py'],
    ['2023-2025 payload', PAGES['react-code-view-2025'](), 'https://github.com/octo/legacy/blob/fix/slash/src/a.py', 'blob', 'fix/slash', 'src/a.py'],
    ['nothing', bare(), 'https://github.com/octo/lab/blob/v1.2.0/src/a.py', 'blob', 'v1.2.0', 'src/a.py'],
    ['nothing, tree', bare(), 'https://github.com/octo/lab/tree/main/src', 'tree', 'main', 'src'],
    [
      'nothing, tree root',
      bare(),
      'https://github.com/octo/lab/tree/57bf435ee12d14b482df0bbd88013a2814c7512e/',
      'code',
      '57bf435ee12d14b482df0bbd88013a2814c7512e',
      null,
    ],
  ] as const)('%s', (_, doc, url, kind, ref, path) => {
    expect(scanRepoPage(doc, new URL(url))).toMatchObject({ kind, ref, path });
  });

  it('ignores a payload for another repository', () => {
    const doc = codeView('codeViewBlobLayoutRoute', 'feature/x', 'a.py');
    expect(scanRepoPage(doc, new URL('https://github.com/other/repo/blob/feature/x/a.py'))).toMatchObject({ owner: 'octo', ref: 'feature/x' });
    const foreign = parse(doc.documentElement.outerHTML.replace('octo/lab', 'other/repo'));
    expect(scanRepoPage(foreign, new URL('https://github.com/other/repo/blob/feature/x/a.py'))).toMatchObject({ ref: 'feature', path: 'x/a.py' });
  });
});

// Each kind next to the URLs it must match; every other URL here must not match it (github-url-detection's way).
const KIND_URLS: Record<RepoPageKind | 'none', string[]> = {
  code: [
    'https://github.com/octo/lab',
    'https://github.com/octo/lab/',
    'https://www.github.com/octo/lab',
    'http://github.com/octo/lab?tab=readme-ov-file',
    'https://github.com/octo/lab#readme',
    'https://github.com/octo/lab/tree/main',
    'https://github.com/octo/lab/tree/57bf4',
    'https://github.com/octo/lab.git',
  ],
  tree: ['https://github.com/octo/lab/tree/main/source', 'https://github.com/octo/lab/tree/0.13.0/extension', 'https://github.com/octo/lab?search=1'],
  blob: [
    'https://github.com/octo/lab/blob/main/README.md',
    'https://github.com/octo/lab/blob/fix-narrow-diff/distribution/content.css',
    'https://github.com/octo/lab/blob/main/a.py#L3-L9',
  ],
  other: [
    'https://github.com/octo/lab/issues',
    'https://github.com/octo/lab/issues/12',
    'https://github.com/octo/lab/pulls',
    'https://github.com/octo/lab/pull/3/files',
    'https://github.com/octo/lab/blame/main/a.py',
    'https://github.com/octo/lab/commits/main',
    'https://github.com/octo/lab/releases',
    'https://github.com/octo/lab/tree',
    'https://github.com/octo/lab/wiki',
  ],
  none: [
    'https://github.com/',
    'https://github.com/octo',
    'https://github.com/settings/profile',
    'https://github.com/orgs/octo/repositories',
    'https://github.com/marketplace/actions/checkout',
    'https://github.com/topics/python',
    'https://gist.github.com/octo/0123456789abcdef',
    'https://gitlab.com/octo/lab',
    'https://example.com/octo/lab',
    'https://arxiv.org/abs/2607.21653',
  ],
};
const ALL_URLS = Object.entries(KIND_URLS).flatMap(([kind, urls]) => urls.map((url) => [kind, url] as const));

describe.each(Object.keys(KIND_URLS))('kind %s', (kind) => {
  it.each(KIND_URLS[kind as RepoPageKind | 'none'])('matches %s', (url) => {
    expect(scan(bare(), url)?.kind ?? 'none').toBe(kind);
  });
  it.each(ALL_URLS.filter(([other]) => other !== kind).map(([, url]) => url))('does not match %s', (url) => {
    expect(scan(bare(), url)?.kind ?? 'none').not.toBe(kind);
  });
});

describe('scanRepoPage never throws', () => {
  it.each([
    ['a broken payload', parse(repoShell('<script type="application/json" data-target="react-app.embeddedData">{"payload":</script>', { nwo: 'octo/lab' }))],
    [
      'a payload of the wrong shape',
      parse(
        repoShell(
          '<script type="application/json" data-target="react-app.embeddedData">{"payload":{"codeViewLayoutRoute":[1,2],"codeViewBlobLayoutRoute":"x"}}</script>',
          { nwo: 'octo/lab' },
        ),
      ),
    ],
    ['a meta that is no repository', parse(repoShell('', { nwo: 'settings/x y' }))],
    ['a document without methods', {} as Document],
  ])('on %s', (_, doc) => {
    expect(() => scanRepoPage(doc, new URL('https://github.com/octo/lab/blob/main/a.py'))).not.toThrow();
  });

  it('reads the URL when the meta is unusable', () => {
    expect(scanRepoPage(parse(repoShell('', { nwo: 'settings/x y' })), new URL('https://github.com/octo/lab/blob/main/a.py'))).toMatchObject({
      owner: 'octo',
      name: 'lab',
      path: 'a.py',
    });
  });
});
