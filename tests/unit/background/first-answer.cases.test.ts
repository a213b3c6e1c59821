// The GitHub views' first answer asks the source when any one of their three switches is on, and
// the wait for an answer leaves no timer behind.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoStart, soon } from '../../../lib/background/first-answer';
import type { RepoLookup } from '../../../lib/record/repo-view-types';

const off = { abstractPanel: true, listingBadges: true, githubBox: false, readmeMarks: false, fileStrip: false, noPapersLine: true };
const answer = { status: 'invalid-repo', problem: 'x' } as RepoLookup;

afterEach(() => vi.useRealTimers());

describe('repoStart', () => {
  it.each([
    ['the box', { githubBox: true }, answer],
    ['the README marks', { readmeMarks: true }, answer],
    ['the file strip', { fileStrip: true }, answer],
    ['none of the three', {}, null],
  ])('with only %s on, carries the answer %j', async (_name, on, lookup) => {
    const features = { ...off, ...on };
    const lookupRepo = vi.fn(async () => answer);
    expect(await repoStart({ pageSettings: async () => ({ features, panelCollapsed: false }), lookupRepo })).toEqual({ features, lookup });
    expect(lookupRepo).toHaveBeenCalledTimes(lookup ? 1 : 0);
  });
});

describe('soon', () => {
  it('leaves no timer running once the answer came', async () => {
    vi.useFakeTimers();
    expect(await soon(Promise.resolve('ready'), 100)).toBe('ready');
    expect(vi.getTimerCount()).toBe(0);
  });
});
