// The GitHub views' first answer asks the source when any one of their three switches is on, and
// the wait for an answer leaves no timer behind.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { papersSoon, repoStart, soon } from '../../../lib/background/first-answer';
import type { PaperLookup } from '../../../lib/record/view-types';
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

describe('papersSoon', () => {
  const none = (arxivId: string) => ({ status: 'none', arxivId }) as PaperLookup;

  it('answers in the order asked, null for a lookup that is late, which goes on for the next ask to join', async () => {
    vi.useFakeTimers();
    // Never settles here: a fetch that takes longer than the moment.
    const late = new Promise<PaperLookup>(() => undefined);
    const lookupPaper = vi.fn((arxivId: string) => (arxivId === '2607.00002' ? late : Promise.resolve(none(arxivId))));
    const answers = papersSoon(lookupPaper, ['2607.00001', '2607.00002', '2607.00003'], 100);
    await vi.advanceTimersByTimeAsync(99);
    let settled = false;
    void answers.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answers).toEqual([none('2607.00001'), null, none('2607.00003')]);
    expect(lookupPaper.mock.calls).toEqual([['2607.00001'], ['2607.00002'], ['2607.00003']]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers as soon as every lookup is in, without waiting out the moment', async () => {
    vi.useFakeTimers();
    const answers = papersSoon(async (arxivId) => none(arxivId), ['2607.00001', '2607.00002']);
    await vi.advanceTimersByTimeAsync(0);
    expect(await answers).toEqual([none('2607.00001'), none('2607.00002')]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
