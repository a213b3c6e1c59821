// How long a Retry-After header makes us wait: whole seconds or an HTTP date; anything else is not read.
import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../../../lib/net/retry-after';

const NOW = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');

describe('retryAfterMs', () => {
  it.each([
    ['120', 120_000],
    ['0', 0],
    ['\t7\n', 7_000],
    ['Wed, 21 Oct 2015 07:29:00 GMT', 60_000],
    // A date already past is no wait at all, never a negative one.
    ['Wed, 21 Oct 2015 07:27:00 GMT', 0],
    ['   ', null],
    ['x5', null],
    ['5s', null],
    ['5 seconds', null],
  ])('%j → %s', (header, expected) => {
    expect(retryAfterMs(header, NOW)).toBe(expected);
  });
});
