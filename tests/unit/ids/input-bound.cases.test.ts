// Every id and address reader stops at one length, 2,000 characters (lib/ids/input-bound.ts): input of
// exactly that length is read, one character more is refused before any pattern runs. And none of them
// throws on a value that is not text (message data from other scripts is not type-checked).
import { describe, expect, it } from 'vitest';
import { arxivIdOfUrl, parseArxivId, parseArxivIdOnArxiv, parseBareArxivId } from '../../../lib/ids/arxiv';
import { findArxivIds, findArxivIdsAt } from '../../../lib/ids/arxiv-find';
import { normaliseRepoUrl, parseRepoRef, parseRepoUrl } from '../../../lib/ids/github';
import { readTargets } from '../../../lib/ids/read-targets';

/** An old-style id whose subject class (which the id drops) pads it to `length` characters. */
const longOldStyle = (length: number) => `math.${'a'.repeat(length - 13)}/0309136`;

describe('the arXiv readers read 2,000 characters and refuse 2,001', () => {
  it('the fixtures are the lengths they claim', () => {
    expect(longOldStyle(2_000)).toHaveLength(2_000);
    expect(longOldStyle(2_001)).toHaveLength(2_001);
  });

  it('parseBareArxivId', () => {
    expect(parseBareArxivId(longOldStyle(2_000))).toEqual({ id: 'math/0309136' });
    expect(parseBareArxivId(longOldStyle(2_001))).toBeNull();
  });

  it('parseArxivIdOnArxiv', () => {
    expect(parseArxivIdOnArxiv(longOldStyle(2_000))).toEqual({ id: 'math/0309136' });
    expect(parseArxivIdOnArxiv(longOldStyle(2_001))).toBeNull();
  });

  it('arxivIdOfUrl', () => {
    // 37 characters of address and query key, then the query's value.
    const abs = (valueLength: number) => new URL(`https://arxiv.org/abs/2607.21653?utm=${'x'.repeat(valueLength)}`);
    expect(abs(1_963).href).toHaveLength(2_000);
    expect(arxivIdOfUrl(abs(1_963))).toEqual({ id: '2607.21653' });
    expect(arxivIdOfUrl(abs(1_964))).toBeNull();
  });

  it('parseArxivId on another service’s address', () => {
    // 43 characters of address and query key, then the query's value.
    const hf = (valueLength: number) => `https://huggingface.co/papers/2607.21653?q=${'x'.repeat(valueLength)}`;
    expect(hf(1_957)).toHaveLength(2_000);
    expect(parseArxivId(hf(1_957))).toEqual({ id: '2607.21653' });
    expect(parseArxivId(hf(1_958))).toBeNull();
  });
});

describe('the GitHub readers read 2,000 characters and refuse 2,001', () => {
  it('parseRepoUrl', () => {
    // 36 characters of address and query key, then the query's value.
    const url = (valueLength: number) => `https://github.com/openai/whisper?q=${'x'.repeat(valueLength)}`;
    expect(url(1_964)).toHaveLength(2_000);
    expect(parseRepoUrl(url(1_964))).toEqual({ owner: 'openai', name: 'whisper' });
    expect(parseRepoUrl(url(1_965))).toBeNull();
  });

  it('parseRepoRef on owner/name with trailing spaces', () => {
    // 14 characters of owner/name, then spaces (trimmed only after the length check).
    const plain = (spaces: number) => `openai/whisper${' '.repeat(spaces)}`;
    expect(plain(1_986)).toHaveLength(2_000);
    expect(parseRepoRef(plain(1_986))).toEqual({ owner: 'openai', name: 'whisper' });
    expect(parseRepoRef(plain(1_987))).toBeNull();
  });

  it('normaliseRepoUrl on an address off GitHub', () => {
    // 32 characters of address and query key, then the query's value.
    const url = (valueLength: number) => `https://gitlab.com/group/proj?q=${'x'.repeat(valueLength)}`;
    expect(url(1_968)).toHaveLength(2_000);
    expect(normaliseRepoUrl(url(1_968))).toBe('gitlab.com/group/proj');
    expect(normaliseRepoUrl(url(1_969))).toBeNull();
  });
});

describe('a value that is not text reads as nothing, without throwing', () => {
  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a number', 2607.21653],
  ])('%s', (_what, value) => {
    const text = value as string;
    expect(parseBareArxivId(text)).toBeNull();
    expect(parseArxivIdOnArxiv(text)).toBeNull();
    expect(parseArxivId(text)).toBeNull();
    expect(parseRepoUrl(text)).toBeNull();
    expect(parseRepoRef(text)).toBeNull();
    expect(normaliseRepoUrl(text)).toBeNull();
    expect(findArxivIdsAt(text)).toEqual([]);
    expect(findArxivIds(text)).toEqual([]);
    expect(readTargets(text)).toEqual([]);
  });
});
