// The popup's input at the edges its reading branches on: a text naming more papers than the
// choice shows, and the settings' whole-number check at both ends of its range.
import { describe, expect, it } from 'vitest';
import { isWholeIn } from '../../../lib/checked-item';
import { parseLookupInput } from '../../../lib/lookup-input';
import { sitePattern } from '../../../lib/sites/site-origins';

describe('parseLookupInput', () => {
  it('offers the first 10 of a text that names 12 papers', () => {
    const text = Array.from({ length: 12 }, (_, i) => `arXiv:2607.${String(21600 + i)}`).join(', ');
    const read = parseLookupInput(text);
    expect(read.kind).toBe('choose');
    if (read.kind !== 'choose') return;
    expect(read.targets).toHaveLength(10);
    expect(read.targets[9]).toEqual({ kind: 'paper', arxivId: '2607.21609' });
  });
});

describe('isWholeIn', () => {
  it.each([
    [9, null],
    [10, 10],
    [10_000, 10_000],
    [10_001, null],
    [500.5, null],
    ['500', null],
  ])('reads %j as %j in 10 to 10,000', (value, expected) => {
    expect(isWholeIn(10, 10_000)(value)).toBe(expected);
  });
});

describe('sitePattern', () => {
  it.each([
    ['https://huggingface.co/papers/2607.21653', 'https://huggingface.co/*'],
    ['http://127.0.0.1:8080/x', 'http://127.0.0.1/*'],
    ['file:///home/me/paper.pdf', null],
    ['chrome-extension://abc/popup.html', null],
    ['not an address', null],
  ])('reads %j as %j', (url, expected) => {
    expect(sitePattern(url)).toBe(expected);
  });
});
