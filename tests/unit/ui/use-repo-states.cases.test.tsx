// useRepoStates: asked once per list of repositories shown, nothing until the answer, words by each
// repository's key, and the offer hidden at either answer (asked again only once accepted here).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RepoStatesAnswer } from '../../../lib/record/github-state-types';
import { type AnswerOffer, type AskStates, useRepoStates } from '../../../lib/ui/use-repo-states';
import { deferred } from '../support/deferred';

afterEach(cleanup);

const NOW = Date.UTC(2026, 11, 7, 12, 0);

function Probe(props: { repos: string[]; ask: AskStates; answer: AnswerOffer }) {
  const shown = useRepoStates(props.repos, props.ask, props.answer, () => NOW);
  if (shown === null) return <output data-testid="shown">nothing</output>;
  return (
    <div>
      <output data-testid="shown">{[...shown.byKey].map(([key, words]) => `${key}: ${words.short}`).join(' | ')}</output>
      {shown.offer && (
        <>
          <button type="button" onClick={shown.offer.accept}>
            accept
          </button>
          <button type="button" onClick={shown.offer.decline}>
            decline
          </button>
        </>
      )}
    </div>
  );
}

const text = () => screen.getByTestId('shown').textContent;
const on = (states: RepoStatesAnswer['states']): RepoStatesAnswer => ({ checking: true, offer: false, states });
const OFFERED: RepoStatesAnswer = { checking: false, offer: true, states: [] };

describe('useRepoStates', () => {
  it('shows nothing until the answer, then each state’s words under its lower-case key', async () => {
    const answer = deferred<RepoStatesAnswer>();
    const ask = vi.fn(() => answer.promise);
    render(<Probe repos={['Some-Lab/Tool', 'a/gone']} ask={ask} answer={vi.fn()} />);
    expect(text()).toBe('nothing');
    expect(ask).toHaveBeenCalledWith(['Some-Lab/Tool', 'a/gone']);
    await act(async () =>
      answer.resolve(
        on([
          { status: 'gone', asked: 'a/gone' },
          { status: 'unreachable', asked: 'Some-Lab/Tool', problem: 'x' },
        ]),
      ),
    );
    expect(text()).toBe('a/gone: gone from GitHub, or private | some-lab/tool: GitHub did not answer');
  });

  it('asks nothing for no repositories, and again only when the list changes', async () => {
    const ask = vi.fn(async () => on([]));
    const { rerender } = render(<Probe repos={[]} ask={ask} answer={vi.fn()} />);
    expect(ask).not.toHaveBeenCalled();
    rerender(<Probe repos={['a/b']} ask={ask} answer={vi.fn()} />);
    rerender(<Probe repos={['a/b']} ask={ask} answer={vi.fn()} />);
    await act(async () => {});
    expect(ask).toHaveBeenCalledTimes(1);
    rerender(<Probe repos={['a/b', 'c/d']} ask={ask} answer={vi.fn()} />);
    await act(async () => {});
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('a failed ask shows nothing, for good', async () => {
    render(<Probe repos={['a/b']} ask={() => Promise.reject(new Error('no background'))} answer={vi.fn()} />);
    await act(async () => {});
    expect(text()).toBe('nothing');
  });

  it('declining hides the offer and asks nothing again', async () => {
    const ask = vi.fn(async () => OFFERED);
    const answer = vi.fn(async () => false);
    render(<Probe repos={['a/b']} ask={ask} answer={answer} />);
    fireEvent.click(await screen.findByRole('button', { name: 'decline' }));
    expect(answer).toHaveBeenCalledWith(false);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'decline' })).toBeNull();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('accepting where the check is turned on at once asks again; where it leads elsewhere, it does not', async () => {
    const ask = vi.fn(async () => OFFERED);
    render(<Probe repos={['a/b']} ask={ask} answer={async () => true} />);
    fireEvent.click(await screen.findByRole('button', { name: 'accept' }));
    await act(async () => {});
    expect(ask).toHaveBeenCalledTimes(2);
    cleanup();
    const elsewhere = vi.fn(async () => OFFERED);
    render(<Probe repos={['a/b']} ask={elsewhere} answer={async () => false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'accept' }));
    await act(async () => {});
    expect(elsewhere).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'accept' })).toBeNull();
  });
});
