// The "is the code there?" service: turned off it asks nothing (and says whether to offer the check),
// turned on it reads each repository named once (at most 30), from the cache for a day (an hour for a
// 404), shown at once and refreshed behind with its ETag for a week more, and the token only to the client.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { GITHUB_MAX_IN_FLIGHT } from '../../../lib/background/github-state-service';
import type { GithubFetch } from '../../../lib/net/github-client';
import { deferred } from '../support/deferred';
import { settledCaches } from '../support/settled-caches';
import { BASE, DAY, GONE, HOUR, MINUTE, MOLT_BODY, MOLT_FACTS, MOLT_KEY, ok, SAME, START, setupService } from './github-state.helpers';

beforeEach(() => fakeBrowser.reset());
const makeCache = settledCaches();
const setup = (options: Parameters<typeof setupService>[1] = {}) => setupService(makeCache, options);

const MOLT = 'NVIDIA-NeMo/labs-molt';
const FOUND = { status: 'found', asked: MOLT, facts: MOLT_FACTS };

describe('turned off', () => {
  it('offers the check when a readable repository is listed and the offer was never answered, asking nothing', async () => {
    const { service, getRepo, cache } = setup({ on: false });
    const get = vi.spyOn(cache, 'get');
    expect(await service.lookupStates(['octo/hello', 'https://github.com/octo/world'])).toEqual({ checking: false, offer: true, states: [] });
    expect(getRepo).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });

  it('does not offer it again once the offer was answered', async () => {
    const { service, getRepo, offerAnswered } = setup({ on: false, offerAnswered: true });
    expect(await service.lookupStates(['octo/hello'])).toEqual({ checking: false, offer: false, states: [] });
    expect(offerAnswered).toHaveBeenCalledTimes(1);
    expect(getRepo).not.toHaveBeenCalled();
  });

  it.each([
    [true, false, true],
    [true, true, true],
    [false, false, true],
    [false, true, false],
  ])('with the check on: %s and the offer answered: %s, a panel has states to ask for: %s', async (on, offerAnswered, wanted) => {
    const { service, getRepo } = setup({ on, offerAnswered });
    expect(await service.statesWanted()).toBe(wanted);
    expect(getRepo).not.toHaveBeenCalled();
  });

  it.each([
    ['nothing', []],
    ['only names that are no GitHub repository', ['not a repo', 'https://gitlab.com/octo/hello', '', 'https://github.com/settings/profile']],
  ])('does not offer it for %s', async (_what, names) => {
    const { service, getRepo, offerAnswered } = setup({ on: false });
    expect(await service.lookupStates(names)).toEqual({ checking: false, offer: false, states: [] });
    expect(offerAnswered).not.toHaveBeenCalled();
    expect(getRepo).not.toHaveBeenCalled();
  });
});

