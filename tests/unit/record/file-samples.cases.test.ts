// samplesForPath on tables that are not what the type promises: inherited entries and no table at
// all. Each must read no samples rather than throw or make some up.
import { describe, expect, it } from 'vitest';
import { samplesForPath } from '../../../lib/record/file-samples';
import type { FileSampleView } from '../../../lib/record/repo-view-types';

type Table = Readonly<Record<string, FileSampleView[]>>;

const SAMPLE: FileSampleView = {
  entry: 'agg_loss',
  status: 'ran',
  arxivId: '2607.21653',
  paperTitle: null,
  absUrl: 'https://arxiv.org/abs/2607.21653',
};

describe('samplesForPath on odd tables', () => {
  it('reads a file the table lists itself', () => {
    expect(samplesForPath({ 'loss.py': [SAMPLE] }, 'loss.py').map((s) => s.entry)).toEqual(['agg_loss']);
  });

  it('reads none for a file only the table’s prototype lists', () => {
    const table: Table = Object.create({ 'inherited.py': [SAMPLE] });
    expect(samplesForPath(table, 'inherited.py')).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
  ])('reads none when the table is %s', (_, table) => {
    expect(samplesForPath(table as Table, 'loss.py')).toEqual([]);
  });
});
