// The options page's "Test" at its edges: what is no address, a base with trailing slashes, and
// each kind of answer in the words the reader sees.
import { describe, expect, it, vi } from 'vitest';
import { checkSource } from '../../../lib/background/check-source';
import type { FetchOutcome } from '../../../lib/net/record-client';

const client = (outcome: FetchOutcome) => ({ getJson: vi.fn(async (_url: string) => outcome) });

describe('checkSource', () => {
  it('says what is not an http(s) address is none, asking nothing', async () => {
    const asked = client({ kind: 'not-found' });
    expect(await checkSource(asked, 'ftp://records.example')).toEqual({ ok: false, message: 'That is not an http(s) address.' });
    expect(asked.getJson).not.toHaveBeenCalled();
  });

  it('asks below the base with every trailing slash dropped', async () => {
    const asked = client({ kind: 'not-found' });
    await checkSource(asked, 'https://records.example/v1//');
    expect(asked.getJson).toHaveBeenCalledWith('https://records.example/v1/paper/arxiv-2607-21653');
  });

  it.each([
    [
      'a body that is no object',
      { kind: 'ok', body: 'a page of HTML' },
      { ok: false, message: 'It answered, but not with a paper record this extension can read.' },
    ],
    ['a body that is no JSON', { kind: 'bad-body', problem: 'the answer is not JSON' }, { ok: false, message: 'It answered, but the answer is not JSON.' }],
    [
      'no answer',
      { kind: 'unreachable', problem: 'the record source answered 503' },
      { ok: false, message: 'It could not be used: the record source answered 503.' },
    ],
  ] as [string, FetchOutcome, { ok: boolean; message: string }][])('explains %s', async (_name, outcome, check) => {
    expect(await checkSource(client(outcome), 'https://records.example')).toEqual(check);
  });
});
