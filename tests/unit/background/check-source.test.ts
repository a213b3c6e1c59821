import { describe, expect, it } from 'vitest';
import { checkSource, REFERENCE_PAPER } from '../../../lib/background/check-source';
import type { FetchOutcome } from '../../../lib/net/record-client';
import { loadRecord, REAL_RECORD } from '../../support/records';

function client(outcome: FetchOutcome) {
  const urls: string[] = [];
  return {
    urls,
    client: {
      getJson: async (url: string) => {
        urls.push(url);
        return outcome;
      },
    },
  };
}

describe('checkSource', () => {
  it('asks for the reference record and says it can read it', async () => {
    const { client: c, urls } = client({ kind: 'ok', body: loadRecord(REAL_RECORD) });
    const check = await checkSource(c, 'https://records.example/base/');
    expect(urls).toEqual(['https://records.example/base/paper/arxiv-2607-21653']);
    expect(check).toEqual({ ok: true, message: `It answered with a readable record of arXiv ${REFERENCE_PAPER}.` });
  });

  it.each<[string, FetchOutcome, RegExp]>([
    ['a 404', { kind: 'not-found' }, /404/],
    ['a non-record', { kind: 'ok', body: { hello: 'world' } }, /not with a paper record/],
    ['a non-JSON body', { kind: 'bad-body', problem: 'the answer is not JSON' }, /not JSON/],
    ['an unreachable source', { kind: 'unreachable', problem: 'the record source could not be reached' }, /could not be reached/],
  ])('says what went wrong for %s', async (_what, outcome, message) => {
    const check = await checkSource(client(outcome).client, 'https://records.example');
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(message);
  });

  it('refuses an address that is not http(s) without asking anyone', async () => {
    const { client: c, urls } = client({ kind: 'not-found' });
    expect((await checkSource(c, 'javascript:alert(1)')).ok).toBe(false);
    expect(urls).toEqual([]);
  });
});
