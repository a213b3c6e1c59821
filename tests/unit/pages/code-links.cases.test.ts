// What readCodeLinks takes for a repository, per code host: links' addresses and bare addresses in
// text, what is one (and its canonical address) and what is the host's own page or no code at all.
import { describe, expect, it } from 'vitest';
import { MAX_CODE_LINKS, readCodeLinks } from '../../../lib/pages/code-links';
import type { CollectedRegion } from '../../../lib/pages/code-regions';

const fromHref = (href: string) => readCodeLinks([{ where: 'abstract', hrefs: [href], text: '' }]);
const fromText = (text: string) => readCodeLinks([{ where: 'abstract', hrefs: [], text }]);

// [address, canonical URL or null]; each is tried as a link's href and, where it has no scheme or an
// http(s) one, as bare text too.
const REPOSITORIES: [string, string][] = [
  ['https://github.com/openai/whisper', 'https://github.com/openai/whisper'],
  ['http://www.github.com/openai/whisper/', 'https://github.com/openai/whisper'],
  ['https://github.com/openai/whisper.git', 'https://github.com/openai/whisper'],
  ['https://github.com/openai/whisper/tree/main/src', 'https://github.com/openai/whisper'],
  ['https://github.com/openai/whisper/blob/main/README.md#L1', 'https://github.com/openai/whisper'],
  ['https://github.com/openai/whisper?tab=readme-ov-file', 'https://github.com/openai/whisper'],
  ['https://github.com/Org-1/my_repo.v2', 'https://github.com/Org-1/my_repo.v2'],
  ['https://gitlab.com/group/project', 'https://gitlab.com/group/project'],
  ['https://gitlab.com/g/sub/p', 'https://gitlab.com/g/sub/p'],
  ['https://gitlab.com/g/sub/deeper/p/-/tree/main/src', 'https://gitlab.com/g/sub/deeper/p'],
  ['https://gitlab.com/g/p/tree/master', 'https://gitlab.com/g/p'],
  ['https://gitlab.com/g/p.git', 'https://gitlab.com/g/p'],
  ['https://bitbucket.org/team/repo/src/master/', 'https://bitbucket.org/team/repo'],
  ['https://codeberg.org/forgejo/forgejo/src/branch/forgejo', 'https://codeberg.org/forgejo/forgejo'],
  ['https://huggingface.co/spaces/owner/demo', 'https://huggingface.co/spaces/owner/demo'],
  ['https://huggingface.co/spaces/owner/demo/blob/main/app.py', 'https://huggingface.co/spaces/owner/demo'],
  ['https://huggingface.co/meta-llama/Llama-3.1-8B', 'https://huggingface.co/meta-llama/Llama-3.1-8B'],
  ['https://huggingface.co/owner/model/tree/main', 'https://huggingface.co/owner/model'],
  ['https://hf.co/owner/model', 'https://huggingface.co/owner/model'],
];

const NOT_REPOSITORIES: string[] = [
  'https://github.com/features/copilot',
  'https://github.com/orgs/openai/repositories',
  'https://github.com/sponsors/someone',
  'https://github.com/topics/nlp',
  'https://github.com/settings/profile',
  'https://github.com/login/oauth',
  'https://github.com/openai',
  'https://gist.github.com/someone/abc123',
  'https://gitlab.com/explore/projects',
  'https://gitlab.com/users/sign_in',
  'https://gitlab.com/group',
  'https://bitbucket.org/account/signin',
  'https://bitbucket.org/team',
  'https://codeberg.org/explore/repos',
  'https://codeberg.org/user/login',
  'https://huggingface.co/papers/2607.21653',
  'https://huggingface.co/datasets/owner/data',
  'https://huggingface.co/docs/transformers/index',
  'https://huggingface.co/blog/some-post',
  'https://huggingface.co/login/x',
  'https://huggingface.co/spaces/owner',
  'https://huggingface.co/collections/owner/some-collection',
  'https://huggingface.co/owner',
  'https://example.com/owner/name',
  'https://notgithub.com/owner/name',
  'https://github.io/owner/name',
];

describe('readCodeLinks on one link', () => {
  it.each(REPOSITORIES)('reads %s as %s', (href, url) => {
    expect(fromHref(href).map((link) => link.url)).toEqual([url]);
  });

  it.each(NOT_REPOSITORIES)('reads no repository in %s', (href) => {
    expect(fromHref(href)).toEqual([]);
  });

  it.each([
    'javascript:alert("https://github.com/a/b")',
    'ftp://github.com/a/b',
    'data:text/html,https://github.com/a/b',
    'github.com/a/b', // not absolute: a link's address is always absolute when collected
    `https://github.com/a/b?${'x'.repeat(3_000)}`,
  ])('takes no repository from the non-http(s) or overlong address %s', (href) => {
    expect(fromHref(href)).toEqual([]);
  });

  it.each([
    ['https://github.com/openai/whisper', 'openai/whisper', 'github'],
    ['https://gitlab.com/g/sub/p/-/issues', 'g/sub/p', 'gitlab'],
    ['https://huggingface.co/spaces/o/n', 'spaces/o/n', 'huggingface'],
    ['https://huggingface.co/o/n', 'o/n', 'huggingface'],
    ['https://bitbucket.org/o/n', 'o/n', 'bitbucket'],
    ['https://codeberg.org/o/n', 'o/n', 'codeberg'],
  ])('labels %s as %s on %s', (href, label, host) => {
    expect(fromHref(href)).toEqual([{ url: expect.any(String), label, host, where: 'abstract' }]);
  });
});

