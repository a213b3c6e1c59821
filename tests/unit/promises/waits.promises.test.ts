// The wait thresholds docs/speed-and-size.md promises, stated as literals, on fake timers: how long the first
// answer waits for a record, how long a batch of badges waits, and how late answers are gathered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerBackground } from '../../../lib/background/register';
import { inPasses } from '../../../lib/ui/answer-passes';
import { type Pending, pending } from '../../../lib/ui/use-answer';
import { freshBackground, SOURCE, send, stubFetch } from './background-harness';

vi.mock('../../../lib/messaging/protocol', async () => (await import('./background-harness')).protocolMock());

freshBackground();
afterEach(async () => {
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The record source answers "no record" for each paper `delays` names, that many ms after it is asked. */
function slowSource(delays: Record<string, number>) {
  return stubFetch(
    (url) =>
      new Promise<Response>((resolve) => {
        const id = url.slice(`${SOURCE}/paper/arxiv-`.length).replace('-', '.');
        setTimeout(() => resolve(new Response('', { status: 404 })), delays[id] ?? 60_000);
      }),
  );
}

describe('docs/speed-and-size.md › How each surface stays light: "A record still on its way after 100 ms (a fetch, not the cache) shows the loading state instead"', () => {
  it('a record that comes 99 ms after it is asked comes with the first answer (openPanel)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    slowSource({ '2607.21653': 99 });
    registerBackground();
    const answer = send('openPanel', { arxivId: '2607.21653' });
    await vi.advanceTimersByTimeAsync(100);
    expect(await answer).toMatchObject({ collapsed: false, lookup: { status: 'none', arxivId: '2607.21653' } });
  });

  it('a record that comes 100 ms after it is asked does not: the panel shows loading (lookup: null)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    slowSource({ '2607.21653': 100 });
    registerBackground();
    const answer = send('openPanel', { arxivId: '2607.21653' });
    await vi.advanceTimersByTimeAsync(100);
    expect(await answer).toMatchObject({ collapsed: false, lookup: null });
  });
});

describe('docs/speed-and-size.md › How each surface stays light, the listing: "getPapersSoon: the answers ready within 100 ms come back together"', () => {
  it('of two papers, the one answered at 99 ms comes back, the one at 100 ms comes back as still on its way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    slowSource({ '2607.21601': 99, '2607.21602': 100 });
    registerBackground();
    const answer = send('getPapersSoon', { arxivIds: ['2607.21601', '2607.21602'] });
    await vi.advanceTimersByTimeAsync(100);
    expect(await answer).toEqual([{ status: 'none', arxivId: '2607.21601' }, null]);
  });
});

describe('docs/speed-and-size.md › How each surface stays light: "Badges whose answers come late fill in a few passes (each gathering what comes within 100 ms of the first of them)"', () => {
  /** An answer that comes `ms` after now. */
  const comesAt = (ms: number, value: string): Pending<string> => pending(() => new Promise<string>((resolve) => setTimeout(() => resolve(value), ms)), String);

  it('the first pass waits 100 ms; a late pass gathers what comes within 100 ms of its first answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // As the sites' badges call it: the waits left at their defaults.
    const answers = [comesAt(150, 'a'), comesAt(249, 'b'), comesAt(251, 'c')];
    let first = false;
    const shown = inPasses(answers).then((handles) => {
      first = true;
      return handles;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(first).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first).toBe(true);
    const handles = await shown;
    const filled = () => handles.map((h) => h.settled ?? null);
    // 'a' comes at 150: its pass waits until 250, taking 'b' (249) and not 'c' (251).
    await vi.advanceTimersByTimeAsync(149);
    expect(filled()).toEqual([null, null, null]);
    await vi.advanceTimersByTimeAsync(1);
    expect(filled()).toEqual(['a', 'b', null]);
    // 'c' comes after that pass ended, in a pass of its own.
    await vi.advanceTimersByTimeAsync(1);
    expect(filled()).toEqual(['a', 'b', 'c']);
  });
});
