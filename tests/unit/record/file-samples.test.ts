import { describe, expect, it } from 'vitest';
import { samplesForPath } from '../../../lib/record/file-samples';

// The table as it arrives through the message channel: parsed JSON, keyed by the record's paths.
const table = JSON.parse(
  '{"molt/models/loss.py": [{"entry": "agg_loss"}], "__proto__": [{"entry": "from_proto"}], "constructor": [{"entry": "from_constructor"}], "bad": "not a list"}',
);

describe('samplesForPath', () => {
  it.each([
    ['molt/models/loss.py', ['agg_loss']],
    ['__proto__', ['from_proto']],
    ['constructor', ['from_constructor']],
  ])('reads the samples of %s', (path, entries) => {
    expect(samplesForPath(table, path).map((s) => s.entry)).toEqual(entries);
  });

  it.each(['toString', 'hasOwnProperty', 'valueOf', 'other.py', 'bad'])('reads none for %s, which the record does not list', (path) => {
    expect(samplesForPath(table, path)).toEqual([]);
  });

  it('reads none for a file named constructor when the record lists no such file', () => {
    expect(samplesForPath({}, 'constructor')).toEqual([]);
    expect(samplesForPath({}, '__proto__')).toEqual([]);
  });
});
