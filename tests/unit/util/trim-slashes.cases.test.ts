// Slashes off the ends of a path: both ends by default, the end only when asked.
import { describe, expect, it } from 'vitest';
import { trimSlashes } from '../../../lib/util/trim-slashes';

describe('trimSlashes', () => {
  it.each([
    ['//a/b//', {}, 'a/b'],
    ['a/b', {}, 'a/b'],
    ['/a', {}, 'a'],
    ['a/', {}, 'a'],
    ['////', {}, ''],
    ['', {}, ''],
    ['/a//b/', {}, 'a//b'],
    ['/a/b/', { start: false }, '/a/b'],
    ['//a', { start: false }, '//a'],
    ['/', { start: false }, ''],
    ['/a/', { start: true }, 'a'],
  ])('%j with %j gives %j', (path, ends, expected) => {
    expect(trimSlashes(path, ends)).toBe(expected);
  });
});
