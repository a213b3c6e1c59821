// The "is the code there?" service when GitHub does not simply answer: its allowance spent, a failure,
// an answer that cannot be read, a 304 with nothing kept, and kept copies damaged in storage. A copy
// kept from before is shown instead of "did not answer" whenever there is one.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CachedAnswer } from '../../../lib/cache/record-cache';
import { keptBody } from '../../../lib/record/github-kept';
import { settledCaches } from '../support/settled-caches';
import { ALLOWANCE_KEY, DAY, HOUR, MOLT_BODY, MOLT_FACTS, MOLT_KEY, ok, SAME, START, setupService } from './github-state.helpers';

beforeEach(() => fakeBrowser.reset());
const makeCache = settledCaches();
const setup = () => setupService(makeCache);

const MOLT = 'NVIDIA-NeMo/labs-molt';
const FOUND = { status: 'found', asked: MOLT, facts: MOLT_FACTS };
const UNREAD = 'GitHub’s answer could not be read';
const RESTING = 'GitHub failed a moment ago and is resting';

describe('the allowance spent', () => {
  it('says limited until the time GitHub named, and asks nothing more until then', async () => {
    const { stateOf, answer, getRepo, rest, clock } = setup();
    answer('octo/hello', { kind: 'limited', until: START + HOUR });
    expect(await stateOf('octo/hello')).toEqual({ status: 'limited', asked: 'octo/hello', until: START + HOUR });
    expect(await rest.get(ALLOWANCE_KEY)).toEqual({ until: START + HOUR, refusals: 0, reason: 'limit' });
    expect(await stateOf('octo/world')).toEqual({ status: 'limited', asked: 'octo/world', until: START + HOUR });
    clock.t = START + HOUR - 1;
    expect(await stateOf('octo/world')).toMatchObject({ status: 'limited' });
    expect(getRepo).toHaveBeenCalledTimes(1);
    clock.t = START + HOUR;
    expect(await stateOf('octo/world')).toEqual({ status: 'gone', asked: 'octo/world' });
    expect(getRepo).toHaveBeenCalledTimes(2);
  });

  it('learns the allowance from any answer’s rate: a 404 that leaves 0 holds the next until the reset', async () => {
    const { stateOf, answer, getRepo } = setup();
    answer('octo/hello', { kind: 'gone', rate: { remaining: 0, resetAt: START + HOUR } });
    expect(await stateOf('octo/hello')).toEqual({ status: 'gone', asked: 'octo/hello' });
    expect(await stateOf('octo/world')).toEqual({ status: 'limited', asked: 'octo/world', until: START + HOUR });
    expect(getRepo).toHaveBeenCalledTimes(1);
  });

  it('caches nothing for a limited repository', async () => {
    const { stateOf, answer, cache } = setup();
    answer('octo/hello', { kind: 'limited', until: START + HOUR });
    await stateOf('octo/hello');
    expect(await cache.get('github|octo/hello')).toBeNull();
  });

  it('shows a copy kept past its 8 days instead, whether GitHub or the allowance said limited', async () => {
    const { stateOf, answer, clock, getRepo } = setup();
    answer(MOLT, ok(MOLT_BODY), { kind: 'limited', until: START + 9 * DAY });
    await stateOf(MOLT);
    clock.t += 8 * DAY;
    expect(await stateOf(MOLT)).toEqual(FOUND);
    expect(await stateOf('octo/hello')).toEqual({ status: 'limited', asked: 'octo/hello', until: START + 9 * DAY });
    expect(await stateOf('nvidia-nemo/labs-molt')).toEqual({ status: 'found', asked: 'nvidia-nemo/labs-molt', facts: MOLT_FACTS });
    expect(getRepo).toHaveBeenCalledTimes(2);
  });
});

describe('GitHub failing', () => {
  it('says unreachable in the client’s words, caches nothing, and rests: the next is not asked', async () => {
    const { stateOf, answer, cache, getRepo, rest } = setup();
    answer('octo/hello', { kind: 'failed', problem: 'GitHub answered 502', rate: null });
    expect(await stateOf('octo/hello')).toEqual({ status: 'unreachable', asked: 'octo/hello', problem: 'GitHub answered 502' });
    expect(await cache.get('github|octo/hello')).toBeNull();
    expect(await rest.get(ALLOWANCE_KEY)).toEqual({ until: START + 30_000, refusals: 1, reason: 'failing' });
    expect(await stateOf('octo/world')).toEqual({ status: 'unreachable', asked: 'octo/world', problem: RESTING });
    expect(getRepo).toHaveBeenCalledTimes(1);
  });

  it('passes on a failed answer’s rate to the allowance', async () => {
    const { stateOf, answer, rest } = setup();
    answer('octo/hello', { kind: 'failed', problem: 'GitHub answered 403', rate: { remaining: 0, resetAt: START + HOUR } });
    await stateOf('octo/hello');
    expect(await rest.get(ALLOWANCE_KEY)).toEqual({ until: START + HOUR, refusals: 0, reason: 'limit' });
  });

  it('shows a copy kept past its 8 days instead, whether GitHub failed or the allowance rests', async () => {
    const { stateOf, answer, clock } = setup();
    answer(MOLT, ok(MOLT_BODY), { kind: 'failed', problem: 'GitHub did not answer in time', rate: null });
    await stateOf(MOLT);
    clock.t += 8 * DAY;
    expect(await stateOf(MOLT)).toEqual(FOUND);
    expect(await stateOf('octo/hello')).toEqual({ status: 'unreachable', asked: 'octo/hello', problem: RESTING });
    expect(await stateOf(MOLT)).toEqual(FOUND);
  });
});

