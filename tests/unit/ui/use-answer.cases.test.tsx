// useAnswer follows the answer it is handed now, never one it was handed before; settledOrWait lets
// badges go in once every answer is in, or once the wait is over, whichever comes first.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { type Pending, settledOrWait, useAnswer } from '../../../lib/ui/use-answer';

afterEach(cleanup);

function Shows(props: { answer: Pending<string> }) {
  return <output>{useAnswer(props.answer) ?? 'loading'}</output>;
}

const shown = () => screen.getByRole('status').textContent;

/** A handle whose answer the test gives when it chooses. */
function onItsWay() {
  let give!: (value: string) => void;
  const promise = new Promise<string>((resolve) => {
    give = resolve;
  });
  return { answer: { promise } as Pending<string>, give };
}

const came = (value: string): Pending<string> => ({ promise: Promise.resolve(value), settled: value });

/** Resolves 'waiting' if `promise` is still unsettled after `ms`. */
function within(promise: Promise<void>, ms: number): Promise<'done' | 'waiting'> {
  return Promise.race([promise.then(() => 'done' as const), new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))]);
}

describe('useAnswer', () => {
  it('shows the new answer when handed one for another paper', async () => {
    const { rerender } = render(<Shows answer={came('2 repos')} />);
    expect(shown()).toBe('2 repos');
    await act(async () => rerender(<Shows answer={came('no record')} />));
    expect(shown()).toBe('no record');
  });

  it('never shows a late answer it was handed before', async () => {
    const old = onItsWay();
    const { rerender } = render(<Shows answer={old.answer} />);
    await act(async () => rerender(<Shows answer={came('no record')} />));
    expect(shown()).toBe('no record');
    await act(async () => old.give('2 repos'));
    expect(shown()).toBe('no record');
  });
});

describe('settledOrWait', () => {
  it('goes on as soon as every answer is in, long before the wait is over', async () => {
    const one = onItsWay();
    const two = onItsWay();
    const waiting = settledOrWait([one.answer, two.answer], 10_000);
    one.give('1 repo');
    expect(await within(waiting, 20)).toBe('waiting');
    two.give('no record');
    expect(await within(waiting, 50)).toBe('done');
  });

  it('waits while an answer is still on its way', async () => {
    expect(await within(settledOrWait([onItsWay().answer], 10_000), 30)).toBe('waiting');
  });

  it('goes on after the wait even if an answer never comes', async () => {
    const waiting = settledOrWait([onItsWay().answer], 20);
    expect(await within(waiting, 5)).toBe('waiting');
    expect(await within(waiting, 300)).toBe('done');
  });
});
