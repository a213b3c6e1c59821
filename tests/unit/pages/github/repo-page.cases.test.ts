// Which repository, ref and path a GitHub page shows, at the edges the scanner branches on: a meta
// that is not exactly `owner/name`, and payloads that carry the ref in only one of their routes.
import { describe, expect, it } from 'vitest';
import { scanRepoPage } from '../../../../lib/pages/github/repo-page';
import { parse, repoShell } from './corpus';

/** A code view page for octo/lab whose payload is `payload` (the JSON's `payload` field). */
const withPayload = (payload: Record<string, unknown>): Document =>
  parse(
    repoShell(
      `<react-app app-name="code-view"><script type="application/json" data-target="react-app.embeddedData">${JSON.stringify({ payload })}</script></react-app>`,
      { nwo: 'octo/lab' },
    ),
  );
const repo = { ownerLogin: 'octo', name: 'lab' };

describe('scanRepoPage reads the repository meta only when it is owner/name', () => {
  it.each([
    ['the meta with spaces around it', ' octo/lab ', { owner: 'octo', name: 'lab' }],
    ['a meta with a third part before', 'x/octo/lab', { owner: 'Octo', name: 'Lab' }],
    ['a meta with a third part after', 'octo/lab/x', { owner: 'Octo', name: 'Lab' }],
    ['a meta with no name', 'octo', { owner: 'Octo', name: 'Lab' }],
  ])('%s: the repository shown is the meta’s or else the URL’s', (_, nwo, expected) => {
    const doc = parse(repoShell('', { nwo }));
    expect(scanRepoPage(doc, new URL('https://github.com/Octo/Lab'))).toMatchObject(expected);
  });
});

describe('scanRepoPage takes ref and path from the payload route of the page’s kind', () => {
  it.each([
    [
      'a file, only the blob route naming them',
      { codeViewLayoutRoute: { repo }, codeViewBlobLayoutRoute: { path: 'src/a.py', refInfo: { name: 'feat/x' } } },
      'https://github.com/octo/lab/blob/feat/x/src/a.py',
      { kind: 'blob', ref: 'feat/x', path: 'src/a.py' },
    ],
    [
      'a file, only the layout route naming them',
      { codeViewLayoutRoute: { repo, path: 'src/a.py', refInfo: { name: 'feat/x' } } },
      'https://github.com/octo/lab/blob/feat/x/src/a.py',
      { kind: 'blob', ref: 'feat/x', path: 'src/a.py' },
    ],
    [
      'a directory, only the tree route naming them',
      { codeViewLayoutRoute: { repo }, codeViewTreeRoute: { path: 'docs/api', refInfo: { name: 'release/2.0' } } },
      'https://github.com/octo/lab/tree/release/2.0/docs/api',
      { kind: 'tree', ref: 'release/2.0', path: 'docs/api' },
    ],
    [
      'a directory, only the layout route naming them',
      { codeViewLayoutRoute: { repo, path: 'docs/api', refInfo: { name: 'release/2.0' } } },
      'https://github.com/octo/lab/tree/release/2.0/docs/api',
      { kind: 'tree', ref: 'release/2.0', path: 'docs/api' },
    ],
    [
      'the root at a ref, the tree route naming the ref and no path',
      { codeViewLayoutRoute: { repo }, codeViewTreeRoute: { refInfo: { name: 'release/2.0' } } },
      'https://github.com/octo/lab/tree/release/2.0',
      { kind: 'code', ref: 'release/2.0', path: null },
    ],
  ])('%s', (_, payload, url, expected) => {
    expect(scanRepoPage(withPayload(payload), new URL(url))).toEqual({ owner: 'octo', name: 'lab', ...expected });
  });
});

/** A page for octo/lab with no payload, whose breadcrumbs' repository link goes to `href`. */
const withCrumbs = (href: string): Document =>
  parse(repoShell(`<nav data-testid="breadcrumbs"><a data-testid="breadcrumbs-repo-link" href="${href}">lab</a></nav>`, { nwo: 'octo/lab' }));

describe('scanRepoPage takes the ref from the breadcrumbs only when their link names one', () => {
  it.each([
    [
      'the root at a ref holding a slash',
      '/octo/lab/tree/release/2.0',
      'https://github.com/octo/lab/tree/release/2.0',
      { kind: 'code', ref: 'release/2.0', path: null },
    ],
    [
      'a link with no /tree/: the first segment is the ref',
      '/octo/lab/pulls',
      'https://github.com/octo/lab/blob/lab/pulls/a.py',
      { kind: 'blob', ref: 'lab', path: 'pulls/a.py' },
    ],
  ])('%s', (_, href, url, expected) => {
    expect(scanRepoPage(withCrumbs(href), new URL(url))).toEqual({ owner: 'octo', name: 'lab', ...expected });
  });
});

describe('scanRepoPage takes the root’s ref from any route of its own repository’s payload', () => {
  it.each([
    ['the repository route', { codeViewLayoutRoute: { repo }, codeViewRepoRoute: { refInfo: { name: 'dev' } } }, 'dev'],
    ['the tree route', { codeViewLayoutRoute: { repo }, codeViewTreeRoute: { refInfo: { name: 'dev' } } }, 'dev'],
    ['the layout route', { codeViewLayoutRoute: { repo, refInfo: { name: 'dev' } } }, 'dev'],
    [
      'another repository’s payload (a stale one): no ref',
      { codeViewLayoutRoute: { repo: { ownerLogin: 'octo', name: 'other' }, refInfo: { name: 'dev' } } },
      null,
    ],
    ['a payload naming no repository', { codeViewRepoRoute: { refInfo: { name: 'dev' } } }, 'dev'],
  ])('%s', (_, payload, ref) => {
    const doc = withPayload(payload);
    expect(scanRepoPage(doc, new URL('https://github.com/octo/lab'))).toEqual({ owner: 'octo', name: 'lab', kind: 'code', path: null, ref });
    expect(scanRepoPage(doc, new URL('https://github.com/octo/lab?search=1'))).toEqual({ owner: 'octo', name: 'lab', kind: 'tree', path: '', ref });
  });
});
