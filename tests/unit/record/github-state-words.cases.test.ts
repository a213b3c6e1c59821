// The words for a repository's state on GitHub: each state's short line, exact facts and tone, the
// moved and fork links, the 500 KB line between "no code yet" and no claim, and the order of parts.
import { describe, expect, it } from 'vitest';
import type { GithubFacts, RepoState } from '../../../lib/record/github-state-types';
import { EMPTY_REPO_MAX_KB, repoStateWords } from '../../../lib/record/github-state-words';

const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);
const UTC = 'UTC';
const FACTS: GithubFacts = {
  fullName: 'NVIDIA-NeMo/labs-molt',
  url: 'https://github.com/NVIDIA-NeMo/labs-molt',
  archived: false,
  disabled: false,
  language: 'Python',
  sizeKb: 18432,
  defaultBranch: 'main',
  pushedAt: Date.UTC(2023, 2, 4, 10, 12, 55),
  stars: 1250,
  licence: 'MIT',
  parent: null,
};
const found = (changes: Partial<GithubFacts> = {}, asked = 'NVIDIA-NeMo/labs-molt'): RepoState => ({ status: 'found', asked, facts: { ...FACTS, ...changes } });
const words = (state: RepoState) => repoStateWords(state, NOW, UTC);

describe('a repository found', () => {
  it('says the plain facts, tone fine', () => {
    expect(words(found())).toEqual({
      tone: 'fine',
      short: 'updated 3 years ago · 1,250 stars · Python · MIT',
      full: 'On GitHub: last push 4 March 2023; 1,250 stars; primary language Python; licence MIT; size 18,432 KB; default branch main',
      movedTo: null,
      forkOf: null,
    });
  });

  it('says nothing of the facts it does not know but that it is there, and says no language or licence', () => {
    const unknown = { language: null, sizeKb: null, defaultBranch: null, pushedAt: null, stars: null, licence: null };
    expect(words(found(unknown))).toEqual({
      tone: 'fine',
      short: 'on GitHub',
      full: 'On GitHub: no language detected; no licence stated',
      movedTo: null,
      forkOf: null,
    });
  });

  it.each([
    [0, '0 stars'],
    [1, '1 star'],
    [2, '2 stars'],
    [1_000_000, '1,000,000 stars'],
  ])('%d stars read as "%s"', (stars, said) => {
    expect(words(found({ stars, pushedAt: null, language: null, licence: null, sizeKb: 9000 }))?.short).toBe(said);
  });

  it('archived: first, tone warn', () => {
    const said = words(found({ archived: true }));
    expect(said?.tone).toBe('warn');
    expect(said?.short).toBe('archived · updated 3 years ago · 1,250 stars · Python · MIT');
    expect(said?.full).toBe(
      'On GitHub: archived; last push 4 March 2023; 1,250 stars; primary language Python; licence MIT; size 18,432 KB; default branch main',
    );
  });

  it('disabled: tone bad', () => {
    const said = words(found({ disabled: true }));
    expect(said?.tone).toBe('bad');
    expect(said?.short).toBe('disabled by GitHub · updated 3 years ago · 1,250 stars · Python · MIT');
  });

  it('moved: the new name, linked, tone warn; the same name in another case is not a move', () => {
    const said = words(found({ fullName: 'new-owner/renamed-project', url: 'https://github.com/new-owner/renamed-project' }, 'old-owner/renamed'));
    expect(said).toMatchObject({
      tone: 'warn',
      short: 'moved to new-owner/renamed-project · updated 3 years ago · 1,250 stars · Python · MIT',
      movedTo: { label: 'new-owner/renamed-project', url: 'https://github.com/new-owner/renamed-project' },
      forkOf: null,
    });
    expect(said?.full).toBe(
      'On GitHub: moved: asked for old-owner/renamed, now new-owner/renamed-project; last push 4 March 2023; 1,250 stars; primary language Python; licence MIT; size 18,432 KB; default branch main',
    );
    expect(words(found({}, 'nvidia-nemo/LABS-MOLT'))).toMatchObject({ tone: 'fine', movedTo: null });
  });

  it('a fork: its parent, linked, last', () => {
    const said = words(found({ parent: { fullName: 'example-lab/fixture-official', url: 'https://github.com/example-lab/fixture-official' } }));
    expect(said).toMatchObject({
      tone: 'fine',
      short: 'updated 3 years ago · 1,250 stars · Python · MIT · fork of example-lab/fixture-official',
      forkOf: { label: 'example-lab/fixture-official', url: 'https://github.com/example-lab/fixture-official' },
    });
    expect(said?.full.endsWith('; default branch main; fork of example-lab/fixture-official')).toBe(true);
  });

  it('puts the parts in order: moved, disabled, archived, empty, updated, stars, language, licence, fork', () => {
    const said = words(
      found(
        {
          fullName: 'c/d',
          url: 'https://github.com/c/d',
          disabled: true,
          archived: true,
          language: null,
          sizeKb: 2,
          parent: { fullName: 'e/f', url: 'https://github.com/e/f' },
        },
        'a/b',
      ),
    );
    expect(said?.short).toBe(
      'moved to c/d · disabled by GitHub · archived · no code on its default branch (main) yet · updated 3 years ago · 1,250 stars · MIT · fork of e/f',
    );
    expect(said?.tone).toBe('bad');
    expect(said?.full).toBe(
      'On GitHub: moved: asked for a/b, now c/d; disabled by GitHub; archived; no code on its default branch (main) yet; last push 4 March 2023; 1,250 stars; no language detected; licence MIT; size 2 KB; default branch main; fork of e/f',
    );
  });
});

