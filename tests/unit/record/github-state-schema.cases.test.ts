// GitHub's "get a repository" answer read fact by fact: each good value kept, each bad one (missing,
// wrong type, impossible) read as null or false without taking the others with it, and every address
// built from the name, never from the answer.
import { describe, expect, it } from 'vitest';
import { isRepoName, readGithubFacts } from '../../../lib/record/github-state-schema';

const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);
/** A real answer's fields, trimmed to those read and a few beside them. */
const SAMPLE = {
  id: 912345678,
  name: 'labs-molt',
  full_name: 'NVIDIA-NeMo/labs-molt',
  private: false,
  html_url: 'https://github.com/NVIDIA-NeMo/labs-molt',
  description: 'Code for the paper',
  fork: false,
  pushed_at: '2026-09-22T14:03:11Z',
  size: 18432,
  stargazers_count: 1250,
  language: 'Python',
  archived: false,
  disabled: false,
  license: { key: 'apache-2.0', name: 'Apache License 2.0', spdx_id: 'Apache-2.0', url: 'https://api.github.com/licenses/apache-2.0' },
  default_branch: 'main',
};
const read = (changes: Record<string, unknown>) => readGithubFacts({ ...SAMPLE, ...changes }, NOW);
const without = (key: string) => readGithubFacts(Object.fromEntries(Object.entries(SAMPLE).filter(([k]) => k !== key)), NOW);

describe('readGithubFacts on a real answer', () => {
  it('reads every fact', () => {
    expect(readGithubFacts(SAMPLE, NOW)).toEqual({
      fullName: 'NVIDIA-NeMo/labs-molt',
      url: 'https://github.com/NVIDIA-NeMo/labs-molt',
      archived: false,
      disabled: false,
      language: 'Python',
      sizeKb: 18432,
      defaultBranch: 'main',
      pushedAt: Date.UTC(2026, 8, 22, 14, 3, 11),
      stars: 1250,
      licence: 'Apache-2.0',
      parent: null,
    });
  });

  it('builds the address from full_name even when html_url names another host', () => {
    expect(read({ html_url: 'https://evil.example/NVIDIA-NeMo/labs-molt' })?.url).toBe('https://github.com/NVIDIA-NeMo/labs-molt');
    expect(read({ html_url: 'javascript:alert(1)' })?.url).toBe('https://github.com/NVIDIA-NeMo/labs-molt');
  });
});

describe('the whole answer refused', () => {
  it.each([
    ['null', null],
    ['text', 'NVIDIA-NeMo/labs-molt'],
    ['a list', [SAMPLE]],
    ['a number', 404],
    ['an error answer', { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }],
  ])('%s', (_, body) => {
    expect(readGithubFacts(body, NOW)).toBeNull();
  });

  it.each([
    ['a number', 7],
    ['empty', ''],
    ['an owner alone', 'NVIDIA-NeMo'],
    ['three parts', 'a/b/c'],
    ['an address', 'https://github.com/NVIDIA-NeMo/labs-molt'],
    ['a clone name', 'NVIDIA-NeMo/labs-molt.git'],
    ['spaces', ' NVIDIA-NeMo/labs-molt'],
    ['a GitHub page for owner', 'settings/profile'],
    ['an owner with a double hyphen', 'a--b/c'],
    ['an owner of 40 characters', `${'a'.repeat(40)}/c`],
    ['markup', '<img src=x>/c'],
    ['dots for a name', 'a/..'],
    ['100,000 characters', `a/${'b'.repeat(100_000)}`],
  ])('full_name %s', (_, fullName) => {
    expect(read({ full_name: fullName })).toBeNull();
  });

  it('refuses an answer without full_name', () => {
    expect(without('full_name')).toBeNull();
  });
});

describe('isRepoName', () => {
  it.each([
    ['a/b', true],
    ['NVIDIA-NeMo/labs-molt', true],
    [`${'a'.repeat(39)}/${'b'.repeat(100)}`, true],
    ['a/b.c_d-e', true],
    [`${'a'.repeat(39)}/${'b'.repeat(101)}`, false],
    ['a/b/', false],
    ['a/b?x', false],
    ['git@github.com:a/b', false],
  ])('%s: %s', (name, want) => {
    expect(isRepoName(name)).toBe(want);
  });
});

