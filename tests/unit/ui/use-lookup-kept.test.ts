// useLookup keeps what it showed: a paper or repository asked again shows its last answer at once,
// while the background is asked; errors are not kept, and 20 answers for 10 minutes at most.
import { act, cleanup, renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RepoLookup } from '../../../lib/record/repo-view-types';
import type { PaperLookup } from '../../../lib/record/view-types';
import { KEPT_ANSWERS, useLookup } from '../../../lib/ui/use-lookup';
import { deferred } from '../support/deferred';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const none = (arxivId: string): PaperLookup => ({ status: 'none', arxivId });
const paper = (arxivId: string) => ({ kind: 'paper' as const, arxivId });
const repo = { kind: 'repo' as const, owner: 'openai', name: 'whisper' };

/** A hook whose paper answers are held until the test gives them, in the order asked. */
function held() {
  const waiting: ReturnType<typeof deferred<PaperLookup>>[] = [];
  const { result } = renderHook(() =>
    useLookup(
      () => {
        const next = deferred<PaperLookup>();
        waiting.push(next);
        return next.promise;
      },
      async (): Promise<RepoLookup> => ({ status: 'unreachable', problem: 'down' }),
    ),
  );
  /** Looks `id` up, answers it with `answer`, and waits for the hook. */
  const answered = async (id: string, answer: PaperLookup) => {
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.lookUp(paper(id));
    });
    await act(async () => {
      waiting.at(-1)!.resolve(answer);
      await done;
    });
  };
  const asked = (id: string) => act(() => void result.current.lookUp(paper(id)));
  return { result, answered, asked, waiting };
}

describe('useLookup, what it keeps', () => {
  it('keeps 20 answers for 10 minutes', () => {
    expect(KEPT_ANSWERS).toEqual({ max: 20, maxAgeMs: 600_000 });
  });

  it('shows the last answer for a paper at once when it is asked again, before the new answer', async () => {
    const { result, answered, asked } = held();
    await answered('2607.00002', none('2607.00002'));
    await answered('2607.00003', none('2607.00003'));
    asked('2607.00002');
    expect(result.current.state).toEqual({ kind: 'paper', target: paper('2607.00002'), lookup: none('2607.00002') });
    asked('2607.00009');
    expect(result.current.state).toEqual({ kind: 'paper', target: paper('2607.00009'), lookup: null });
  });

  it('keeps no error: a paper that could not be answered shows loading when asked again', async () => {
    const { result, answered, asked } = held();
    await answered('2607.00002', none('2607.00002'));
    await answered('2607.00002', { status: 'unreachable', problem: 'down' });
    asked('2607.00002');
    expect(result.current.state).toEqual({ kind: 'paper', target: paper('2607.00002'), lookup: null });
  });

  it('keeps no unreachable repository', async () => {
    const { result } = held();
    await act(async () => void (await result.current.lookUp(repo)));
    act(() => void result.current.lookUp(repo));
    expect(result.current.state).toEqual({ kind: 'repo', target: repo, lookup: null });
  });

  it('forgets the oldest of 21, and an answer older than 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result, answered, asked } = held();
    for (let i = 0; i <= 20; i++) await answered(`2607.${String(i).padStart(5, '0')}`, none(`2607.${String(i).padStart(5, '0')}`));
    asked('2607.00000');
    expect(result.current.state).toMatchObject({ lookup: null });
    asked('2607.00001');
    expect(result.current.state).toMatchObject({ lookup: none('2607.00001') });
    vi.setSystemTime(Date.now() + 600_001);
    asked('2607.00002');
    expect(result.current.state).toMatchObject({ lookup: null });
  });
});

describe('useLookup, reset', () => {
  it('shows nothing, and an answer asked for before it is not shown after a newer lookup began', async () => {
    const { result, asked, waiting } = held();
    asked('2607.00002');
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ kind: 'idle' });
    asked('2607.00003');
    await act(async () => {
      waiting[0]!.resolve(none('2607.00002'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.state).toEqual({ kind: 'paper', target: paper('2607.00003'), lookup: null });
  });
});
