// @vitest-environment node
// Repo records built from the paper records: merging, kinds and sample counts.
import { afterEach, describe, expect, it } from 'vitest';
import { loadRecords } from '../../../server/records';
import { buildRepoRecords, repoName } from '../../../server/repo-records';
import { FIXTURES, fixture, tempFolder } from './helpers';

describe('repoName', () => {
  it.each([
    ['https://github.com/Someone/fixture-fork.git', 'Someone/fixture-fork'],
    ['https://github.com/Example-Lab/Fixture-Official/', 'Example-Lab/Fixture-Official'],
    ['http://www.github.com/a-b/c.d/tree/main/src', 'a-b/c.d'],
    ['git@github.com:owner/name.git', 'owner/name'],
    ['github.com/owner/name?tab=readme', 'owner/name'],
    ['NVIDIA-NeMo/labs-molt', 'NVIDIA-NeMo/labs-molt'],
  ])('reads %s as %s', (input, name) => expect(repoName(input)).toBe(name));

  it.each(['https://gitlab.com/owner/name', 'gitlab.com/owner/name', 'https://github.com/owner', 'https://github.com/owner/.git', 'just-a-word', ''])(
    'refuses %s',
    (input) => expect(repoName(input)).toBeNull(),
  );

  it('refuses what is not a string', () => {
    expect(repoName(null)).toBeNull();
    expect(repoName({ url: 'https://github.com/a/b' })).toBeNull();
  });
});

describe('buildRepoRecords over the fixtures', () => {
  const repos = buildRepoRecords(loadRecords(FIXTURES));
  const about = fixture('arxiv-2607.21653.json').about;

  it('names exactly the repositories the records name, once each', () => {
    expect([...repos.keys()].sort()).toEqual(['example-lab/fixture-official', 'nvidia-nemo/labs-molt', 'someone/fixture-fork']);
  });

  it('merges a code link and a differently spelled syntology repo into one paper row', () => {
    const repo = repos.get('example-lab/fixture-official');
    expect(repo).toEqual({
      repo: 'example-lab/fixture-official',
      url: 'https://github.com/example-lab/fixture-official',
      papers: [
        {
          arxiv_id: '2607.00001',
          title: fixture('arxiv-2607.00001.json').title,
          url: '/paper/arxiv-2607-00001',
          repo_kind: 'official',
          is_official: true,
          samples: { ran: 2, unverified: 1, timed_out: 1, total: 4 },
        },
      ],
      about,
    });
  });

  it('gathers one repository from several papers, `.git` and case aside', () => {
    const fork = repos.get('someone/fixture-fork');
    expect(fork?.repo).toBe('Someone/fixture-fork');
    expect(fork?.papers.map((p) => [p.arxiv_id, p.repo_kind, p.is_official, p.samples])).toEqual([
      ['2607.00001', 'listed', false, { ran: 0, unverified: 1, total: 1 }],
      ['hep-th/9901001', 'listed', false, { ran: 0, unverified: 0, total: 0 }],
    ]);
  });

  it('takes the kind from the samples, and from the links when a paper has no readable samples', () => {
    const molt = repos.get('nvidia-nemo/labs-molt');
    expect(molt?.papers.map((p) => [p.arxiv_id, p.repo_kind, p.is_official, p.samples])).toEqual([
      ['2607.00003', 'community', null, { ran: 0, unverified: 0, total: 0 }],
      ['2607.21653', 'found_in_text', null, { ran: 5, unverified: 2, total: 7 }],
    ]);
  });
});

describe('buildRepoRecords over odd records', () => {
  let remove = () => {};
  afterEach(() => remove());
  const build = (records: object[]) => {
    const folder = tempFolder(Object.fromEntries(records.map((r, i) => [`r${i}.json`, JSON.stringify(r)])));
    remove = folder.remove;
    return buildRepoRecords(loadRecords(folder.dir));
  };

  it('reads past malformed sections and links without an address', () => {
    const repos = build([
      { arxiv_id: '1', code_links: { repo_url: 'https://github.com/a/b' }, syntology: 'broken' },
      { arxiv_id: '2', code_links: [null, 'x', {}, { repo_url: 7 }], syntology: { repos: 'x', samples: [1, null] } },
      {
        arxiv_id: '3',
        syntology: {
          samples: [
            { repo: 'a/b', status: 42 },
            { repo: 'a/b', status: 'ran', repo_kind: '' },
          ],
        },
      },
    ]);
    expect([...repos.keys()]).toEqual(['a/b']);
    expect(repos.get('a/b')?.papers).toEqual([
      {
        arxiv_id: '3',
        title: null,
        url: '/paper/arxiv-3',
        repo_kind: 'community',
        is_official: null,
        samples: { ran: 1, unverified: 0, unknown: 1, total: 2 },
      },
    ]);
    expect(repos.get('a/b')?.about).toBeNull();
  });

  it('ranks link facts: official, then named in paper, then listed, then community', () => {
    const repos = build([
      {
        arxiv_id: '1',
        code_links: [
          { url: 'https://github.com/o/r', is_official: false },
          { repo_url: 'https://github.com/O/R', is_official: true },
        ],
      },
      { arxiv_id: '2', code_links: [{ url: 'https://github.com/o/r', mentioned_in_paper: true }] },
      { arxiv_id: '3', code_links: [{ url: 'https://github.com/o/r' }] },
      { arxiv_id: '4', syntology: { repos: [{ url: 'https://github.com/o/r', is_official: false, mentioned_in_paper: false }] }, about: { site: 's' } },
    ]);
    expect(repos.get('o/r')?.papers.map((p) => [p.repo_kind, p.is_official])).toEqual([
      ['official', true],
      ['named_in_paper', null],
      ['listed', null],
      ['community', false],
    ]);
    expect(repos.get('o/r')?.about).toEqual({ site: 's' });
  });

  it('keeps a repository official once a link says so, and the first kind its samples give', () => {
    const repos = build([
      {
        arxiv_id: '1',
        code_links: [
          { url: 'https://github.com/Owner/Tool', is_official: true },
          { url: 'https://github.com/owner/tool', is_official: false },
        ],
      },
      {
        arxiv_id: '2',
        syntology: {
          samples: [
            { repo: 'owner/tool', status: 'ran', repo_kind: '' },
            { repo: 'owner/tool', status: 'ran', repo_kind: 'fork' },
            { repo: 'owner/tool', status: 'ran', repo_kind: 'official' },
          ],
        },
      },
    ]);
    const record = repos.get('owner/tool');
    expect([record?.repo, record?.url]).toEqual(['Owner/Tool', 'https://github.com/Owner/Tool']);
    expect(record?.papers.map((p) => [p.arxiv_id, p.repo_kind, p.is_official])).toEqual([
      ['1', 'official', true],
      ['2', 'fork', null],
    ]);
  });
});
