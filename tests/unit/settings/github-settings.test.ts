// The GitHub check's settings: off, no token and the offer unanswered by default, each in its
// storage key; a typed token read through readToken (trimmed, letters, digits and _ only, at most 255);
// whatever storage holds read through the same checks.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { GITHUB_API, GITHUB_API_HOST, githubChecksOn, githubOfferAnswered, githubToken, MAX_TOKEN_LENGTH, readToken } from '../../../lib/github-settings';

beforeEach(() => fakeBrowser.reset());

/** Writes a raw value under a setting's key, as a damaged profile or a hand edit would. */
const store = (key: string, value: unknown) => fakeBrowser.storage.local.set({ [key.replace(/^local:/, '')]: value });

describe('defaults', () => {
  it('asks GitHub’s own API (no GITHUB_API is baked into the unit tests’ build)', () => {
    expect(GITHUB_API).toBe('https://api.github.com');
    expect(GITHUB_API_HOST).toBe('api.github.com');
  });

  it('reads off, no token and the offer unanswered from an empty store', async () => {
    expect(await githubChecksOn.getValue()).toBe(false);
    expect(await githubToken.getValue()).toBe('');
    expect(await githubOfferAnswered.getValue()).toBe(false);
    expect([githubChecksOn.fallback, githubToken.fallback, githubOfferAnswered.fallback]).toEqual([false, '', false]);
  });

  it('keeps each in the local area under its own key', () => {
    expect(githubChecksOn.key).toBe('local:settings:githubChecksOn');
    expect(githubToken.key).toBe('local:settings:githubToken');
    expect(githubOfferAnswered.key).toBe('local:ui:githubOfferAnswered');
  });

  it('reads back what was set', async () => {
    await githubChecksOn.setValue(true);
    await githubToken.setValue('ghp_abc123');
    await githubOfferAnswered.setValue(true);
    expect([await githubChecksOn.getValue(), await githubToken.getValue(), await githubOfferAnswered.getValue()]).toEqual([true, 'ghp_abc123', true]);
  });
});

describe('readToken', () => {
  const longest = `ghp_${'a'.repeat(251)}`;

  it('keeps tokens of at most 255 characters', () => {
    expect(MAX_TOKEN_LENGTH).toBe(255);
    expect(longest).toHaveLength(255);
  });

  it.each([
    ['a classic token', 'ghp_abc123XYZ', 'ghp_abc123XYZ'],
    ['a fine-grained token', 'github_pat_11ABCDEFG0abcdefghij_klmnopqrstuvwxyz0123456789', 'github_pat_11ABCDEFG0abcdefghij_klmnopqrstuvwxyz0123456789'],
    ['spaces and a line break around it, trimmed', '  ghp_abc123 \n', 'ghp_abc123'],
    ['one character', 'a', 'a'],
    ['255 characters', longest, longest],
    ['255 characters with spaces around', `  ${longest}  `, longest],
  ])('takes %s', (_what, typed, expected) => {
    expect(readToken(typed)).toBe(expected);
  });

  it.each([
    ['nothing typed', ''],
    ['only spaces', '   '],
    ['a space inside', 'ghp_abc 123'],
    ['a hyphen', 'ghp-abc123'],
    ['a lone hyphen', '-'],
    ['256 characters', `${longest}a`],
    ['a line break inside (it would break the header)', 'ghp_abc\r\nX-Evil: 1'],
    ['a colon', 'Bearer:ghp_abc'],
    ['a letter beyond ASCII', 'ghp_abcé'],
    ['a number', 12345],
    ['null', null],
    ['a list', ['ghp_abc123']],
  ])('refuses %s', (_what, typed) => {
    expect(readToken(typed)).toBeNull();
  });
});

describe('what storage holds', () => {
  it.each([
    ['a token', 'ghp_abc123', 'ghp_abc123'],
    ['a token with spaces around, trimmed', ' ghp_abc123 ', 'ghp_abc123'],
    ['nothing', '', ''],
    ['junk', 'not a token!', ''],
    ['a token of 256 characters', 'a'.repeat(256), ''],
    ['a number', 42, ''],
    ['null', null, ''],
    ['an object', { token: 'ghp_abc123' }, ''],
  ])('reads %s as the token %j', async (_what, value, expected) => {
    await store(githubToken.key, value);
    expect(await githubToken.getValue()).toBe(expected);
  });

  it.each([
    ['githubChecksOn', githubChecksOn],
    ['githubOfferAnswered', githubOfferAnswered],
  ])('%s falls back to false for anything but true or false', async (_name, item) => {
    for (const value of ['true', 1, null, [true], { on: true }]) {
      await store(item.key, value);
      expect(await item.getValue()).toBe(false);
    }
    await store(item.key, true);
    expect(await item.getValue()).toBe(true);
  });
});
