// useAnswer: an answer that came before the render shows at once; one still on its way shows when it comes; a failure becomes an answer.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Pending, pending, useAnswer } from '../../../lib/ui/use-answer';

afterEach(cleanup);

function Shows(props: { answer: Pending<string> }) {
  return <output>{useAnswer(props.answer) ?? 'loading'}</output>;
}

describe('pending and useAnswer', () => {
  it('shows an answer that came before the first render in that render', async () => {
    const answer = pending(
      async () => 'two repos',
      () => 'failed',
    );
    await answer.promise;
    render(<Shows answer={answer} />);
    expect(screen.getByRole('status').textContent).toBe('two repos');
  });

  it('shows loading, then the answer when it comes', async () => {
    let answerNow: (value: string) => void = () => undefined;
    const answer = pending(
      () => new Promise<string>((resolve) => (answerNow = resolve)),
      () => 'failed',
    );
    render(<Shows answer={answer} />);
    expect(screen.getByRole('status').textContent).toBe('loading');
    answerNow('no record');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('no record'));
  });

  it('turns a failed question into the answer onError gives', async () => {
    const answer = pending(
      () => Promise.reject(new Error('worker gone')),
      (error) => `unreachable: ${(error as Error).message}`,
    );
    await expect(answer.promise).resolves.toBe('unreachable: worker gone');
    render(<Shows answer={answer} />);
    expect(screen.getByRole('status').textContent).toBe('unreachable: worker gone');
  });
});