describe('no code on the default branch yet', () => {
  it('the line is 500 KB', () => {
    expect(EMPTY_REPO_MAX_KB).toBe(500);
  });

  it.each([
    [0, null, 'bad'],
    [3, null, 'bad'],
    [499, null, 'bad'],
    [500, null, 'fine'],
    [48213, null, 'fine'],
    [null, null, 'fine'],
    [3, 'Python', 'fine'],
  ])('size %j KB, language %j: tone %s', (sizeKb, language, tone) => {
    const said = words(found({ sizeKb, language }));
    expect(said?.tone).toBe(tone);
    expect(said?.short.startsWith('no code on its default branch (main) yet · ')).toBe(tone === 'bad');
  });

  it('says "default branch" when the branch is unknown', () => {
    expect(words(found({ sizeKb: 3, language: null, defaultBranch: null }))?.short).toBe(
      'no code on its default branch yet · updated 3 years ago · 1,250 stars · MIT',
    );
  });
});

describe('how long ago', () => {
  const ago = (ms: number) => words(found({ pushedAt: NOW - ms, stars: null, language: null, licence: null, sizeKb: null }))?.short;
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  it.each([
    [-HOUR, 'updated just now'],
    [0, 'updated just now'],
    [59_000, 'updated just now'],
    [MINUTE, 'updated 1 minute ago'],
    [59 * MINUTE, 'updated 59 minutes ago'],
    [HOUR, 'updated 1 hour ago'],
    [23 * HOUR, 'updated 23 hours ago'],
    [DAY, 'updated yesterday'],
    [2 * DAY, 'updated 2 days ago'],
    [29 * DAY, 'updated 29 days ago'],
    [30 * DAY, 'updated last month'],
    [61 * DAY, 'updated 2 months ago'],
    [364 * DAY, 'updated 11 months ago'],
    [366 * DAY, 'updated last year'],
    [3 * 366 * DAY, 'updated 3 years ago'],
  ])('%d ms ago: "%s"', (ms, said) => {
    expect(ago(ms)).toBe(said);
  });

  it('leaves "updated" out when now is no time', () => {
    expect(repoStateWords(found(), Number.NaN, UTC)?.short).toBe('1,250 stars · Python · MIT');
  });

  it('writes the day in the time zone asked', () => {
    const late = found({ pushedAt: Date.UTC(2023, 2, 4, 23, 30) });
    expect(repoStateWords(late, NOW, 'UTC')?.full).toContain('last push 4 March 2023');
    expect(repoStateWords(late, NOW, 'Asia/Tokyo')?.full).toContain('last push 5 March 2023');
  });
});

describe('the other states', () => {
  it('off: no words', () => {
    expect(words({ status: 'off' })).toBeNull();
  });

  it('gone', () => {
    expect(words({ status: 'gone', asked: 'taken-down/model' })).toEqual({
      tone: 'bad',
      short: 'gone from GitHub, or private',
      full: 'On GitHub: taken-down/model answered 404 (deleted, renamed away or private)',
      movedTo: null,
      forkOf: null,
    });
  });

  it('limited', () => {
    expect(words({ status: 'limited', asked: 'a/b', until: Date.UTC(2026, 11, 7, 14, 5, 30) })).toEqual({
      tone: 'quiet',
      short: 'checked again after 14:05',
      full: 'GitHub’s hourly allowance of checks is used up; a/b is checked again after 14:05',
      movedTo: null,
      forkOf: null,
    });
    expect(words({ status: 'limited', asked: 'a/b', until: Number.NaN })?.short).toBe('checked again later');
  });

  it('unreachable', () => {
    expect(words({ status: 'unreachable', asked: 'a/b', problem: 'the connection failed' })).toEqual({
      tone: 'quiet',
      short: 'GitHub did not answer',
      full: 'GitHub did not answer for a/b: the connection failed',
      movedTo: null,
      forkOf: null,
    });
  });
});
