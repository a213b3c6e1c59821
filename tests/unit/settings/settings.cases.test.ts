// Each setting's check at its edges: which stored record sources are kept, the switches and the
// collapsed state a new profile starts with, and what is no set of switches at all.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { features, panelCollapsed, readFeatures, recordSource } from '../../../lib/settings';

beforeEach(() => fakeBrowser.reset());

const storeSource = (value: unknown) => fakeBrowser.storage.local.set({ 'settings:recordSource': value, 'settings:recordSource$': { v: 1 } });
const FALLBACK = 'the default source';

describe('recordSource: what a stored address must be', () => {
  it.each([
    ['an https address', 'https://records.example', 'https://records.example'],
    ['an http address with spaces before it, as pasted', '  http://127.0.0.1:8787', '  http://127.0.0.1:8787'],
    ['an address of 2,000 characters', `https://r.example/${'v'.repeat(1982)}`, `https://r.example/${'v'.repeat(1982)}`],
    ['an address of 2,001 characters', `https://r.example/${'v'.repeat(1983)}`, FALLBACK],
    ['an ftp address', 'ftp://records.example', FALLBACK],
    ['text with an address inside', 'see https://records.example', FALLBACK],
    ['a scheme with no host', 'https:///path', FALLBACK],
  ])('keeps %s, or falls back', async (_, stored, expected) => {
    await storeSource(stored);
    const read = await recordSource.getValue();
    expect(read === recordSource.fallback ? FALLBACK : read).toBe(expected);
  });
});

describe('a new profile', () => {
  it('starts with the panel open and every switch on', async () => {
    expect(await panelCollapsed.getValue()).toBe(false);
    expect(await features.getValue()).toEqual({
      abstractPanel: true,
      listingBadges: true,
      githubBox: true,
      readmeMarks: true,
      fileStrip: true,
      noPapersLine: true,
    });
  });
});

describe('readFeatures', () => {
  it.each([
    ['text', 'on'],
    ['null', null],
    ['a list', [true, false]],
    ['a number', 1],
    ['nothing', undefined],
  ])('reads %s as no switches at all', (_, value) => {
    expect(readFeatures(value)).toBeNull();
  });

  it('reads an empty object as every switch at its default', () => {
    expect(readFeatures({})).toEqual({ abstractPanel: true, listingBadges: true, githubBox: true, readmeMarks: true, fileStrip: true, noPapersLine: true });
  });
});
