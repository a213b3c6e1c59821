// Papers with Code's answer read and derived: which items a page keeps, which repositories are shown
// and in what order, the paper's page there, and another paper's answer refused.
import { describe, expect, it } from 'vitest';
import { codeHostUrl, deriveSecondOpinion, MAX_SECOND_REPOS, pickPaper, secondPaperUrl, secondRepoViews } from '../../../lib/record/derive-second';
import { MAX_PAGE_ITEMS, paperPageSchema, readPage, repoPageSchema } from '../../../lib/record/second-schema';

const SITE = 'https://paperswithcode.co';
const ID = '2607.21653';
const answer = (repositories: unknown, paper: unknown = { id: 'molt', arxiv_id: ID }) => ({ paper, repositories });

describe('readPage', () => {
  it.each([
    ['a page', { count: 2, next: null, previous: null, results: [{ url: 'https://github.com/a/b' }] }, { count: 2, results: 1 }],
    ['no fields at all', {}, { count: null, results: 0 }],
    ['null results and count', { count: null, results: null }, { count: null, results: 0 }],
    ['a count of the wrong type', { count: 'three', results: [] }, { count: null, results: 0 }],
    [
      'bad items among good ones',
      { results: [7, null, 'x', [], { url: 5 }, {}, { url: 'https://github.com/a/b', stars: 'many' }] },
      { count: null, results: 1 },
    ],
  ])('reads %s', (_, body, want) => {
    const page = readPage(repoPageSchema, body);
    expect({ count: page?.count ?? null, results: page?.results.length }).toEqual(want);
  });

  it.each([
    ['text', 'results'],
    ['a list', []],
    ['null', null],
    ['results that are no list', { results: { url: 'https://github.com/a/b' } }],
  ])('refuses %s', (_, body) => {
    expect(readPage(repoPageSchema, body)).toBeNull();
  });

  it('reads wrong-typed fields of a kept item as null, and drops unknown fields', () => {
    const page = readPage(repoPageSchema, { results: [{ url: 'https://github.com/a/b', stars: '12', framework: 3, is_official: 'yes', owner: { x: 1 } }] });
    expect(page?.results).toEqual([{ url: 'https://github.com/a/b', stars: null, framework: null, is_official: null }]);
  });

  it(`reads at most ${MAX_PAGE_ITEMS} (200) items of a page`, () => {
    const results = Array.from({ length: 1_000 }, (_, n) => ({ url: `https://github.com/a/b${n}` }));
    expect(MAX_PAGE_ITEMS).toBe(200);
    expect(readPage(repoPageSchema, { results })?.results).toHaveLength(200);
  });
});

describe('pickPaper', () => {
  const pick = (results: unknown[]) => pickPaper(readPage(paperPageSchema, { results })!, ID);
  it.each([
    [
      'the paper naming the id',
      [
        { id: 'x', arxiv_id: '2607.00001' },
        { id: 'y', arxiv_id: `${ID}v3` },
      ],
      { kind: 'paper', paper: { id: 'y', arxiv_id: `${ID}v3` } },
    ],
    ['the first paper when it names no id', [{ id: 'x' }], { kind: 'paper', paper: { id: 'x' } }],
    ['none for an empty page', [], { kind: 'none' }],
    ['none when no item has an id', [{ arxiv_id: ID }], { kind: 'none' }],
    ['another paper', [{ id: 'x', arxiv_id: 'arXiv:2607.00001v2' }], { kind: 'other', other: '2607.00001' }],
  ])('gives %s', (_, results, want) => {
    expect(pick(results)).toMatchObject(want);
  });
});

describe('codeHostUrl', () => {
  it.each([
    ['https://github.com/a/b', 'https://github.com/a/b'],
    ['http://www.github.com/a/b', 'http://www.github.com/a/b'],
    ['https://GitLab.com/group/sub/project', 'https://gitlab.com/group/sub/project'],
    ['https://bitbucket.org/a/b', 'https://bitbucket.org/a/b'],
    ['https://codeberg.org/a/b', 'https://codeberg.org/a/b'],
    ['https://huggingface.co/spaces/a/b', 'https://huggingface.co/spaces/a/b'],
  ])('keeps %s', (raw, want) => {
    expect(codeHostUrl(raw)).toBe(want);
  });

  it.each([
    'javascript:alert(1)//github.com/a/b',
    'data:text/html,github.com',
    'ftp://github.com/a/b',
    'https://github.com',
    'https://github.com/',
    'https://github.com.evil.example/a/b',
    'https://evil.example/github.com/a/b',
    'https://gist.github.com/a/b',
    'https://user:pass@github.com/a/b',
    'https://github.com:8443/a/b',
    '//github.com/a/b',
    '',
    null,
    42,
  ])('drops %s', (raw) => {
    expect(codeHostUrl(raw)).toBeNull();
  });
});