describe('turned on: what is asked', () => {
  it('reads a found repository’s facts from GitHub’s answer, asking the API once with no token and no ETag', async () => {
    const { service, answer, asked } = setup();
    answer(MOLT, ok(MOLT_BODY));
    expect(await service.lookupStates([MOLT])).toEqual({ checking: true, offer: false, states: [FOUND] });
    expect(asked()).toEqual([{ base: 'https://api.github.com', fullName: 'NVIDIA-NeMo/labs-molt', token: '', etag: null }]);
  });

  it('says gone for a 404', async () => {
    const { service } = setup();
    expect(await service.lookupStates(['octo/hello'])).toEqual({ checking: true, offer: false, states: [{ status: 'gone', asked: 'octo/hello' }] });
  });

  it('reads addresses and owner/name alike, drops the unreadable, and keeps the order given', async () => {
    const { service, asked } = setup();
    const answer = await service.lookupStates([
      'https://github.com/octo/hello/tree/main/src',
      'not a repo',
      'octo/world',
      'https://gitlab.com/a/b',
      'git@github.com:octo/clone.git',
    ]);
    expect(answer.states).toEqual([
      { status: 'gone', asked: 'octo/hello' },
      { status: 'gone', asked: 'octo/world' },
      { status: 'gone', asked: 'octo/clone' },
    ]);
    expect(asked().map((a) => a.fullName)).toEqual(['octo/hello', 'octo/world', 'octo/clone']);
  });

  it('asks for a repository named twice (in any case or form) once, and answers it once', async () => {
    const { service, getRepo } = setup();
    const answer = await service.lookupStates(['Octo/Hello', 'octo/world', 'octo/hello', 'https://github.com/OCTO/HELLO']);
    expect(answer.states.map((s) => ('asked' in s ? s.asked.toLowerCase() : s.status))).toEqual(['octo/hello', 'octo/world']);
    expect(getRepo).toHaveBeenCalledTimes(2);
  });

  it('reads at most 30 names: 31 distinct repositories make 30 requests', async () => {
    const { service, asked } = setup();
    const names = Array.from({ length: 31 }, (_, i) => `org/repo-${i}`);
    const answer = await service.lookupStates(names);
    expect(answer.states).toHaveLength(30);
    expect(asked()).toHaveLength(30);
    expect(asked().map((a) => a.fullName)).not.toContain('org/repo-30');
    expect(asked().map((a) => a.fullName)).toContain('org/repo-29');
  });

  it('shares one request between lookups of the same repository at the same time', async () => {
    const { service, answer, getRepo } = setup();
    const held = deferred<GithubFetch>();
    answer(MOLT, held.promise);
    const both = Promise.all([service.lookupStates([MOLT]), service.lookupStates(['nvidia-nemo/LABS-MOLT'])]);
    await vi.waitFor(() => expect(getRepo).toHaveBeenCalledTimes(1));
    held.resolve(ok(MOLT_BODY));
    const [one, two] = await both;
    expect(one.states).toEqual([FOUND]);
    expect(two.states).toEqual([FOUND]);
    expect(getRepo).toHaveBeenCalledTimes(1);
  });

  it('asks GitHub for 2 repositories at once', () => {
    expect(GITHUB_MAX_IN_FLIGHT).toBe(2);
  });
});

describe('the token', () => {
  it('is read for each request and handed to the client as it is then', async () => {
    const { service, settings, asked, token } = setup({ token: 'ghp_first' });
    await service.lookupStates(['octo/one']);
    settings.token = 'ghp_second';
    await service.lookupStates(['octo/two']);
    expect(asked().map((a) => a.token)).toEqual(['ghp_first', 'ghp_second']);
    expect(token).toHaveBeenCalledTimes(2);
  });

  it('never appears in an answer, whatever GitHub said', async () => {
    const { service, answer, clock } = setup({ token: 'ghp_secret123' });
    answer(MOLT, ok(MOLT_BODY));
    answer('octo/failed', { kind: 'failed', problem: 'GitHub refused the token (401); check it in the options', rate: null });
    const answers = [await service.lookupStates([MOLT, 'octo/gone'])];
    answers.push(await service.lookupStates(['octo/failed']));
    answers.push(await service.lookupStates(['octo/resting']));
    clock.t += DAY;
    answer('octo/limited', { kind: 'limited', until: clock.t + HOUR });
    answers.push(await service.lookupStates(['octo/limited', 'octo/after']));
    expect(answers.flatMap((a) => a.states.map((s) => s.status))).toEqual(['found', 'gone', 'unreachable', 'unreachable', 'limited', 'limited']);
    for (const a of answers) expect(JSON.stringify(a)).not.toContain('secret');
  });
});

