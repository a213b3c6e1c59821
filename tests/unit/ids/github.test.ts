// Case tables for GitHub repository URLs, owner/name refs, comparison keys and merge keys.
import { describe, expect, it } from 'vitest';
import { isReservedOwner, normaliseRepoUrl, parseRepoRef, parseRepoUrl, repoKey, type RepoRef } from '../../../lib/ids/github';

const ref = (owner: string, name: string): RepoRef => ({ owner, name });

// GitHub's own top-level pages, as the brief names them.
const GITHUB_PAGES = [
  'settings',
  'orgs',
  'marketplace',
  'topics',
  'features',
  'sponsors',
  'login',
  'logout',
  'join',
  'signup',
  'explore',
  'notifications',
  'new',
  'search',
  'pulls',
  'issues',
  'codespaces',
  'collections',
  'trending',
  'about',
  'pricing',
  'enterprise',
  'readme',
  'security',
  'site',
  'apps',
  'dashboard',
  'account',
  'organizations',
  'customer-stories',
  'team',
  'contact',
  'events',
  'github-copilot',
  'copilot',
  'models',
  'resources',
  'solutions',
  'partners',
  'premium-support',
  'nonprofit',
  'education',
  'mobile',
  'stars',
  'watching',
  'users',
  'enterprises',
  'sessions',
  'gist',
  'raw',
  '404',
  'www1',
];

const REPO_FORMS: ReadonlyArray<[string, RepoRef]> = [
  ['https://github.com/octo/hello', ref('octo', 'hello')],
  ['https://github.com/octo/hello/', ref('octo', 'hello')],
  ['http://github.com/octo/hello', ref('octo', 'hello')],
  ['https://www.github.com/octo/hello', ref('octo', 'hello')],
  ['HTTPS://GITHUB.COM/Octo/Hello', ref('Octo', 'Hello')],
  ['github.com/octo/hello', ref('octo', 'hello')],
  ['www.github.com/octo/hello', ref('octo', 'hello')],
  ['  https://github.com/octo/hello \n', ref('octo', 'hello')],
  ['https://github.com/octo/hello/tree/main', ref('octo', 'hello')],
  ['https://github.com/octo/hello/tree/main/src/lib', ref('octo', 'hello')],
  ['https://github.com/octo/hello/blob/main/README.md', ref('octo', 'hello')],
  ['https://github.com/octo/hello/blob/main/README.md#L10-L20', ref('octo', 'hello')],
  ['https://github.com/octo/hello/issues/1', ref('octo', 'hello')],
  ['https://github.com/octo/hello/pulls', ref('octo', 'hello')],
  ['https://github.com/octo/hello/pull/42/files', ref('octo', 'hello')],
  ['https://github.com/octo/hello/releases/tag/v1.0', ref('octo', 'hello')],
  ['https://github.com/octo/hello?tab=readme-ov-file', ref('octo', 'hello')],
  ['https://github.com/octo/hello#readme', ref('octo', 'hello')],
  ['https://github.com/octo/hello/?tab=readme-ov-file#citation', ref('octo', 'hello')],
  ['https://github.com:443/octo/hello', ref('octo', 'hello')],
  ['https://github.com/octo/hello.git', ref('octo', 'hello')],
  ['https://github.com/octo/hello.git/', ref('octo', 'hello')],
  ['https://github.com/octo/hello.GIT', ref('octo', 'hello')],
  ['https://user:token@github.com/octo/hello.git', ref('octo', 'hello')],
  ['git@github.com:octo/hello.git', ref('octo', 'hello')],
  ['git@github.com:octo/hello', ref('octo', 'hello')],
  ['ssh://git@github.com/octo/hello.git', ref('octo', 'hello')],
  ['ssh://git@github.com:22/octo/hello.git', ref('octo', 'hello')],
  ['git://github.com/octo/hello.git', ref('octo', 'hello')],
  ['git+https://github.com/octo/hello.git', ref('octo', 'hello')],
  ['git+ssh://git@github.com/octo/hello.git', ref('octo', 'hello')],
  // Owner and name edges.
  ['https://github.com/a/b', ref('a', 'b')],
  ['https://github.com/a-b-c/x', ref('a-b-c', 'x')],
  ['https://github.com/123/456', ref('123', '456')],
  [`https://github.com/${'a'.repeat(39)}/x`, ref('a'.repeat(39), 'x')],
  ['https://github.com/octo/.github', ref('octo', '.github')],
  ['https://github.com/octo/my_repo.js-2', ref('octo', 'my_repo.js-2')],
  ['https://github.com/octo/...', ref('octo', '...')],
  [`https://github.com/octo/${'n'.repeat(100)}`, ref('octo', 'n'.repeat(100))],
  // Owners that merely start like a reserved page.
  ['https://github.com/settings-app/x', ref('settings-app', 'x')],
  ['https://github.com/github/docs', ref('github', 'docs')],
  ['https://github.com/newton/x', ref('newton', 'x')],
];

