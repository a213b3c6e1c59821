// One case per edge mergeRepos branches on: which source names a repository, how the kinds rank,
// what each row is labelled, and which addresses make no row at all.
import { describe, expect, it } from 'vitest';
import { isKind, mergeRepos, type RepoSources, repoLabel } from '../../../lib/record/derive-repos';
import type { CodeLink, SampleOwner, SyntologyRepo } from '../../../lib/record/schema';

const sources = (over: Partial<RepoSources>): RepoSources => ({ codeLinks: [], syntologyRepos: [], samples: [], vocabulary: {}, ...over });
const link = (over: Partial<CodeLink>): CodeLink => ({ repo_url: 'https://github.com/a/b', ...over });
const repo = (over: Partial<SyntologyRepo>): SyntologyRepo => ({ url: 'https://github.com/a/b', ...over });
const sample = (repoName: string, kind: string | null): SampleOwner => ({ repo: repoName, repo_kind: kind });

/** What the Code list shows of each row: its label and its kind's words. */
const shown = (s: RepoSources) => mergeRepos(s).map((r) => `${r.label}: ${r.kindLabel}`);

describe('isKind', () => {
  it.each([
    ['official', true],
    ['found_in_text', true],
    ['community', true],
    ['fork', false],
    ['', false],
    [3, false],
    [null, false],
  ])('%o is a known repository kind: %s', (value, expected) => {
    expect(isKind(value)).toBe(expected);
  });
});

describe('repoLabel', () => {
  it.each([
    ['https://github.com/openai/whisper', 'openai/whisper'],
    ['https://github.com/openai/whisper/tree/main', 'openai/whisper'],
    ['https://www.gitlab.com/group/proj/', 'gitlab.com/group/proj'],
    ['https://gitlab.com/group/sub/proj', 'gitlab.com/group/sub/proj'],
    ['https://mirror.www.example.org/proj', 'mirror.www.example.org/proj'],
    ['https://codeberg.org/', 'codeberg.org'],
  ])('%s is shown as %s', (url, label) => {
    expect(repoLabel(url)).toBe(label);
  });
});

describe('mergeRepos: the kind each source gives a repository', () => {
  it.each<[string, RepoSources, string]>([
    ['an official code link', sources({ codeLinks: [link({ is_official: true })] }), 'official'],
    ['a code link the paper names', sources({ codeLinks: [link({ mentioned_in_paper: true })] }), 'named in paper'],
    ['a plain code link', sources({ codeLinks: [link({ is_official: false, mentioned_in_paper: false })] }), 'listed'],
    ['a code link with nulls', sources({ codeLinks: [link({ is_official: null, mentioned_in_paper: null })] }), 'listed'],
    ['an official Syntology repo', sources({ syntologyRepos: [repo({ is_official: true })] }), 'official'],
    ['a Syntology repo the paper names', sources({ syntologyRepos: [repo({ mentioned_in_paper: true })] }), 'named in paper'],
    ['a plain Syntology repo', sources({ syntologyRepos: [repo({ is_official: false, mentioned_in_paper: false })] }), 'community'],
    ['a sample found in text', sources({ samples: [sample('a/b', 'found_in_text')] }), 'found in text'],
    ['a sample with an unknown kind', sources({ samples: [sample('a/b', 'fork')] }), 'community'],
    ['a sample with no kind', sources({ samples: [sample('a/b', null)] }), 'community'],
  ])('%s is %s', (_, s, label) => {
    expect(shown(s)).toEqual([`a/b: ${label}`]);
  });

  it('marks only the official kind as official, and explains a kind in the record’s words', () => {
    const [row] = mergeRepos(sources({ codeLinks: [link({ is_official: true })], vocabulary: { official: 'The authors’ own code.' } }));
    expect(row).toEqual({
      url: 'https://github.com/a/b',
      label: 'a/b',
      kind: 'official',
      kindLabel: 'official',
      kindExplanation: 'The authors’ own code.',
      official: true,
      framework: null,
      provenance: null,
    });
    const [listed] = mergeRepos(sources({ codeLinks: [link({})] }));
    expect(listed).toMatchObject({ kind: 'listed', official: false, kindExplanation: null });
  });

  it('keeps the strongest kind when a later source says less', () => {
    const s = sources({
      codeLinks: [link({ is_official: true, mentioned_in_paper: true }), link({ is_official: false, mentioned_in_paper: false })],
      syntologyRepos: [repo({ is_official: false, mentioned_in_paper: false })],
    });
    expect(mergeRepos(s)).toMatchObject([{ kind: 'official', official: true }]);
    const named = sources({ codeLinks: [link({ mentioned_in_paper: true })], syntologyRepos: [repo({ mentioned_in_paper: false })] });
    expect(shown(named)).toEqual(['a/b: named in paper']);
  });

  it('takes the first sample’s known kind for a repository', () => {
    const s = sources({ samples: [sample('a/b', 'fork'), sample('a/b', 'found_in_text'), sample('A/B', 'community')] });
    expect(shown(s)).toEqual(['a/b: found in text']);
  });
});