describe('the cache', () => {
  it('keeps a found repository in GitHub’s shape with its ETag, under its lower-case name', async () => {
    const { service, answer, cache } = setup();
    answer(MOLT, ok(MOLT_BODY, 'W/"molt-1"'));
    await service.lookupStates([MOLT]);
    expect(await cache.get(MOLT_KEY)).toEqual({
      storedAt: START,
      answer: {
        kind: 'found',
        body: {
          body: {
            full_name: 'NVIDIA-NeMo/labs-molt',
            archived: false,
            disabled: false,
            language: 'Python',
            size: 18_432,
            default_branch: 'main',
            pushed_at: '2026-09-22T14:03:11.000Z',
            stargazers_count: 1250,
            license: { spdx_id: 'Apache-2.0' },
            fork: false,
            parent: null,
          },
          etag: 'W/"molt-1"',
        },
      },
    });
  });

  it('answers a found repository from the cache for 24 hours, in any case of its name', async () => {
    const { service, answer, getRepo, clock } = setup();
    answer(MOLT, ok(MOLT_BODY));
    await service.lookupStates([MOLT]);
    clock.t += DAY - 1;
    expect((await service.lookupStates(['nvidia-nemo/labs-molt'])).states).toEqual([{ status: 'found', asked: 'nvidia-nemo/labs-molt', facts: MOLT_FACTS }]);
    expect(getRepo).toHaveBeenCalledTimes(1);
  });

  it('shows a day-old copy at once and refreshes it behind with its ETag; a 304 starts it a new day', async () => {
    const { service, answer, asked, clock, cache, quiet } = setup();
    answer(MOLT, ok(MOLT_BODY, 'W/"molt-1"'));
    await service.lookupStates([MOLT]);
    clock.t += DAY;
    const held = deferred<GithubFetch>();
    answer(MOLT, held.promise);
    expect((await service.lookupStates([MOLT])).states).toEqual([FOUND]);
    await vi.waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toEqual({ base: BASE, fullName: MOLT, token: '', etag: 'W/"molt-1"' });
    held.resolve(SAME);
    await vi.waitFor(async () => expect((await cache.get(MOLT_KEY))?.storedAt).toBe(START + DAY));
    // Renewed: fresh for a day from the 304, then refreshed with the same ETag.
    clock.t += DAY - 1;
    expect((await service.lookupStates([MOLT])).states).toEqual([FOUND]);
    expect(asked()).toHaveLength(2);
    clock.t += 1;
    expect((await service.lookupStates([MOLT])).states).toEqual([FOUND]);
    await vi.waitFor(() => expect(asked()).toHaveLength(3));
    expect(asked()[2]?.etag).toBe('W/"molt-1"');
    await quiet();
  });

  it('replaces the copy when the refresh brings new facts, and refreshes with the new ETag next', async () => {
    const { service, answer, asked, clock, quiet } = setup();
    answer(MOLT, ok(MOLT_BODY, 'W/"molt-1"'), ok({ ...MOLT_BODY, archived: true, stargazers_count: 1300 }, 'W/"molt-2"'));
    await service.lookupStates([MOLT]);
    clock.t += DAY + HOUR;
    expect((await service.lookupStates([MOLT])).states).toEqual([FOUND]);
    const renewed = { ...MOLT_FACTS, archived: true, stars: 1300 };
    await vi.waitFor(async () => expect((await service.lookupStates([MOLT])).states).toEqual([{ status: 'found', asked: MOLT, facts: renewed }]));
    clock.t += DAY;
    await service.lookupStates([MOLT]);
    await vi.waitFor(() => expect(asked()).toHaveLength(3));
    expect(asked().map((a) => a.etag)).toEqual([null, 'W/"molt-1"', 'W/"molt-2"']);
    await quiet();
  });

  it('shows the copy at once for 8 days (24 h and a week) less 1 ms, while the refresh is still out', async () => {
    const { service, answer, getRepo, clock, cache } = setup();
    answer(MOLT, ok(MOLT_BODY));
    await service.lookupStates([MOLT]);
    clock.t = START + 192 * HOUR - 1;
    const behind = deferred<GithubFetch>();
    answer(MOLT, behind.promise);
    expect((await service.lookupStates([MOLT])).states).toEqual([FOUND]);
    await vi.waitFor(() => expect(getRepo).toHaveBeenCalledTimes(2));
    behind.resolve(SAME);
    await vi.waitFor(async () => expect((await cache.get(MOLT_KEY))?.storedAt).toBe(START + 192 * HOUR - 1));
  });

  it('waits for the refresh of a copy kept 8 days, sends its ETag, and shows it again on a 304', async () => {
    const { service, answer, asked, clock } = setup();
    answer(MOLT, ok(MOLT_BODY, 'W/"molt-1"'));
    await service.lookupStates([MOLT]);
    clock.t = START + 192 * HOUR;
    const held = deferred<GithubFetch>();
    answer(MOLT, held.promise);
    let answered = false;
    const lookup = service.lookupStates([MOLT]).then((a) => {
      answered = true;
      return a;
    });
    await vi.waitFor(() => expect(asked()).toHaveLength(2));
    await new Promise((done) => setTimeout(done, 10));
    expect(answered).toBe(false);
    expect(asked()[1]?.etag).toBe('W/"molt-1"');
    held.resolve(SAME);
    expect((await lookup).states).toEqual([FOUND]);
    // The 304 renewed it: fresh for a day.
    clock.t += DAY - 1;
    await service.lookupStates([MOLT]);
    expect(asked()).toHaveLength(2);
  });

  it('keeps a 404 for an hour: not asked again at 59 minutes, asked at 60', async () => {
    const { service, getRepo, clock, cache } = setup();
    expect(await service.lookupStates(['octo/hello'])).toMatchObject({ states: [{ status: 'gone', asked: 'octo/hello' }] });
    expect(await cache.get('github|octo/hello')).toEqual({ storedAt: START, answer: { kind: 'none' } });
    clock.t += 59 * MINUTE;
    expect((await service.lookupStates(['Octo/Hello'])).states).toEqual([{ status: 'gone', asked: 'Octo/Hello' }]);
    clock.t += MINUTE - 1;
    await service.lookupStates(['octo/hello']);
    expect(getRepo).toHaveBeenCalledTimes(1);
    clock.t += 1;
    await service.lookupStates(['octo/hello']);
    expect(getRepo).toHaveBeenCalledTimes(2);
  });

  it('says gone, and keeps that, when a copy kept 8 days is now a 404', async () => {
    const { service, answer, clock, cache } = setup();
    answer(MOLT, ok(MOLT_BODY), GONE);
    await service.lookupStates([MOLT]);
    clock.t += 8 * DAY;
    expect((await service.lookupStates([MOLT])).states).toEqual([{ status: 'gone', asked: MOLT }]);
    expect((await cache.get(MOLT_KEY))?.answer).toEqual({ kind: 'none' });
  });

  it('trusts no copy stored in the future (a clock that went back): asks again', async () => {
    const { service, answer, getRepo, clock } = setup();
    answer(MOLT, ok(MOLT_BODY), ok(MOLT_BODY));
    await service.lookupStates([MOLT]);
    clock.t -= 1;
    expect((await service.lookupStates([MOLT])).states).toEqual([FOUND]);
    expect(getRepo).toHaveBeenCalledTimes(2);
  });

  it('still shows the copy when the refresh behind it fails outright', async () => {
    const { service, answer, getRepo, clock } = setup();
    const broken = deferred<GithubFetch>();
    answer(MOLT, ok(MOLT_BODY), broken.promise);
    await service.lookupStates([MOLT]);
    clock.t += DAY;
    expect((await service.lookupStates([MOLT])).states).toEqual([FOUND]);
    await vi.waitFor(() => expect(getRepo).toHaveBeenCalledTimes(2));
    broken.reject(new Error('client broke'));
    await new Promise((done) => setTimeout(done, 10));
    // Nothing was kept of it: the copy stays as it was.
    expect((await service.lookupStates([MOLT])).states).toEqual([FOUND]);
  });
});
