// The answers a GitHub page keeps for a page seen again: how old they may be, how many, which goes.
import { describe, expect, it } from 'vitest';
import { recentAnswers } from '../../../lib/ui/recent-answers';

function clocked(max: number, maxAgeMs: number) {
  let now = 1_000;
  const answers = recentAnswers<string>({ max, maxAgeMs, now: () => now });
  const wait = (ms: number) => {
    now += ms;
  };
  return { answers, wait };
}

describe('recentAnswers', () => {
  it('gives back what was kept, and nothing for a question never asked', () => {
    const { answers } = clocked(3, 60_000);
    answers.set('labs-molt', 'two papers');
    expect(answers.get('labs-molt')).toBe('two papers');
    expect(answers.get('whisper')).toBeUndefined();
  });

  it.each([
    [60_000, 'two papers'],
    [60_001, undefined],
  ])('an answer %i ms old is given back as %s', (age, expected) => {
    const { answers, wait } = clocked(3, 60_000);
    answers.set('labs-molt', 'two papers');
    wait(age);
    expect(answers.get('labs-molt')).toBe(expected);
  });

  it('an answer too old is gone for good, even if the clock were to read earlier', () => {
    let now = 0;
    const answers = recentAnswers<string>({ max: 3, maxAgeMs: 10, now: () => now });
    answers.set('a', 'x');
    now = 11;
    expect(answers.get('a')).toBeUndefined();
    now = 0;
    expect(answers.get('a')).toBeUndefined();
  });

  it('keeps at most `max`: the one set longest ago goes first', () => {
    const { answers } = clocked(2, 60_000);
    answers.set('a', '1');
    answers.set('b', '2');
    answers.set('c', '3');
    expect([answers.get('a'), answers.get('b'), answers.get('c')]).toEqual([undefined, '2', '3']);
  });

  it('an answer set again counts as the newest, and replaces the old one', () => {
    const { answers } = clocked(2, 60_000);
    answers.set('a', '1');
    answers.set('b', '2');
    answers.set('a', '1 again');
    answers.set('c', '3');
    expect([answers.get('a'), answers.get('b'), answers.get('c')]).toEqual(['1 again', undefined, '3']);
  });

  it('an answer set again starts its age again', () => {
    const { answers, wait } = clocked(2, 100);
    answers.set('a', '1');
    wait(80);
    answers.set('a', '2');
    wait(80);
    expect(answers.get('a')).toBe('2');
  });

  it('forgets one answer on request', () => {
    const { answers } = clocked(2, 60_000);
    answers.set('a', '1');
    answers.set('b', '2');
    answers.delete('a');
    expect([answers.get('a'), answers.get('b')]).toEqual([undefined, '2']);
  });
});
