import { describe, expect, it } from 'vitest';
import { readPaperRecord } from '../../../lib/record/read-record';

const BASE = { arxiv_id: '2607.00001', about: {} };

/** The sections that did not read, each with the problem a reader sees. */
function problems(json: Record<string, unknown>) {
  const record = readPaperRecord({ ...BASE, ...json });
  if (!record) throw new Error('not a record');
  return Object.fromEntries(Object.entries(record).flatMap(([key, section]) => (section.ok ? [] : [[key, section.problem]])));
}

describe('readPaperRecord: what a broken section says', () => {
  it.each([
    ['the paper id', { arxiv_id: 5 }, { core: 'paper: Invalid input: expected string, received number (at paper.arxiv_id)' }],
    ['a paper detail', { date: 5 }, { details: 'paper details: Invalid input: expected string, received number (at paper details.date)' }],
    ['the about block', { about: 'oops' }, { about: 'about: Invalid input: expected object, received string' }],
    ['the code links', { code_links: 'oops' }, { codeLinks: 'code_links: Invalid input: expected array, received string' }],
    ['a code link’s address', { code_links: [{ url: 5 }] }, { codeLinks: 'code_links: Invalid input: expected string, received number (at code_links.0.url)' }],
    ['the Syntology repos', { syntology: { repos: 'oops' } }, { syntologyRepos: 'syntology.repos: Invalid input: expected array, received string' }],
    [
      'the Syntology address',
      { syntology: { syntology_url: 5 } },
      { syntologyUrls: 'syntology: Invalid input: expected string, received number (at syntology.syntology_url)' },
    ],
    [
      'the samples',
      { syntology: { samples: 'oops' } },
      { samples: 'syntology.samples: Invalid input: expected array, received string (at syntology.samples.samples)' },
    ],
    [
      'the kind vocabulary',
      { syntology: { repo_kind_vocabulary: 'oops' } },
      { vocabulary: 'repo_kind_vocabulary: Invalid input: expected record, received string' },
    ],
    ['the topics', { tasks: 'oops' }, { topics: 'topics: Invalid input: expected array, received string (at topics.tasks)' }],
    ['the extracted results', { syntology_extracted_results: 'oops' }, { extracted: 'extracted results: Invalid input: expected object, received string' }],
    ['the archive results', { results: 'oops' }, { archiveResults: 'results: Invalid input: expected array, received string' }],
    ['the arXiv metadata', { arxiv_metadata: 'oops' }, { metadata: 'arxiv_metadata: Invalid input: expected object, received string' }],
  ])('names %s and where it broke', (_what, json, expected) => {
    expect(problems(json)).toEqual(expected);
  });
});

describe('readPaperRecord: sample owners', () => {
  it('keeps the owner of each sample that reads and skips the others', () => {
    const record = readPaperRecord({ ...BASE, syntology: { samples: [{ repo: 'a/b', repo_kind: 'listed' }, 'oops', { repo: 5 }] } });
    expect(record?.sampleOwners.value).toEqual([{ repo: 'a/b', repo_kind: 'listed' }]);
  });

  it.each([
    ['samples that are not a list', { samples: 'oops' }],
    ['no samples', {}],
  ])('has no sample owners for %s', (_what, syntology) => {
    expect(readPaperRecord({ ...BASE, syntology })?.sampleOwners.value).toEqual([]);
  });
});
