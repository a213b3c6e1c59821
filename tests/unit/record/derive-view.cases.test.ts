import { describe, expect, it } from 'vitest';
import { derivePaperView } from '../../../lib/record/derive-view';
import { readPaperRecord } from '../../../lib/record/read-record';

const BASE = { arxiv_id: '2607.00001', about: {} };

function viewOf(json: Record<string, unknown>) {
  const record = readPaperRecord({ ...BASE, ...json });
  if (!record) throw new Error('not a record');
  return derivePaperView(record, '2607.00001', 'https://records.example');
}

describe('derivePaperView: sections built from broken parts', () => {
  it('says every broken part of the Code section, joined by semicolons', () => {
    expect(viewOf({ code_links: 'oops', syntology: { repos: 'oops' } }).code).toEqual({
      ok: false,
      problem: 'code_links: Invalid input: expected array, received string; syntology.repos: Invalid input: expected array, received string',
    });
  });

  it.each([
    ['attribution', { about: 'oops' }, 'about: Invalid input: expected object, received string'],
    ['results', { results: 'oops' }, 'results: Invalid input: expected array, received string'],
    ['results', { syntology_extracted_results: 'oops' }, 'extracted results: Invalid input: expected object, received string'],
    ['topics', { tasks: 'oops' }, 'topics: Invalid input: expected array, received string (at topics.tasks)'],
  ] as const)('shows the %s section as unreadable when its part is broken', (section, json, problem) => {
    expect(viewOf(json)[section]).toEqual({ ok: false, problem });
  });

  it('links no Syntology page when the Syntology block does not read, and says so', () => {
    const view = viewOf({ syntology: { syntology_url: 5 } });
    expect(view.syntologyUrl).toBeNull();
    expect(view.otherProblems).toEqual(['syntology: Invalid input: expected string, received number (at syntology.syntology_url)']);
  });
});

describe('derivePaperView: the Code section', () => {
  it('lists a repository given only as a code link', () => {
    const view = viewOf({ code_links: [{ url: 'https://github.com/a/b' }] });
    expect(view.code.ok && view.code.value.map((r) => [r.label, r.kindLabel])).toEqual([['a/b', 'listed']]);
  });

  it('lists a repository given only by Syntology', () => {
    const view = viewOf({ syntology: { repos: [{ url: 'https://github.com/carol/dan', mentioned_in_paper: true }] } });
    expect(view.code.ok && view.code.value.map((r) => [r.label, r.kindLabel])).toEqual([['carol/dan', 'named in paper']]);
  });

  it('lists no repository when the record names none', () => {
    expect(viewOf({}).code).toEqual({ ok: true, value: [] });
  });
});

describe('derivePaperView: topics', () => {
  it('shows no topics when the record has none', () => {
    expect(viewOf({}).topics).toEqual({ ok: true, value: { tasks: [], methods: [], datasetsIntroduced: [], methodsIntroduced: [] } });
  });

  it('drops blank names, written plain or as objects, and keeps the rest as written', () => {
    const view = viewOf({
      tasks: ['', '  ', 'Translation', { name: ' ' }, { name: 'Parsing' }],
      methods: [{ name: 'Attention' }],
      datasets_introduced: ['MOLT-1'],
      methods_introduced: ['\t', 'MOLT'],
    });
    expect(view.topics).toEqual({
      ok: true,
      value: { tasks: ['Translation', 'Parsing'], methods: ['Attention'], datasetsIntroduced: ['MOLT-1'], methodsIntroduced: ['MOLT'] },
    });
  });
});
