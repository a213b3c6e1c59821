// @vitest-environment node
// Loading a folder of records into the slug index.
import { afterEach, describe, expect, it } from 'vitest';
import { loadRecords, slugOf } from '../../../server/records';
import { FIXTURES, fixtureText, tempFolder } from './helpers';

describe('slugOf', () => {
  it('takes the record url when there is one', () => {
    expect(slugOf({ url: '/paper/arxiv-2607-21653', arxiv_id: 'ignored' })).toBe('arxiv-2607-21653');
    expect(slugOf({ url: '/paper/ARXIV-Hep-Th-9901001/' })).toBe('arxiv-hep-th-9901001');
  });

  it('falls back to the arxiv id, new and old style, without a version', () => {
    expect(slugOf({ arxiv_id: '2607.21653' })).toBe('arxiv-2607-21653');
    expect(slugOf({ arxiv_id: '2607.21653v2' })).toBe('arxiv-2607-21653');
    expect(slugOf({ url: '', arxiv_id: 'hep-th/9901001' })).toBe('arxiv-hep-th-9901001');
    expect(slugOf({ url: null, arxiv_id: 'math/0309136' })).toBe('arxiv-math-0309136');
  });

  it('is null without url or id', () => {
    expect(slugOf({ title: 'x' })).toBeNull();
    expect(slugOf({ url: 5, arxiv_id: ['2607.1'] })).toBeNull();
  });
});

describe('loadRecords', () => {
  let remove = () => {};
  afterEach(() => remove());

  it('indexes every fixture by its slug and keeps the file text as it is', () => {
    const index = loadRecords(FIXTURES);
    expect([...index.papers.keys()].sort()).toEqual(['arxiv-2607-00001', 'arxiv-2607-00003', 'arxiv-2607-21653', 'arxiv-hep-th-9901001']);
    expect(index.papers.get('arxiv-2607-21653')?.text).toBe(fixtureText('arxiv-2607.21653.json'));
  });

  it('skips files that are not JSON objects, logs them, and loads the rest', () => {
    const folder = tempFolder({
      'a-good.json': JSON.stringify({ arxiv_id: '2607.11111', title: 'good' }),
      'b-broken.json': '{ "arxiv_id": "2607.22222", ',
      'c-array.json': '[1, 2]',
      'd-null.json': 'null',
      'd2-number.json': '42',
      'e-no-id.json': '{"title": "nothing to index by"}',
      'f-again.json': JSON.stringify({ url: '/paper/arxiv-2607-11111' }),
      'notes.txt': 'not a record',
      'UPPER.JSON': JSON.stringify({ url: '/paper/arxiv-2607-33333' }),
    });
    remove = folder.remove;
    const lines: string[] = [];
    const index = loadRecords(folder.dir, (line) => lines.push(line));
    expect([...index.papers.keys()]).toEqual(['arxiv-2607-33333', 'arxiv-2607-11111']);
    expect(index.papers.get('arxiv-2607-11111')?.file).toBe('a-good.json');
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      'skipped b-broken.json',
      'skipped c-array.json',
      'skipped d-null.json',
      'skipped d2-number.json',
      'skipped e-no-id.json',
      'skipped f-again.json',
    ]);
    expect(lines[1]).toBe('skipped c-array.json: not a JSON object');
    expect(lines[2]).toBe('skipped d-null.json: not a JSON object');
    expect(lines[3]).toBe('skipped d2-number.json: not a JSON object');
    expect(lines[4]).toBe('skipped e-no-id.json: no url or arxiv_id');
    expect(lines[5]).toBe('skipped f-again.json: arxiv-2607-11111 is already served from a-good.json');
  });

  it('throws a clear error when the folder cannot be read', () => {
    expect(() => loadRecords('/nonexistent/records')).toThrow(/cannot read the records folder \/nonexistent\/records/);
  });
});
