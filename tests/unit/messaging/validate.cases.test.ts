// What a content script may send, at each edge the checks draw: the exact words of each refusal,
// and the longest id, the most cited ids and the longest address still taken.
import { describe, expect, it } from 'vitest';
import { collapsedRequest, MAX_BATCH_IDS, paperRequest, papersRequest, repoRequest, sourceRequest } from '../../../lib/messaging/validate';

const refusal = (words: string) => `Paper Code Lens refused the message: ${words}`;
/** The words a refusal gives: read off what was thrown, since vitest's toThrow passes on a thrown undefined. */
const refusalOf = (send: () => unknown): unknown => {
  try {
    send();
  } catch (error) {
    return error instanceof Error ? error.message : error;
  }
  return 'no refusal';
};
const repo = (citedIds: unknown) => ({ owner: 'openai', name: 'whisper', citedIds });

describe('the message each payload that is no object gets', () => {
  it.each([
    ['getPaper', () => paperRequest(null)],
    ['getPapersSoon', () => papersRequest(['2607.21653'])],
    ['getRepo', () => repoRequest(7)],
    ['checkSource', () => sourceRequest('https://records.example')],
    ['setPanelCollapsed', () => collapsedRequest(true)],
  ])('%s says it needs an object', (name, send) => {
    expect(refusalOf(send)).toBe(refusal(`${name} needs an object`));
  });
});

describe('getPaper', () => {
  it('takes an id of 2,000 characters and refuses one of 2,001', () => {
    expect(paperRequest({ arxivId: 'x'.repeat(2000) }).arxivId).toHaveLength(2000);
    expect(refusalOf(() => paperRequest({ arxivId: 'x'.repeat(2001) }))).toBe(refusal('getPaper needs an arXiv id as text'));
  });
});

describe('getPapersSoon', () => {
  const refused = refusal('getPapersSoon takes at most 200 arXiv ids, each as text');

  it('takes 200 ids of 2,000 characters, in their order, and refuses 201', () => {
    const ids = Array.from({ length: MAX_BATCH_IDS }, (_, i) => `${i}`.padEnd(2000, 'x'));
    expect(papersRequest({ arxivIds: ids }).arxivIds).toEqual(ids);
    expect(papersRequest({ arxivIds: [] }).arxivIds).toEqual([]);
    expect(refusalOf(() => papersRequest({ arxivIds: [...ids, '2607.21653'] }))).toBe(refused);
  });

  it.each([
    ['an id of 2,001 characters', ['2607.21653', 'x'.repeat(2001)]],
    ['a number for an id', ['2607.21653', 2607.21653]],
    ['a list for an id (it has a length too)', ['2607.21653', ['2607.21653']]],
    ['no list', '2607.21653'],
    ['nothing', undefined],
  ])('refuses %s', (_what, arxivIds) => {
    expect(refusalOf(() => papersRequest({ arxivIds }))).toBe(refused);
  });
});

describe('getRepo: the cited ids', () => {
  const tooMany = refusal('getRepo takes at most 1000 cited ids, each short text');

  it('takes 1,000 ids and refuses 1,001', () => {
    expect(repoRequest(repo(Array.from({ length: 1000 }, () => '2607.21653'))).citedIds).toHaveLength(1000);
    expect(refusalOf(() => repoRequest(repo(Array.from({ length: 1001 }, () => '2607.21653'))))).toBe(tooMany);
  });

  it('takes an id of 64 characters and refuses one of 65', () => {
    expect(repoRequest(repo(['x'.repeat(64)])).citedIds).toEqual(['x'.repeat(64)]);
    expect(refusalOf(() => repoRequest(repo(['x'.repeat(65)])))).toBe(tooMany);
  });

  it.each([
    ['an id that is a number', [2607.21653]],
    ['an id that is an array', [['2607.21653']]],
    ['ids that are no list', '2607.21653'],
  ])('refuses %s', (_, citedIds) => {
    expect(refusalOf(() => repoRequest(repo(citedIds)))).toBe(tooMany);
  });

  it('reads no cited ids as none', () => {
    expect(repoRequest({ owner: 'openai', name: 'whisper' }).citedIds).toEqual([]);
  });
});

describe('checkSource', () => {
  const bad = refusal('checkSource needs an http(s) address with no query or fragment');

  it('takes an address of 2,000 characters and refuses one of 2,001', () => {
    const at = (length: number) => `https://records.example/${'v'.repeat(length - 'https://records.example/'.length)}`;
    expect(sourceRequest({ base: at(2000) }).base).toHaveLength(2000);
    expect(refusalOf(() => sourceRequest({ base: at(2001) }))).toBe(bad);
  });

  it.each([
    ['an address that is a number', 42],
    ['an ftp address', 'ftp://records.example'],
    ['an address with a query', 'https://records.example/?key=1'],
  ])('refuses %s with its plain words', (_, base) => {
    expect(refusalOf(() => sourceRequest({ base }))).toBe(bad);
  });

  it('drops every trailing slash, so one source has one key', () => {
    expect(sourceRequest({ base: 'https://records.example/v1///' })).toEqual({ base: 'https://records.example/v1' });
  });

  it('takes an address with spaces of any kind around it, as pasted', () => {
    expect(sourceRequest({ base: '\u00a0https://records.example/v1/ \u2003' })).toEqual({ base: 'https://records.example/v1' });
  });
});
