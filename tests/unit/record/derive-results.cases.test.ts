// One case per edge deriveResults branches on: which values become fields, how deep nested objects
// are read, which entries are dropped, and when there are no results to show at all.
import { describe, expect, it } from 'vitest';
import { deriveResults } from '../../../lib/record/derive-results';
import type { ExtractedResults } from '../../../lib/record/schema';

/** The fields an archive result with `entry` shows, as "name: value". */
const archiveFields = (entry: Record<string, unknown>) => deriveResults(null, [entry])?.archive[0]?.fields.map((f) => `${f.name}: ${f.value}`) ?? null;

describe('deriveResults: the fields of one result', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['text', { task: 'Question Answering' }, ['task: Question Answering']],
    ['a number', { value: 71.2 }, ['value: 71.2']],
    ['zero', { rank: 0 }, ['rank: 0']],
    ['a flag', { uses_extra_data: false }, ['uses extra data: false']],
    ['underscores in a name', { top_1_accuracy: '81.3' }, ['top 1 accuracy: 81.3']],
    ['an object one level down', { metric: { name: 'F1', value: 88 } }, ['metric name: F1', 'metric value: 88']],
    ['an object two levels down', { a_b: { c_d: { e_f: 1 } } }, ['a b c d e f: 1']],
  ])('%s is shown', (_, entry, fields) => {
    expect(archiveFields({ dataset: 'SQuAD', ...entry })).toEqual(['dataset: SQuAD', ...fields]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a list', ['a', 'b']],
    ['an empty object', {}],
    ['an object three levels down', { b: { c: { d: 1 } } }],
  ])('%s is left out', (_, value) => {
    expect(archiveFields({ dataset: 'SQuAD', extra: value })).toEqual(['dataset: SQuAD']);
  });
});

describe('deriveResults: which entries are shown', () => {
  it('drops an entry with nothing to show and keeps the others in order', () => {
    const view = deriveResults(null, [{ task: 'QA' }, { nested: [1, 2], empty: null }, { task: 'NLI' }]);
    expect(view?.archive).toEqual([{ fields: [{ name: 'task', value: 'QA' }] }, { fields: [{ name: 'task', value: 'NLI' }] }]);
  });

  it.each<[string, ExtractedResults | null | undefined, Record<string, unknown>[] | null | undefined]>([
    ['no extracted results and no archive', null, null],
    ['an undefined extraction and an empty archive', undefined, []],
    ['an extraction without entries', { entries: null, extractor_model: 'model-a' }, undefined],
    ['entries with nothing to show', { entries: [{ list: [1] }] }, [{ gone: null }]],
  ])('%s shows no results', (_, extracted, archive) => {
    expect(deriveResults(extracted, archive)).toBeNull();
  });

  it('shows archive results alone, with no extraction details', () => {
    expect(deriveResults(null, [{ task: 'QA', value: 71.2 }])).toEqual({
      extracted: [],
      archive: [
        {
          fields: [
            { name: 'task', value: 'QA' },
            { name: 'value', value: '71.2' },
          ],
        },
      ],
      coverage: null,
      extractor: null,
      verifier: null,
    });
  });

  it('shows extracted results alone, with who extracted and verified them', () => {
    const extracted: ExtractedResults = {
      entries: [{ benchmark: 'ImageNet', rank: 3 }],
      coverage: { sentence: '3 of 4 tables read.' },
      extractor_model: 'extractor-1',
      verifier_model: 'verifier-2',
    };
    expect(deriveResults(extracted, null)).toEqual({
      extracted: [
        {
          fields: [
            { name: 'benchmark', value: 'ImageNet' },
            { name: 'rank', value: '3' },
          ],
        },
      ],
      archive: [],
      coverage: '3 of 4 tables read.',
      extractor: 'extractor-1',
      verifier: 'verifier-2',
    });
  });

  it('shows one extracted and one archive result together', () => {
    const view = deriveResults({ entries: [{ benchmark: 'ImageNet' }], coverage: null }, [{ task: 'QA' }]);
    expect(view?.extracted).toHaveLength(1);
    expect(view?.archive).toHaveLength(1);
    expect(view).toMatchObject({ coverage: null, extractor: null, verifier: null });
  });

  it('shows no coverage sentence when the coverage block has none', () => {
    expect(deriveResults({ entries: [{ benchmark: 'ImageNet' }], coverage: { sentence: null } }, null)?.coverage).toBeNull();
  });
});
