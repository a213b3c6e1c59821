import { describe, expect, it } from 'vitest';
import { readRepoRecord } from '../../../lib/record/repo-schema';

const MOLT = { owner: 'NVIDIA-NeMo', name: 'labs-molt' };

describe('readRepoRecord: edges', () => {
  it.each([
    ['null', null],
    ['a list', []],
    ['text', 'text'],
  ])('refuses %s as not a JSON object', (_what, json) => {
    expect(readRepoRecord(json, MOLT)).toEqual({ ok: false, problem: 'the repo record is not a JSON object' });
  });

  it('reads a record with no papers list as one with no papers, and no problem', () => {
    expect(readRepoRecord({ repo: 'NVIDIA-NeMo/labs-molt', papers: null }, MOLT)).toEqual({
      ok: true,
      record: { repo: 'NVIDIA-NeMo/labs-molt', papers: [], about: null, problem: null },
    });
  });

  it('quotes at most the first 100 characters of another repository’s name', () => {
    const long = `someone/${'x'.repeat(150)}`;
    const result = readRepoRecord({ repo: long, papers: [] }, MOLT);
    expect(result).toEqual({ ok: false, problem: `the repo record is for "someone/${'x'.repeat(92)}", not NVIDIA-NeMo/labs-molt` });
  });
});
