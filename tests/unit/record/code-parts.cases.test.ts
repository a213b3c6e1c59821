// The panel's code from three places: each repository once, in the first part that lists it, with
// what the others say of it.
import { describe, expect, it } from 'vitest';
import type { NamedCodeLink, NamedWhere, SecondRepoView } from '../../../lib/record/code-part-types';
import { alsoNamedWords, codePartsOf, deriveCodeParts } from '../../../lib/record/code-parts';
import type { RepoView } from '../../../lib/record/view-types';

const recordRepo = (url: string): RepoView => ({
  url,
  label: new URL(url).pathname.slice(1),
  kind: 'official',
  kindLabel: 'official',
  kindExplanation: null,
  official: true,
  framework: null,
  provenance: null,
});
const named = (url: string, where: NamedWhere): NamedCodeLink => ({ url, label: new URL(url).pathname.slice(1), host: 'github', where });
const second = (url: string, extra: Partial<SecondRepoView> = {}): SecondRepoView => ({
  url,
  label: new URL(url).pathname.slice(1),
  official: false,
  stars: 3,
  framework: null,
  ...extra,
});

describe('deriveCodeParts', () => {
  it('a repository the record lists is shown once, in the record part, with where the page names it', () => {
    const parts = deriveCodeParts(
      [recordRepo('https://github.com/NVIDIA-NeMo/labs-molt')],
      [named('https://github.com/nvidia-nemo/labs-molt', 'abstract'), named('https://github.com/NVIDIA-NeMo/labs-molt', 'comments')],
      [],
    );
    expect(parts.recordAlso['https://github.com/NVIDIA-NeMo/labs-molt']).toEqual({ named: ['abstract', 'comments'], second: null });
    expect(parts.named).toEqual([]);
    expect(parts.second).toEqual([]);
  });

  it('a repository both sources list shows in the record part with the second source beside it', () => {
    const listed = second('https://github.com/a/b', { official: true, stars: 1200 });
    const parts = deriveCodeParts([recordRepo('https://github.com/a/b')], [], [listed, second('https://github.com/c/d')]);
    expect(parts.recordAlso['https://github.com/a/b']?.second).toEqual(listed);
    expect(parts.second.map((row) => row.repo.url)).toEqual(['https://github.com/c/d']);
  });

  it('the page names a repository only the second source lists: it shows there, with the place', () => {
    const parts = deriveCodeParts(
      [],
      [named('https://github.com/c/d', 'abstract'), named('https://github.com/e/f', 'text')],
      [second('https://github.com/c/d')],
    );
    expect(parts.second).toEqual([{ repo: second('https://github.com/c/d'), named: ['abstract'] }]);
    expect(parts.named.map((link) => link.url)).toEqual(['https://github.com/e/f']);
  });

  it('named twice on the page: one row, its first place; each place said once', () => {
    const parts = deriveCodeParts([], [named('https://github.com/e/f', 'abstract'), named('https://github.com/E/F', 'abstract')], []);
    expect(parts.named).toEqual([named('https://github.com/e/f', 'abstract')]);
  });

  it('codePartsOf reads no repositories from an unreadable code part and none from an opinion not found', () => {
    const link = named('https://github.com/a/b', 'abstract');
    const parts = codePartsOf({ ok: false, problem: 'bad' }, { named: [link], opinion: { status: 'none', site: 'https://paperswithcode.co' } });
    expect(parts).toEqual({ recordAlso: {}, second: [], named: [link] });
    const found = codePartsOf(null, {
      named: [],
      opinion: { status: 'found', site: 'https://paperswithcode.co', paperUrl: null, repos: [second('https://github.com/x/y')], more: 0, stale: false },
    });
    expect(found.second.map((row) => row.repo.url)).toEqual(['https://github.com/x/y']);
  });
});

describe('alsoNamedWords', () => {
  it.each<[NamedWhere[], string | null]>([
    [[], null],
    [['abstract'], 'also named in the abstract'],
    [['abstract', 'comments'], 'also named in the abstract and the comments'],
    [['text', 'tldr', 'links'], "also named in the paper's text, the TL;DR and the paper's links"],
  ])('%j reads %j', (places, words) => {
    expect(alsoNamedWords(places)).toBe(words);
  });
});
