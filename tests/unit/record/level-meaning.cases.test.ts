// The verification level's meaning: execution checks passed, never a check against the paper.
import { describe, expect, it } from 'vitest';
import { levelMeaning } from '../../../lib/record/level-meaning';

describe('levelMeaning', () => {
  it.each([
    [0, 'passed no execution checks; not a check against the paper'],
    [1, 'passed 1 execution check; not a check against the paper'],
    [2, 'passed 2 execution checks; not a check against the paper'],
    [7, 'passed 7 execution checks; not a check against the paper'],
  ])('level %i reads "%s"', (level, words) => {
    expect(levelMeaning(level)).toBe(words);
  });
});
