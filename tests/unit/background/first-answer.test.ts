import { describe, expect, it, vi } from 'vitest';
import { panelStart, repoStart } from '../../../lib/background/first-answer';
import type { PageSettings } from '../../../lib/messaging/protocol';
import type { RepoLookup } from '../../../lib/record/repo-view-types';
import type { PaperLookup } from '../../../lib/record/view-types';
import { DEFAULT_FEATURES } from '../../../lib/settings';

const settings =
  (abstractPanel: boolean, panelCollapsed = false): (() => Promise<PageSettings>) =>
  async () => ({
    features: { ...DEFAULT_FEATURES, abstractPanel },
    panelCollapsed,
  });
const none: PaperLookup = { status: 'none', arxivId: '2607.21653' };
/** Papers with Code off, the GitHub states wanted (the check's offer not yet answered): the defaults. */
const others = { secondOn: async () => false, statesWanted: async () => true };
const ASKS_BY_DEFAULT = { second: false, states: true };
const answerAfter = (ms: number, answer: PaperLookup) => () => new Promise<PaperLookup>((resolve) => setTimeout(() => resolve(answer), ms));

describe('panelStart', () => {
  it('answers null and asks no source when the reader turned the panel off', async () => {
    const lookupPaper = vi.fn(async () => none);
    expect(await panelStart({ ...others, pageSettings: settings(false), lookupPaper }, '2607.21653')).toBeNull();
    expect(lookupPaper).not.toHaveBeenCalled();
  });

  it('carries a record that is ready within the wait, with the collapsed state', async () => {
    const start = await panelStart({ ...others, pageSettings: settings(true, true), lookupPaper: answerAfter(5, none), waitMs: 200 }, '2607.21653');
    expect(start).toEqual({ collapsed: true, lookup: none, asks: ASKS_BY_DEFAULT });
  });

  it('answers without the record when it takes longer than the wait, and the lookup goes on', async () => {
    let finished = false;
    const lookupPaper = async () => {
      const answer = await answerAfter(80, none)();
      finished = true;
      return answer;
    };
    const begun = Date.now();
    const start = await panelStart({ ...others, pageSettings: settings(true), lookupPaper, waitMs: 20 }, '2607.21653');
    expect(start).toEqual({ collapsed: false, lookup: null, asks: ASKS_BY_DEFAULT });
    expect(Date.now() - begun).toBeLessThan(80);
    await vi.waitFor(() => expect(finished).toBe(true));
  });

  it('a lookup that fails after the wait throws into no one', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const lookupPaper = () => new Promise<PaperLookup>((_resolve, reject) => setTimeout(() => reject(new Error('gone')), 30));
    expect(await panelStart({ ...others, pageSettings: settings(true), lookupPaper, waitMs: 5 }, '2607.21653')).toEqual({
      collapsed: false,
      lookup: null,
      asks: ASKS_BY_DEFAULT,
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it.each([
    [true, false],
    [false, true],
  ])('says what else the panel should ask: Papers with Code on %s, the GitHub states wanted %s', async (second, states) => {
    const deps = { pageSettings: settings(true), lookupPaper: async () => none, secondOn: async () => second, statesWanted: async () => states };
    expect((await panelStart(deps, '2607.21653'))?.asks).toEqual({ second, states });
  });
});

describe('repoStart', () => {
  const repoNone: RepoLookup = { status: 'unreachable', problem: 'down' };
  const switches = (on: boolean) => async () => ({
    features: { ...DEFAULT_FEATURES, githubBox: on, readmeMarks: on, fileStrip: on },
    panelCollapsed: false,
  });

  it('asks the source nothing when the box, the marks and the strip are all off', async () => {
    const lookupRepo = vi.fn(async () => repoNone);
    expect(await repoStart({ pageSettings: switches(false), lookupRepo })).toEqual({ features: expect.objectContaining({ githubBox: false }), lookup: null });
    expect(lookupRepo).not.toHaveBeenCalled();
  });

  it('carries the answer when it comes within the wait, and null when it does not', async () => {
    expect((await repoStart({ pageSettings: switches(true), lookupRepo: async () => repoNone, waitMs: 200 })).lookup).toEqual(repoNone);
    const slow = () => new Promise<RepoLookup>((resolve) => setTimeout(() => resolve(repoNone), 80));
    expect((await repoStart({ pageSettings: switches(true), lookupRepo: slow, waitMs: 10 })).lookup).toBeNull();
  });
});