describe('parseRepoUrl accepts', () => {
  it.each(REPO_FORMS)('%j', (url, expected) => {
    expect(parseRepoUrl(url)).toStrictEqual(expected);
  });
});

describe('parseRepoUrl rejects', () => {
  it.each([
    '',
    '   ',
    'not a url',
    'octo/hello',
    'https://github.com',
    'https://github.com/',
    'https://github.com/octo',
    'https://github.com/octo/',
    'https://github.com/octo?tab=repositories',
    'https://github.com//octo/hello',
    // Hosts that are not github.com.
    'https://gist.github.com/octo/0123456789abcdef',
    'https://raw.githubusercontent.com/octo/hello/main/README.md',
    'https://api.github.com/repos/octo/hello',
    'https://octo.github.io/hello',
    'https://github.com.evil.com/octo/hello',
    'https://evilgithub.com/octo/hello',
    'https://gitlab.com/octo/hello',
    'https://github.co/octo/hello',
    'ftp://github.com/octo/hello',
    'mailto:octo@github.com',
    'javascript:alert(1)//github.com/octo/hello',
    'git@gitlab.com:octo/hello.git',
    'xhttps://github.com/octo/hello',
    // Owners GitHub would not allow.
    'https://github.com/-octo/hello',
    'https://github.com/octo-/hello',
    'https://github.com/oc--to/hello',
    'https://github.com/oc_to/hello',
    'https://github.com/oc.to/hello',
    `https://github.com/${'a'.repeat(40)}/x`,
    // Names GitHub would not allow.
    'https://github.com/octo/.',
    'https://github.com/octo/..',
    'https://github.com/octo/.git',
    'https://github.com/octo/a%20b',
    'https://github.com/octo/a b',
    'https://github.com/octo/he(llo)',
    `https://github.com/octo/${'n'.repeat(101)}`,
    // GitHub's own pages.
    'https://github.com/settings/profile',
    'https://github.com/orgs/octo/repositories',
    'https://github.com/marketplace/actions/x',
    'https://github.com/topics/nlp',
    'https://github.com/sponsors/octo',
    'https://github.com/apps/dependabot',
    'https://github.com/users/octo/projects/1',
    'https://github.com/Settings/Profile',
    'https://github.com/404/x',
    'https://github.com/features/copilot',
    'https://github.com/trending/python',
    'https://github.com/collections/ml',
  ])('%j', (url) => {
    expect(parseRepoUrl(url)).toBeNull();
  });

  it.each(GITHUB_PAGES)('the page %j', (page) => {
    expect(parseRepoUrl(`https://github.com/${page}/something`)).toBeNull();
    expect(isReservedOwner(page.toUpperCase())).toBe(true);
  });
});

describe('parseRepoRef', () => {
  it.each<[string, RepoRef]>([
    ['octo/hello', ref('octo', 'hello')],
    [' Octo/Hello ', ref('Octo', 'Hello')],
    ['octo/hello.git', ref('octo', 'hello')],
    ['a-b/c.d_e', ref('a-b', 'c.d_e')],
    ...REPO_FORMS,
  ])('accepts %j', (input, expected) => {
    expect(parseRepoRef(input)).toStrictEqual(expected);
  });

  it.each([
    '',
    'octo',
    'octo/',
    '/hello',
    'octo/hello/extra',
    'octo hello/x',
    '-octo/hello',
    'oc_to/hello',
    'octo/..',
    'octo/a b',
    'settings/hello',
    'Topics/nlp',
    'github.com/octo',
    'gist.github.com/octo/x',
    'https://gitlab.com/octo/hello',
  ])('rejects %j', (input) => {
    expect(parseRepoRef(input)).toBeNull();
  });
});

