// What the cache keeps of a repository's facts: GitHub's own field names, so a kept copy is read back
// through readGithubFacts to the very same facts (a fork's parent, no licence, no push, no language).
import { describe, expect, it } from 'vitest';
import { keptBody } from '../../../lib/record/github-kept';
import { readGithubFacts } from '../../../lib/record/github-state-schema';
import type { GithubFacts } from '../../../lib/record/github-state-types';

const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);

const MOLT: GithubFacts = {
  fullName: 'NVIDIA-NeMo/labs-molt',
  url: 'https://github.com/NVIDIA-NeMo/labs-molt',
  archived: false,
  disabled: false,
  language: 'Python',
  sizeKb: 18_432,
  defaultBranch: 'main',
  pushedAt: Date.UTC(2026, 8, 22, 14, 3, 11),
  stars: 1250,
  licence: 'Apache-2.0',
  parent: null,
};

describe('keptBody', () => {
  it('writes the facts in GitHub’s field names and forms', () => {
    expect(keptBody(MOLT)).toEqual({
      full_name: 'NVIDIA-NeMo/labs-molt',
      archived: false,
      disabled: false,
      language: 'Python',
      size: 18_432,
      default_branch: 'main',
      pushed_at: '2026-09-22T14:03:11.000Z',
      stargazers_count: 1250,
      license: { spdx_id: 'Apache-2.0' },
      fork: false,
      parent: null,
    });
  });

  it('writes a fork with its parent, and what is unknown as null', () => {
    const fork: GithubFacts = {
      ...MOLT,
      fullName: 'Someone/fixture-fork',
      url: 'https://github.com/Someone/fixture-fork',
      archived: true,
      disabled: true,
      language: null,
      sizeKb: null,
      defaultBranch: null,
      pushedAt: null,
      stars: null,
      licence: null,
      parent: { fullName: 'example-lab/fixture-official', url: 'https://github.com/example-lab/fixture-official' },
    };
    expect(keptBody(fork)).toEqual({
      full_name: 'Someone/fixture-fork',
      archived: true,
      disabled: true,
      language: null,
      size: null,
      default_branch: null,
      pushed_at: null,
      stargazers_count: null,
      license: null,
      fork: true,
      parent: { full_name: 'example-lab/fixture-official' },
    });
  });

  it.each<[string, GithubFacts]>([
    ['a working repository', MOLT],
    ['an archived one with no licence', { ...MOLT, archived: true, licence: null }],
    ['a disabled one never pushed to', { ...MOLT, disabled: true, pushedAt: null }],
    ['an empty one: no language, 0 KB, 0 stars', { ...MOLT, language: null, sizeKb: 0, stars: 0 }],
    ['a push with milliseconds', { ...MOLT, pushedAt: Date.UTC(2026, 0, 2, 3, 4, 5, 678) }],
    ['a push a day ahead of the clock', { ...MOLT, pushedAt: NOW + 86_400_000 }],
    ['a fork with its parent', { ...MOLT, parent: { fullName: 'example-lab/fixture-official', url: 'https://github.com/example-lab/fixture-official' } }],
    [
      'a fork with nothing else known',
      {
        ...MOLT,
        language: null,
        sizeKb: null,
        defaultBranch: null,
        pushedAt: null,
        stars: null,
        licence: null,
        parent: { fullName: 'lab-archive/old-detector', url: 'https://github.com/lab-archive/old-detector' },
      },
    ],
  ])('reads back %s as the same facts', (_what, facts) => {
    expect(readGithubFacts(keptBody(facts), NOW)).toEqual(facts);
    expect(readGithubFacts(JSON.parse(JSON.stringify(keptBody(facts))), NOW)).toEqual(facts);
  });
});
