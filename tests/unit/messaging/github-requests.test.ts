// The two messages of the GitHub check, at each edge their checks draw: getRepoStates takes at most
// 100 names of at most 2,000 characters each, answerGithubOffer a true or false, each refusal in words.
import { describe, expect, it } from 'vitest';
import { MAX_STATE_NAMES, offerRequest, repoStatesRequest } from '../../../lib/messaging/validate';

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

describe('getRepoStates', () => {
  const refused = refusal('getRepoStates needs at most 100 repositories as text');

  it('takes 100 names of 2,000 characters, in their order, and an empty list', () => {
    expect(MAX_STATE_NAMES).toBe(100);
    const names = Array.from({ length: 100 }, (_, i) => `${i}`.padEnd(2000, 'x'));
    expect(repoStatesRequest({ repos: names })).toEqual({ repos: names });
    expect(repoStatesRequest({ repos: [] })).toEqual({ repos: [] });
    expect(repoStatesRequest({ repos: ['octo/hello', 'https://github.com/a/b'], extra: 1 })).toEqual({ repos: ['octo/hello', 'https://github.com/a/b'] });
  });

  it.each([
    ['101 names', Array.from({ length: 101 }, (_, i) => `octo/r${i}`)],
    ['a name of 2,001 characters', ['octo/hello', 'x'.repeat(2001)]],
    ['a number for a name', ['octo/hello', 7]],
    ['null for a name', [null]],
    ['a list for a name (it has a length too)', [['octo/hello']]],
    ['an object for a name', [{ length: 3 }]],
    ['no list', 'octo/hello'],
    ['an object that looks like a list', { length: 1, 0: 'octo/hello' }],
    ['nothing', undefined],
  ])('refuses %s', (_what, repos) => {
    expect(refusalOf(() => repoStatesRequest({ repos }))).toBe(refused);
  });

  it.each([
    ['null', null],
    ['a list', [['octo/hello']]],
    ['text', 'octo/hello'],
  ])('says it needs an object for %s', (_what, data) => {
    expect(refusalOf(() => repoStatesRequest(data))).toBe(refusal('getRepoStates needs an object'));
  });
});

describe('answerGithubOffer', () => {
  it.each([true, false])('takes accept: %s', (accept) => {
    expect(offerRequest({ accept })).toEqual({ accept });
  });

  it.each([
    ['text', 'true'],
    ['a number', 1],
    ['null', null],
    ['nothing', undefined],
  ])('refuses %s', (_what, accept) => {
    expect(refusalOf(() => offerRequest({ accept }))).toBe(refusal('answerGithubOffer needs accept as true or false'));
  });

  it.each([
    ['true', true],
    ['null', null],
    ['a list', [true]],
  ])('says it needs an object for %s', (_what, data) => {
    expect(refusalOf(() => offerRequest(data))).toBe(refusal('answerGithubOffer needs an object'));
  });
});