describe('repoKey', () => {
  it.each<[RepoRef, string]>([
    [ref('octo', 'hello'), 'octo/hello'],
    [ref('Octo', 'Hello.JS'), 'octo/hello.js'],
    [ref('FacebookResearch', 'Detectron2'), 'facebookresearch/detectron2'],
  ])('%j -> %j', (input, expected) => {
    expect(repoKey(input)).toBe(expected);
  });
});

describe('normaliseRepoUrl', () => {
  it.each<[string, string]>([
    ['https://github.com/Octo/Hello', 'github.com/octo/hello'],
    ['http://www.github.com/octo/hello/', 'github.com/octo/hello'],
    ['https://github.com/octo/hello.git', 'github.com/octo/hello'],
    ['https://github.com/octo/hello/tree/main/sub', 'github.com/octo/hello'],
    ['https://github.com/octo/hello?tab=readme-ov-file#readme', 'github.com/octo/hello'],
    ['git@github.com:Octo/Hello.git', 'github.com/octo/hello'],
    ['git+https://github.com/octo/hello.git', 'github.com/octo/hello'],
    ['https://github.com/octo', 'github.com/octo'],
    ['https://github.com/settings/profile', 'github.com/settings/profile'],
    ['https://gist.github.com/octo/abc123', 'gist.github.com/octo/abc123'],
    ['https://gitlab.com/Group/Sub/Proj', 'gitlab.com/group/sub/proj'],
    ['https://www.GitLab.com/Group/Proj.git/', 'gitlab.com/group/proj'],
    ['https://gitlab.com/group/proj/-/tree/main', 'gitlab.com/group/proj'],
    ['https://gitlab.com/group/proj/-/blob/main/README.md?ref_type=heads', 'gitlab.com/group/proj'],
    ['https://bitbucket.org/team/repo/', 'bitbucket.org/team/repo'],
    ['https://huggingface.co/bert-base-uncased', 'huggingface.co/bert-base-uncased'],
    ['https://huggingface.co/spaces/Org/Demo#x', 'huggingface.co/spaces/org/demo'],
    ['https://codeberg.org/owner/repo.git', 'codeberg.org/owner/repo'],
    ['http://example.org:8080/a//', 'example.org/a'],
    ['https://sourceforge.net', 'sourceforge.net'],
    ['  https://gitlab.com/g/p  ', 'gitlab.com/g/p'],
  ])('%j -> %j', (url, expected) => {
    expect(normaliseRepoUrl(url)).toBe(expected);
  });

  it.each([
    '',
    'not a url',
    'octo/hello',
    'ftp://gitlab.com/g/p',
    'git@gitlab.com:g/p.git',
    'ssh://git@gitlab.com/g/p.git',
    'mailto:a@b.c',
    'javascript:alert(1)',
    'https://',
    'https:///path',
    'https://exa mple.com/x',
    '//gitlab.com/g/p',
  ])('null for %j', (url) => {
    expect(normaliseRepoUrl(url)).toBeNull();
  });
});

describe('long hostile input', () => {
  // Each of these took seconds to minutes with a backtracking regex; linear code returns at once.
  it.each<[string, string]>([
    ['a long run of tails', `https://example.com${'/-.git'.repeat(50_000)}`],
    ['a long host', `https://${'a-'.repeat(100_000)}!`],
    ['a long dotted host', `https://${'a.'.repeat(100_000)}!`],
    ['a long owner', `https://github.com/${'a-'.repeat(100_000)}/x`],
  ])('%s', (_label, text) => {
    // Not a timing assertion: a backtracking regex never returns within the test's time-out.
    expect(parseRepoUrl(text)).toBeNull();
    expect(parseRepoRef(text)).toBeNull();
    expect(() => normaliseRepoUrl(text)).not.toThrow();
  });
});