describe('readCodeLinks on bare addresses in text', () => {
  it.each(REPOSITORIES)('finds %s in a sentence as %s', (address, url) => {
    expect(fromText(`Code: ${address}. More soon`).map((link) => link.url)).toEqual([url]);
    expect(fromText(`(see ${address.replace(/^https?:\/\//, '')}), thanks`).map((link) => link.url)).toEqual([url]);
  });

  it.each(NOT_REPOSITORIES)('finds no repository in text naming %s', (address) => {
    expect(fromText(`See ${address} for details.`)).toEqual([]);
  });

  it.each([
    ['trailing punctuation', 'at github.com/a/b).', 'https://github.com/a/b'],
    ['a semicolon', 'github.com/a/b; and', 'https://github.com/a/b'],
    ['quotes', '“github.com/a/b”', 'https://github.com/a/b'],
    ['angle brackets', '<https://github.com/a/b>', 'https://github.com/a/b'],
    ['dots and .git', 'clone github.com/a/b.git...', 'https://github.com/a/b'],
    ['upper-case host', 'HTTPS://GitHub.COM/a/b', 'https://github.com/a/b'],
    ['www', 'www.gitlab.com/g/p', 'https://gitlab.com/g/p'],
    ['a line break after', 'github.com/a/b\nNext', 'https://github.com/a/b'],
    ['a trailing slash then text', 'github.com/a/b/ next', 'https://github.com/a/b'],
  ])('ends the address at %s', (_what, text, url) => {
    expect(fromText(text).map((link) => link.url)).toEqual([url]);
  });

  it.each([
    ['a host run into a word', 'mygithub.com/a/b'],
    ['a subdomain', 'docs.github.com/a/b'],
    ['a hyphenated host', 'my-github.com/a/b'],
    ['an empty segment', 'github.com//a/b'],
    ['a host without a path', 'github.com and gitlab.com'],
    ['an ssh address', 'git@github.com:a/b.git'],
  ])('finds nothing in %s', (_what, text) => {
    expect(fromText(text)).toEqual([]);
  });
});

describe('readCodeLinks over several regions', () => {
  it('keeps one entry per repository, compared without case, where it was first named', () => {
    const regions: CollectedRegion[] = [
      { where: 'abstract', hrefs: ['https://github.com/Org/Repo'], text: 'this https URL' },
      { where: 'comments', hrefs: [], text: 'github.com/org/repo and gitlab.com/g/p' },
    ];
    expect(readCodeLinks(regions)).toEqual([
      { url: 'https://github.com/Org/Repo', label: 'Org/Repo', host: 'github', where: 'abstract' },
      { url: 'https://gitlab.com/g/p', label: 'g/p', host: 'gitlab', where: 'comments' },
    ]);
  });

  it('reads a region’s links before its text', () => {
    const links = readCodeLinks([{ where: 'text', hrefs: ['https://github.com/a/second'], text: 'github.com/a/first' }]);
    expect(links.map((link) => link.label)).toEqual(['a/second', 'a/first']);
  });

  it(`returns at most ${MAX_CODE_LINKS}, the first ones`, () => {
    const hrefs = Array.from({ length: 80 }, (_, i) => `https://github.com/o/r${i}`);
    const links = readCodeLinks([{ where: 'links', hrefs, text: '' }]);
    expect(links).toHaveLength(MAX_CODE_LINKS);
    expect(links.at(-1)?.label).toBe(`o/r${MAX_CODE_LINKS - 1}`);
  });

  it.each([
    ['an unknown place', [{ where: 'footer', hrefs: ['https://github.com/a/b'], text: '' }]],
    ['hrefs that are not a list', [{ where: 'abstract', hrefs: 'https://github.com/a/b', text: '' }]],
    ['text that is not a string', [{ where: 'abstract', hrefs: [], text: ['github.com/a/b'] }]],
    ['null', [null]],
    ['not a list', { where: 'abstract', hrefs: ['https://github.com/a/b'], text: '' }],
  ])('skips %s', (_what, input) => {
    expect(readCodeLinks(input as unknown as CollectedRegion[])).toEqual([]);
  });

  it('skips a link that is not a string and reads the rest', () => {
    const input = [{ where: 'abstract', hrefs: [42, 'https://github.com/a/b'], text: '' }] as unknown as CollectedRegion[];
    expect(readCodeLinks(input).map((link) => link.label)).toEqual(['a/b']);
  });
});