/** Each fact's good values and bad ones: [field of the answer, fact read, [value, read as][]]. */
const FACTS: [string, string, [unknown, unknown][]][] = [
  [
    'stargazers_count',
    'stars',
    [
      [0, 0],
      [1, 1],
      [250_000, 250_000],
      [-1, null],
      [1.5, null],
      ['1250', null],
      [Number.POSITIVE_INFINITY, null],
      [Number.NaN, null],
      [2 ** 60, null],
      [null, null],
      [{ count: 3 }, null],
    ],
  ],
  [
    'size',
    'sizeKb',
    [
      [0, 0],
      [3, 3],
      [48213, 48213],
      [-3, null],
      [0.5, null],
      ['3', null],
      [Number.NEGATIVE_INFINITY, null],
      [null, null],
    ],
  ],
  [
    'language',
    'language',
    [
      ['Python', 'Python'],
      ['Jupyter Notebook', 'Jupyter Notebook'],
      ['C++', 'C++'],
      ['F#', 'F#'],
      ['x'.repeat(100), 'x'.repeat(100)],
      ['x'.repeat(101), null],
      ['', null],
      ['  ', null],
      [' Python', null],
      ['Py\nthon', null],
      ['Py\u0000thon', null],
      ['\u202Enohtyp', null],
      ['Py\u200Bthon', null],
      ['\uD800', null],
      [7, null],
      [['Python'], null],
      [null, null],
    ],
  ],
  [
    'default_branch',
    'defaultBranch',
    [
      ['main', 'main'],
      ['master', 'master'],
      ['release/v1.2', 'release/v1.2'],
      ['dev-2026_01', 'dev-2026_01'],
      ['主分支', '主分支'],
      ['b'.repeat(255), 'b'.repeat(255)],
      ['b'.repeat(256), null],
      ['my branch', null],
      ['a..b', null],
      ['a\tb', null],
      ['a\u0007b', null],
      ['a~1', null],
      ['a^', null],
      ['a:b', null],
      ['a?', null],
      ['a*', null],
      ['a[0]', null],
      ['a\\b', null],
      ['a@{1}', null],
      ['a//b', null],
      ['/a', null],
      ['a/', null],
      ['.a', null],
      ['a.', null],
      ['-a', null],
      ['a.lock', null],
      ['', null],
      [42, null],
      [null, null],
    ],
  ],
  [
    'pushed_at',
    'pushedAt',
    [
      ['2026-09-22T14:03:11Z', Date.UTC(2026, 8, 22, 14, 3, 11)],
      ['2026-09-22T14:03:11.250Z', Date.UTC(2026, 8, 22, 14, 3, 11, 250)],
      ['2026-09-22T16:03:11+02:00', Date.UTC(2026, 8, 22, 14, 3, 11)],
      ['2008-02-08T00:00:00Z', Date.UTC(2008, 1, 8)],
      ['2026-12-08T12:00:00Z', Date.UTC(2026, 11, 8, 12)],
      ['2026-12-08T12:00:01Z', null],
      ['2099-01-01T00:00:00Z', null],
      ['2023-02-31T00:00:00Z', null],
      ['2023-13-01T00:00:00Z', null],
      ['2023-01-01T24:00:00Z', null],
      ['2023-01-01T10:60:00Z', null],
      ['2023-01-01', null],
      ['yesterday', null],
      ['1', null],
      ['March 4, 2023', null],
      ['2023-01-01T00:00:00Z ', null],
      [1678000000000, null],
      [null, null],
      [{}, null],
    ],
  ],
];

describe.each(FACTS)('%s read as %s', (field, fact, values) => {
  it.each(values)('%j reads as %j', (value, want) => {
    const facts = read({ [field]: value });
    expect(facts).not.toBeNull();
    expect(facts?.[fact as keyof typeof facts]).toEqual(want);
  });

  it('reads as null when missing, the other facts kept', () => {
    const facts = without(field);
    expect(facts?.[fact as keyof typeof facts]).toBeNull();
    expect(facts?.fullName).toBe('NVIDIA-NeMo/labs-molt');
  });
});

describe('the two flags', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', false],
    [1, false],
    [null, false],
    [{}, false],
  ])('%j reads as %j for archived and disabled', (value, want) => {
    expect(read({ archived: value })?.archived).toBe(want);
    expect(read({ disabled: value })?.disabled).toBe(want);
  });

  it('reads a missing flag as false', () => {
    expect(without('archived')?.archived).toBe(false);
    expect(without('disabled')?.disabled).toBe(false);
  });
});

describe('the licence', () => {
  it.each([
    [{ spdx_id: 'MIT' }, 'MIT'],
    [{ spdx_id: 'GPL-3.0-or-later' }, 'GPL-3.0-or-later'],
    [{ spdx_id: 'GPL-2.0+' }, 'GPL-2.0+'],
    [{ spdx_id: 'x'.repeat(64) }, 'x'.repeat(64)],
    [{ spdx_id: 'x'.repeat(65) }, null],
    [{ key: 'other', name: 'Other', spdx_id: 'NOASSERTION' }, null],
    [{ spdx_id: null }, null],
    [{ spdx_id: '' }, null],
    [{ spdx_id: 'MIT License' }, null],
    [{ spdx_id: '<b>MIT</b>' }, null],
    [{ spdx_id: 7 }, null],
    [{ key: 'mit' }, null],
    ['MIT', null],
    [null, null],
  ])('%j reads as %j', (license, want) => {
    expect(read({ license })?.licence).toBe(want);
  });
});

describe('the parent', () => {
  const parent = { full_name: 'example-lab/fixture-official', html_url: 'https://evil.example/x' };
  it('is read for a fork, its address built from its name', () => {
    expect(read({ fork: true, parent })?.parent).toEqual({ fullName: 'example-lab/fixture-official', url: 'https://github.com/example-lab/fixture-official' });
  });

  it.each([
    ['not a fork', { fork: false, parent }],
    ['fork missing', { parent }],
    ['fork as text', { fork: 'true', parent }],
    ['a fork without a parent', { fork: true }],
    ['a parent without a name', { fork: true, parent: { html_url: 'https://github.com/a/b' } }],
    ['a parent named by an address', { fork: true, parent: { full_name: 'https://github.com/a/b' } }],
    ['a parent that is text', { fork: true, parent: 'a/b' }],
  ])('is null for %s', (_, changes) => {
    const facts = read(changes);
    expect(facts?.parent).toBeNull();
    expect(facts?.fullName).toBe('NVIDIA-NeMo/labs-molt');
  });
});