describe('a token that cannot be read', () => {
  it('fails that lookup only: the allowance is not held, and the next lookup is asked', async () => {
    const { stateOf, token, getRepo, rest } = setup();
    token.mockRejectedValueOnce(new Error('storage failed'));
    await expect(stateOf('octo/hello')).rejects.toThrow('storage failed');
    expect(getRepo).not.toHaveBeenCalled();
    expect(await stateOf('octo/world')).toEqual({ status: 'gone', asked: 'octo/world' });
    expect(getRepo).toHaveBeenCalledTimes(1);
    expect(await rest.get(ALLOWANCE_KEY)).toEqual({ until: 0, refusals: 0, reason: null });
  });
});

describe('answers that cannot be read', () => {
  it('says a body with no valid owner/name could not be read, caches nothing, and rests as after a failure', async () => {
    const { stateOf, answer, cache, rest } = setup();
    answer('octo/hello', ok({ full_name: 'not a name', stargazers_count: 3 }));
    expect(await stateOf('octo/hello')).toEqual({ status: 'unreachable', asked: 'octo/hello', problem: UNREAD });
    expect(await cache.get('github|octo/hello')).toBeNull();
    expect(await rest.get(ALLOWANCE_KEY)).toEqual({ until: START + 30_000, refusals: 1, reason: 'failing' });
  });

  it('says a 304 with nothing kept could not be read, caches nothing, and does not rest', async () => {
    const { stateOf, answer, cache, rest, getRepo } = setup();
    answer('octo/hello', SAME);
    expect(await stateOf('octo/hello')).toEqual({ status: 'unreachable', asked: 'octo/hello', problem: UNREAD });
    expect(await cache.get('github|octo/hello')).toBeNull();
    expect(await rest.get(ALLOWANCE_KEY)).toEqual({ until: 0, refusals: 0, reason: null });
    expect(await stateOf('octo/world')).toEqual({ status: 'gone', asked: 'octo/world' });
    expect(getRepo).toHaveBeenCalledTimes(2);
  });
});

describe('a kept copy damaged in storage', () => {
  /** Stores an answer under the record's repository at the test's start, as another page might have. */
  async function plant(context: ReturnType<typeof setup>, answer: CachedAnswer) {
    await context.cache.put(MOLT_KEY, answer);
    await context.cache.settled();
  }

  it.each([
    ['no object', 'junk'],
    ['nothing at all', undefined],
    ['null', null],
    ['an object with no body', { etag: 'W/"molt-1"' }],
    ['a body that reads as no repository', { body: { full_name: 'not a name' }, etag: 'W/"molt-1"' }],
    ['a body that is text', { body: 'junk', etag: 'W/"molt-1"' }],
  ])('is not shown, even fresh, when it holds %s: GitHub is asked with no ETag', async (_what, body) => {
    const context = setup();
    await plant(context, { kind: 'found', body });
    context.answer(MOLT, ok(MOLT_BODY, 'W/"molt-2"'));
    expect(await context.stateOf(MOLT)).toEqual(FOUND);
    expect(context.asked()).toEqual([{ base: 'https://api.github.com', fullName: MOLT, token: '', etag: null }]);
    expect((await context.cache.get(MOLT_KEY))?.answer).toMatchObject({ kind: 'found', body: { etag: 'W/"molt-2"' } });
  });

  it.each([
    ['201 characters', `"${'e'.repeat(199)}"`, null],
    ['200 characters', `"${'e'.repeat(198)}"`, `"${'e'.repeat(198)}"`],
    ['a number', 42, null],
    ['a list', ['W/"molt-1"'], null],
    ['none', null, null],
  ])('shows its facts and refreshes them with an ETag of %s sent as %s', async (_what, etag, sent) => {
    const context = setup();
    await plant(context, { kind: 'found', body: { body: keptBody(MOLT_FACTS), etag } });
    context.clock.t += DAY;
    context.answer(MOLT, SAME);
    expect(await context.stateOf(MOLT)).toEqual(FOUND);
    await expect.poll(() => context.asked()).toHaveLength(1);
    expect(context.asked()[0]?.etag).toEqual(sent);
    await context.quiet();
    expect((await context.cache.get(MOLT_KEY))?.storedAt).toBe(START + DAY);
  });

  it('is shown while fresh from a good body, and the client is not asked', async () => {
    const context = setup();
    await plant(context, { kind: 'found', body: { body: keptBody(MOLT_FACTS), etag: 'W/"molt-1"' } });
    context.clock.t += DAY - 1;
    expect(await context.stateOf(MOLT)).toEqual(FOUND);
    expect(context.getRepo).not.toHaveBeenCalled();
  });

  it('answers gone from a kept 404 while it is fresh', async () => {
    const context = setup();
    await context.cache.put('github|octo/hello', { kind: 'none' });
    await context.cache.settled();
    context.clock.t += HOUR - 1;
    expect(await context.stateOf('octo/hello')).toEqual({ status: 'gone', asked: 'octo/hello' });
    expect(context.getRepo).not.toHaveBeenCalled();
  });
});