describe('secondRepoViews', () => {
  const repo = (url: string, extra: Record<string, unknown> = {}) => ({ url, stars: null, framework: null, is_official: null, ...extra });

  it('shows official first, then by stars (unknown last), else in the site’s order', () => {
    const views = secondRepoViews([
      repo('https://github.com/a/few', { stars: 3 }),
      repo('https://github.com/a/unknown'),
      repo('https://github.com/a/many', { stars: 900 }),
      repo('https://github.com/a/official', { stars: 1, is_official: true }),
      repo('https://github.com/a/zero', { stars: 0 }),
      repo('https://github.com/a/unknown2'),
    ]);
    expect(views.map((v) => v.label)).toEqual(['a/official', 'a/many', 'a/few', 'a/zero', 'a/unknown', 'a/unknown2']);
  });

  it.each([
    [{ stars: 12 }, 12],
    [{ stars: 0 }, 0],
    [{ stars: -4 }, null],
    [{ stars: 2.5 }, null],
    [{ stars: Number.MAX_SAFE_INTEGER + 2 }, null],
    [{ stars: null }, null],
  ])('reads stars %o as %s', (extra, stars) => {
    expect(secondRepoViews([repo('https://github.com/a/b', extra)])[0]?.stars).toBe(stars);
  });

  it.each([
    ['pytorch', 'pytorch'],
    ['tf', 'tf'],
    ['none', null],
    ['None', null],
    [null, null],
    ['', null],
    ['<script>alert(1)</script>', null],
    ['x'.repeat(41), null],
  ])('reads framework %s as %s', (framework, want) => {
    expect(secondRepoViews([repo('https://github.com/a/b', { framework })])[0]?.framework).toBe(want);
  });

  it.each([
    [true, true],
    [false, false],
    [null, false],
  ])('reads is_official %s as official %s', (flag, official) => {
    expect(secondRepoViews([repo('https://github.com/a/b', { is_official: flag })])[0]?.official).toBe(official);
  });

  it('labels each as the record’s repositories are, and lists an address once', () => {
    const views = secondRepoViews([repo('https://github.com/A/B'), repo('https://github.com/a/b.git/'), repo('https://gitlab.com/g/s/p')]);
    expect(views.map((v) => [v.url, v.label])).toEqual([
      ['https://github.com/A/B', 'A/B'],
      ['https://gitlab.com/g/s/p', 'gitlab.com/g/s/p'],
    ]);
  });

  it(`shows at most ${MAX_SECOND_REPOS} (20)`, () => {
    expect(MAX_SECOND_REPOS).toBe(20);
    expect(secondRepoViews(Array.from({ length: 30 }, (_, n) => repo(`https://github.com/a/b${n}`)))).toHaveLength(20);
  });
});

describe('secondPaperUrl', () => {
  it.each([
    [SITE, 'attention-is-all-you-need', 'https://paperswithcode.co/paper/attention-is-all-you-need'],
    ['http://127.0.0.1:8787/pwc/', 'molt', 'http://127.0.0.1:8787/pwc/paper/molt'],
    [SITE, '../admin', null],
    [SITE, 'a/b', null],
    [SITE, 'a?b', null],
    [SITE, '', null],
    [SITE, 7, null],
    ['javascript:alert(1)', 'molt', null],
  ])('on %s for %s: %s', (site, id, want) => {
    expect(secondPaperUrl(site, id)).toBe(want);
  });
});

describe('deriveSecondOpinion', () => {
  it('gives the shown repositories, the paper’s page there and how many more it lists', () => {
    const repositories = {
      count: 5,
      results: [{ url: 'https://github.com/a/b', stars: 3, framework: 'jax', is_official: true }, { url: 'javascript:alert(1)' }],
    };
    expect(deriveSecondOpinion(answer(repositories), ID, SITE)).toEqual({
      status: 'found',
      site: SITE,
      paperUrl: `${SITE}/paper/molt`,
      repos: [{ url: 'https://github.com/a/b', label: 'a/b', official: true, stars: 3, framework: 'jax' }],
      more: 4,
      stale: false,
    });
  });

  it.each([
    [{ count: 1, results: [{ url: 'https://github.com/a/b' }, { url: 'https://github.com/a/c' }] }, 0],
    [{ results: [{ url: 'https://github.com/a/b' }, { url: 'https://evil.example/x' }] }, 1],
    [{ count: -3, results: [] }, 0],
    [{ count: 2.5, results: [] }, 0],
  ])('never counts fewer than none more (%o: %s)', (repositories, more) => {
    expect(deriveSecondOpinion(answer(repositories), ID, SITE)).toMatchObject({ status: 'found', more });
  });

  it('refuses another paper’s answer, versions aside, and accepts its own in any form', () => {
    expect(deriveSecondOpinion(answer({ results: [] }, { id: 'x', arxiv_id: '2607.00001v2' }), ID, SITE)).toEqual({
      status: 'unreadable',
      site: SITE,
      problem: 'Papers with Code answered with arXiv 2607.00001, not 2607.21653',
    });
    expect(deriveSecondOpinion(answer({ results: [] }, { id: 'x', arxiv_id: 'arXiv:2607.21653v9' }), ID, SITE).status).toBe('found');
  });

  it.each([
    ['nothing', undefined],
    ['no paper id', answer({ results: [] }, { arxiv_id: ID })],
    ['repositories that are no page', answer('none')],
  ])('says an answer of %s is unreadable', (_, body) => {
    expect(deriveSecondOpinion(body, ID, SITE)).toMatchObject({ status: 'unreadable', site: SITE });
  });

  it('marks a copy shown because the site failed as stale, and an unsafe paper id gives no page link', () => {
    expect(deriveSecondOpinion(answer({ results: [] }, { id: '../x', arxiv_id: ID }), ID, SITE, true)).toMatchObject({ paperUrl: null, stale: true });
  });
});
