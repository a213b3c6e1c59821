// Which GitHub repositories a panel asks the states of: the record's, then Papers with Code's, then
// the GitHub links the page names, each once in any case, other hosts and lookups without a record
// left out; and the lower-case key a state is found under.
import { describe, expect, it } from 'vitest';
import type { NamedCodeLink, SecondOpinion, SecondRepoView } from '../../../lib/record/code-part-types';
import { githubReposShown, stateKey } from '../../../lib/record/github-shown';
import type { PaperLookup, RepoView } from '../../../lib/record/view-types';
import { found, realView } from '../components/views';

const repo = (url: string): RepoView => ({
  url,
  label: url,
  kind: 'listed',
  kindLabel: 'listed',
  kindExplanation: null,
  official: false,
  framework: null,
  provenance: null,
});
const recordOf = (...urls: string[]): PaperLookup => found({ ...realView(), code: { ok: true, value: urls.map(repo) } });
const second = (...urls: string[]): SecondOpinion => ({
  status: 'found',
  site: 'https://paperswithcode.co',
  paperUrl: null,
  repos: urls.map((url): SecondRepoView => ({ url, label: url, official: false, stars: null, framework: null })),
  more: 0,
  stale: false,
});
const named = (url: string, host: NamedCodeLink['host'] = 'github'): NamedCodeLink => ({ url, label: url, host, where: 'abstract' });

describe('stateKey', () => {
  it.each([
    ['https://github.com/Octo/Hello', 'octo/hello'],
    ['https://github.com/NVIDIA-NeMo/labs-molt/tree/main/src', 'nvidia-nemo/labs-molt'],
    ['https://github.com/Octo/Hello.git', 'octo/hello'],
    ['https://github.com/octo/.git', null],
    ['https://github.com/octo/.', null],
    ['https://github.com/octo/..', null],
    ['https://github.com/octo/hello?tab=readme', 'octo/hello'],
    ['https://github.com/octo/hello#readme', 'octo/hello'],
    ['https://github.com/octo/hello!', null],
    ['http://www.github.com/octo/hello/', 'octo/hello'],
    [`https://github.com/octo/hello/${'x'.repeat(1_970)}`, 'octo/hello'],
    [`https://github.com/octo/hello/${'x'.repeat(1_980)}`, null],
    // Not an address a panel shows: the record, the second source and the page reader give https ones.
    ['git@github.com:Octo/Hello.git', null],
    ['https://gitlab.com/octo/hello', null],
    // Read lightly: the background checks every name (GitHub's own pages are refused there).
    ['https://github.com/settings/profile', 'settings/profile'],
    ['octo/hello', null],
    ['', null],
    // The address must start with GitHub's: one named inside another's query is not GitHub's.
    ['https://evil.example/?u=https://github.com/octo/hello', null],
    ['https://github.com.evil.example/octo/hello', null],
    ['ftp://github.com/octo/hello', null],
    ['HTTPS://GITHUB.COM/Octo/Hello', 'octo/hello'],
    // Only a trailing `.git` is taken off.
    ['https://github.com/octo/hello.github', 'octo/hello.github'],
    ['https://github.com/octo/hello.git.old', 'octo/hello.git.old'],
    ['https://github.com/-octo/hello', null],
    [`https://github.com/${'o'.repeat(39)}/hello`, `${'o'.repeat(39)}/hello`],
    [`https://github.com/${'o'.repeat(40)}/hello`, null],
    [`https://github.com/octo/${'n'.repeat(100)}`, `octo/${'n'.repeat(100)}`],
    [`https://github.com/octo/${'n'.repeat(101)}`, null],
  ])('%s → %s', (url, key) => {
    expect(stateKey(url)).toBe(key);
  });

  it('reads nothing from what is not text (data that crossed the message channel)', () => {
    expect(stateKey(['https://github.com/octo/hello'] as unknown as string)).toBeNull();
    expect(stateKey({ length: 1 } as unknown as string)).toBeNull();
    expect(stateKey(null as unknown as string)).toBeNull();
  });
});

describe('githubReposShown', () => {
  it('lists the record’s, then Papers with Code’s, then the page’s, as owner/name in the order each lists them', () => {
    const shown = githubReposShown(recordOf('https://github.com/rec/one', 'https://github.com/rec/two'), {
      opinion: second('https://github.com/pwc/one', 'https://github.com/pwc/two'),
      named: [named('https://github.com/page/one'), named('https://github.com/page/two')],
    });
    expect(shown).toEqual(['rec/one', 'rec/two', 'pwc/one', 'pwc/two', 'page/one', 'page/two']);
  });

  it('lists a repository once, in any case or form, where it is first listed and as it is first written', () => {
    const shown = githubReposShown(recordOf('https://github.com/NVIDIA-NeMo/labs-molt', 'https://github.com/rec/two'), {
      opinion: second('https://github.com/nvidia-nemo/LABS-MOLT', 'https://github.com/Rec/Two/tree/main', 'https://github.com/pwc/one'),
      named: [named('https://github.com/nvidia-nemo/labs-molt.git'), named('https://github.com/PWC/ONE'), named('https://github.com/page/one')],
    });
    expect(shown).toEqual(['NVIDIA-NeMo/labs-molt', 'rec/two', 'pwc/one', 'page/one']);
  });

  it('leaves out other hosts, addresses of no repository, and page links not read as GitHub’s', () => {
    const shown = githubReposShown(recordOf('https://gitlab.com/rec/one', 'https://github.com/rec/two', 'https://github.com/rec'), {
      opinion: second('https://bitbucket.org/pwc/one', 'https://github.com/pwc/two'),
      named: [
        named('https://huggingface.co/page/one', 'huggingface'),
        named('https://github.com/page/two', 'gitlab'),
        named('https://codeberg.org/page/three', 'github'),
        named('https://github.com/page/four'),
      ],
    });
    expect(shown).toEqual(['rec/two', 'pwc/two', 'page/four']);
  });

  it.each([
    ['no lookup yet', null],
    ['no record', { status: 'none', arxivId: '2607.21653' } as PaperLookup],
    ['an unreachable source', { status: 'unreachable', problem: 'the record source answered 503' } as PaperLookup],
    ['a record whose code part cannot be read', found({ ...realView(), code: { ok: false, problem: 'code: expected an array' } })],
  ])('lists none of the record’s for %s, and still the others', (_what, lookup) => {
    expect(githubReposShown(lookup, { opinion: second('https://github.com/pwc/one'), named: [named('https://github.com/page/one')] })).toEqual([
      'pwc/one',
      'page/one',
    ]);
  });

  it.each([
    ['on its way', null],
    ['off', { status: 'off' } as SecondOpinion],
    ['listing nothing', { status: 'none', site: 'https://paperswithcode.co' } as SecondOpinion],
    ['unreachable', { status: 'unreachable', site: 'https://paperswithcode.co', problem: 'Papers with Code answered 503' } as SecondOpinion],
  ])('lists none of Papers with Code’s when its answer is %s', (_what, opinion) => {
    expect(githubReposShown(recordOf('https://github.com/rec/one'), { opinion, named: [named('https://github.com/page/one')] })).toEqual([
      'rec/one',
      'page/one',
    ]);
  });

  it('lists nothing when nothing names a GitHub repository', () => {
    expect(githubReposShown(null, { opinion: null, named: [] })).toEqual([]);
  });
});