describe('mergeRepos: framework and provenance', () => {
  it.each<[string | null, string | null]>([
    ['pytorch', 'pytorch'],
    ['none', null],
    ['', null],
    [null, null],
  ])('a code link with framework %o shows %o', (framework, expected) => {
    expect(mergeRepos(sources({ codeLinks: [link({ framework })] }))[0]?.framework).toBe(expected);
  });

  it('keeps the first framework and the first provenance given', () => {
    const s = sources({
      codeLinks: [link({ framework: 'pytorch' }), link({ framework: 'jax' })],
      syntologyRepos: [repo({ provenance: 'named in the abstract' }), repo({ provenance: 'found in a footnote' })],
    });
    expect(mergeRepos(s)).toMatchObject([{ framework: 'pytorch', provenance: 'named in the abstract', kind: 'listed' }]);
  });

  it('shows no provenance when Syntology gives none', () => {
    expect(mergeRepos(sources({ syntologyRepos: [repo({ provenance: null })] }))[0]?.provenance).toBeNull();
  });
});

describe('mergeRepos: one row per repository', () => {
  it('merges case, .git and trailing slashes into the first address seen', () => {
    const s = sources({
      codeLinks: [link({ repo_url: 'https://github.com/Org/Repo', framework: 'pytorch' })],
      syntologyRepos: [repo({ url: 'https://github.com/org/repo.git/', is_official: true, provenance: 'paper' })],
      samples: [sample('ORG/REPO', 'found_in_text')],
    });
    expect(mergeRepos(s)).toEqual([
      {
        url: 'https://github.com/Org/Repo',
        label: 'Org/Repo',
        kind: 'official',
        kindLabel: 'official',
        kindExplanation: null,
        official: true,
        framework: 'pytorch',
        provenance: 'paper',
      },
    ]);
  });

  it('reads an older dump’s `url` when a code link has no `repo_url`', () => {
    expect(shown(sources({ codeLinks: [{ url: 'https://github.com/old/dump' }] }))).toEqual(['old/dump: listed']);
    expect(shown(sources({ codeLinks: [{ repo_url: 'https://github.com/fresh/dump', url: null }] }))).toEqual(['fresh/dump: listed']);
    expect(shown(sources({ codeLinks: [{ repo_url: 'https://github.com/fresh/dump', url: 'https://github.com/old/dump' }] }))).toEqual(['fresh/dump: listed']);
  });

  it.each<[string, RepoSources]>([
    ['a code link with no address', sources({ codeLinks: [{ repo_url: null, url: null }] })],
    ['a code link that is not http(s)', sources({ codeLinks: [link({ repo_url: 'javascript:alert(1)' })] })],
    ['an address no repository key can be made of', sources({ codeLinks: [link({ repo_url: 'https://[::1]/repo' })] })],
    ['a Syntology repo with an empty address', sources({ syntologyRepos: [repo({ url: '' })] })],
    ['a sample with no repo', sources({ samples: [{ repo: null, repo_kind: 'official' }] })],
    ['a sample naming one of GitHub’s own pages', sources({ samples: [sample('settings/profile', 'official')] })],
  ])('%s makes no row', (_, s) => {
    expect(mergeRepos(s)).toEqual([]);
  });

  it('lists a non-GitHub repository by host and path', () => {
    expect(shown(sources({ codeLinks: [link({ repo_url: 'https://www.gitlab.com/group/proj/' })] }))).toEqual(['gitlab.com/group/proj: listed']);
  });
});

describe('mergeRepos: order', () => {
  it('puts the strongest kind first whatever order the record gives', () => {
    const s = sources({
      samples: [sample('k/community', 'community'), sample('f/found', 'found_in_text')],
      codeLinks: [link({ repo_url: 'https://github.com/l/listed' }), link({ repo_url: 'https://github.com/n/named', mentioned_in_paper: true })],
      syntologyRepos: [repo({ url: 'https://github.com/o/official', is_official: true })],
    });
    expect(shown(s)).toEqual(['o/official: official', 'n/named: named in paper', 'l/listed: listed', 'f/found: found in text', 'k/community: community']);
  });

  it('keeps the record’s own order within a kind', () => {
    const s = sources({
      codeLinks: ['z/last', 'a/first', 'm/middle'].map((name) => link({ repo_url: `https://github.com/${name}` })),
      syntologyRepos: [repo({ url: 'https://github.com/o/official', is_official: true })],
    });
    expect(shown(s)).toEqual(['o/official: official', 'z/last: listed', 'a/first: listed', 'm/middle: listed']);
  });
});
