// GitHub's allowance as the background keeps it: one scout while the count is unknown, never more in
// flight than the last answer left, a rest until the reset once it is spent (kept in the rest store,
// so a restarted worker keeps it), and our own back-off after failures: 30 s doubling to 15 minutes.
import { describe, expect, it, vi } from 'vitest';
import { createAllowance, type Held, type Ticket } from '../../../lib/background/github-allowance';
import { memoryRestStore, type RestStore } from '../../../lib/net/rest-store';

const START = 1_800_000_000_000;
const RESET = 1_800_003_600_000;
const KEY = 'https://api.github.com allowance';

function setup(rest: RestStore = memoryRestStore()) {
  const clock = { t: START };
  const allowance = createAllowance({ rest, key: KEY, now: () => clock.t });
  return { allowance, rest, clock };
}

/** The ticket of a take that must go. */
async function going(take: Promise<Ticket | Held>): Promise<Ticket> {
  const ticket = await take;
  if (!ticket.go) throw new Error(`held: ${JSON.stringify(ticket)}`);
  return ticket;
}

/** Lets every pending promise chain run (the rest store answers in microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Whether a promise has settled yet. */
function watch<T>(promise: Promise<T>) {
  const seen = { done: false, value: undefined as T | undefined };
  void promise.then((value) => {
    seen.done = true;
    seen.value = value;
  });
  return seen;
}

describe('while the allowance is unknown', () => {
  it('lets the first take go and holds a second until that scout is done', async () => {
    const { allowance } = setup();
    const order: string[] = [];
    const first = await going(allowance.take());
    order.push('first went');
    const second = allowance.take().then((ticket) => {
      order.push('second went');
      return ticket;
    });
    await settle();
    expect(order).toEqual(['first went']);
    order.push('first done');
    await first.done({ rate: { remaining: 10, resetAt: RESET } });
    expect((await second).go).toBe(true);
    expect(order).toEqual(['first went', 'first done', 'second went']);
  });

  it('sends the next scout when the first came back with no count and no failure', async () => {
    const { allowance } = setup();
    const first = await going(allowance.take());
    const second = watch(allowance.take());
    await first.done({ rate: null });
    await settle();
    expect(second.done).toBe(true);
    const third = watch(allowance.take());
    await settle();
    expect(third.done).toBe(false);
    await (second.value as Ticket).done({ rate: { remaining: 1, resetAt: RESET } });
    await settle();
    expect(third.value).toMatchObject({ go: true });
  });

  it('holds the waiting takes as failing when the scout failed', async () => {
    const { allowance } = setup();
    const first = await going(allowance.take());
    const second = allowance.take();
    await first.done({ rate: null, failed: true });
    expect(await second).toEqual({ go: false, why: 'failing', until: 1_800_000_030_000 });
  });
});

describe('once a count is known', () => {
  it('lets as many go at once as the last answer left (2), and holds the next until the reset', async () => {
    const { allowance } = setup();
    const scout = await going(allowance.take());
    await scout.done({ rate: { remaining: 2, resetAt: RESET } });
    const a = await allowance.take();
    const b = await allowance.take();
    expect([a.go, b.go]).toEqual([true, true]);
    expect(await allowance.take()).toEqual({ go: false, why: 'limit', until: 1_800_003_600_000 });
    await (a as Ticket).done({ rate: { remaining: 1, resetAt: RESET } });
    // One came back saying 1 left, and one is still out: nothing more may go.
    expect(await allowance.take()).toEqual({ go: false, why: 'limit', until: 1_800_003_600_000 });
    await (b as Ticket).done({ rate: { remaining: 1, resetAt: RESET } });
    expect((await allowance.take()).go).toBe(true);
  });

  it('keeps the lowest count of one window when its answers come back out of order', async () => {
    const { allowance } = setup();
    await (await going(allowance.take())).done({ rate: { remaining: 5, resetAt: RESET } });
    const one = await going(allowance.take());
    const two = await going(allowance.take());
    await two.done({ rate: { remaining: 3, resetAt: RESET } });
    await one.done({ rate: { remaining: 4, resetAt: RESET } });
    const takes = [await allowance.take(), await allowance.take(), await allowance.take(), await allowance.take()];
    expect(takes.map((t) => t.go)).toEqual([true, true, true, false]);
  });

  it('takes the count of a new window as it is, even when it is higher', async () => {
    const { allowance } = setup();
    await (await going(allowance.take())).done({ rate: { remaining: 1, resetAt: RESET } });
    const one = await going(allowance.take());
    await one.done({ rate: { remaining: 3, resetAt: RESET + 3_600_000 } });
    const takes = [await allowance.take(), await allowance.take(), await allowance.take(), await allowance.take()];
    expect(takes.map((t) => t.go)).toEqual([true, true, true, false]);
    expect(takes[3]).toEqual({ go: false, why: 'limit', until: 1_800_007_200_000 });
  });

  it('forgets a count whose reset has come: the next take is a scout again', async () => {
    const { allowance, clock } = setup();
    await (await going(allowance.take())).done({ rate: { remaining: 1, resetAt: RESET } });
    const out = await going(allowance.take());
    clock.t = RESET - 1;
    expect(await allowance.take()).toEqual({ go: false, why: 'limit', until: 1_800_003_600_000 });
    clock.t = RESET;
    const scout = await going(allowance.take());
    const waiting = watch(allowance.take());
    await settle();
    expect(waiting.done).toBe(false);
    await scout.done({ rate: { remaining: 60, resetAt: RESET + 3_600_000 } });
    await settle();
    expect(waiting.value).toMatchObject({ go: true });
    await out.done({ rate: null });
  });
});

describe('a spent allowance', () => {
  it('rests until the reset once an answer says 0 remain, in the rest store as a limit, and goes again at the reset', async () => {
    const { allowance, rest, clock } = setup();
    await (await going(allowance.take())).done({ rate: { remaining: 0, resetAt: RESET } });
    expect(await rest.get(KEY)).toEqual({ until: 1_800_003_600_000, refusals: 0, reason: 'limit' });
    expect(await allowance.take()).toEqual({ go: false, why: 'limit', until: 1_800_003_600_000 });
    clock.t = RESET - 1;
    expect(await allowance.take()).toEqual({ go: false, why: 'limit', until: 1_800_003_600_000 });
    clock.t = RESET;
    expect((await allowance.take()).go).toBe(true);
  });

  it('rests until the time a refusal named (limitedUntil)', async () => {
    const { allowance, rest, clock } = setup();
    await (await going(allowance.take())).done({ rate: null, limitedUntil: START + 60_000 });
    expect(await rest.get(KEY)).toEqual({ until: 1_800_000_060_000, refusals: 0, reason: 'limit' });
    expect(await allowance.take()).toEqual({ go: false, why: 'limit', until: 1_800_000_060_000 });
    clock.t = START + 60_000;
    expect((await allowance.take()).go).toBe(true);
  });

  it('takes limitedUntil over a count that says requests remain', async () => {
    const { allowance } = setup();
    await (await going(allowance.take())).done({ rate: { remaining: 30, resetAt: RESET }, limitedUntil: START + 60_000 });
    expect(await allowance.take()).toEqual({ go: false, why: 'limit', until: 1_800_000_060_000 });
  });

  it('is not lifted by an answer that was already on its way when the limit came', async () => {
    const { allowance, rest } = setup();
    await (await going(allowance.take())).done({ rate: { remaining: 2, resetAt: RESET } });
    const a = await going(allowance.take());
    const b = await going(allowance.take());
    await a.done({ rate: null, limitedUntil: START + 60_000 });
    await b.done({ rate: { remaining: 1, resetAt: RESET } });
    expect(await rest.get(KEY)).toEqual({ until: 1_800_000_060_000, refusals: 0, reason: 'limit' });
    expect(await allowance.take()).toEqual({ go: false, why: 'limit', until: 1_800_000_060_000 });
  });

  it('holds for a restarted allowance over the same rest store', async () => {
    const rest = memoryRestStore();
    const before = setup(rest);
    await (await going(before.allowance.take())).done({ rate: { remaining: 0, resetAt: RESET } });
    const after = setup(rest);
    expect(await after.allowance.take()).toEqual({ go: false, why: 'limit', until: 1_800_003_600_000 });
  });

  it('is kept under its own key: another key’s allowance still goes', async () => {
    const rest = memoryRestStore();
    const { allowance } = setup(rest);
    await (await going(allowance.take())).done({ rate: { remaining: 0, resetAt: RESET } });
    const other = createAllowance({ rest, key: 'http://127.0.0.1:8787 allowance', now: () => START });
    expect((await other.take()).go).toBe(true);
    expect(await rest.get('http://127.0.0.1:8787 allowance')).toEqual({ until: 0, refusals: 0, reason: null });
  });
});

describe('after failures', () => {
  it('rests 30 s, then 60 s, 120 s, 240 s, 480 s, and at most 900 s, as failing', async () => {
    const { allowance, rest, clock } = setup();
    const rests: number[] = [];
    for (let i = 0; i < 7; i++) {
      const ticket = await going(allowance.take());
      await ticket.done({ rate: null, failed: true });
      const held = await allowance.take();
      expect(held).toMatchObject({ go: false, why: 'failing' });
      rests.push((held as Held).until - clock.t);
      clock.t = (held as Held).until - 1;
      expect((await allowance.take()).go).toBe(false);
      clock.t = (held as Held).until;
    }
    expect(rests).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
    expect(await rest.get(KEY)).toMatchObject({ refusals: 7, reason: 'failing' });
  });

  it('keeps the count of failures in the rest store, so a restarted allowance doubles on', async () => {
    const rest = memoryRestStore();
    const before = setup(rest);
    await (await going(before.allowance.take())).done({ rate: null, failed: true });
    expect(await rest.get(KEY)).toEqual({ until: 1_800_000_030_000, refusals: 1, reason: 'failing' });
    const after = setup(rest);
    after.clock.t = START + 30_000;
    await (await going(after.allowance.take())).done({ rate: null, failed: true });
    expect(await rest.get(KEY)).toEqual({ until: 1_800_000_090_000, refusals: 2, reason: 'failing' });
  });

  it('clears the rest on an answer that did not fail, so the next failure rests 30 s again', async () => {
    const { allowance, rest, clock } = setup();
    await (await going(allowance.take())).done({ rate: null, failed: true });
    clock.t += 30_000;
    await (await going(allowance.take())).done({ rate: null, failed: true });
    clock.t += 60_000;
    await (await going(allowance.take())).done({ rate: { remaining: 50, resetAt: RESET } });
    expect(await rest.get(KEY)).toEqual({ until: 0, refusals: 0, reason: null });
    await (await going(allowance.take())).done({ rate: { remaining: 49, resetAt: RESET }, failed: true });
    expect(await rest.get(KEY)).toEqual({ until: clock.t + 30_000, refusals: 1, reason: 'failing' });
  });

  it('rests as a limit, not a failure, when a failed answer also says the allowance is spent', async () => {
    const { allowance, rest } = setup();
    await (await going(allowance.take())).done({ rate: { remaining: 0, resetAt: RESET }, failed: true });
    expect(await rest.get(KEY)).toEqual({ until: 1_800_003_600_000, refusals: 0, reason: 'limit' });
  });

  it('reads any reason but the limit’s as failing', async () => {
    const rest = memoryRestStore();
    await rest.set(KEY, { until: START + 5, refusals: 3, reason: 'GitHub answered 503' });
    expect(await setup(rest).allowance.take()).toEqual({ go: false, why: 'failing', until: 1_800_000_000_005 });
  });
});

describe('forget', () => {
  it('makes the count unknown: the next take is a scout, even while others are out', async () => {
    const { allowance } = setup();
    await (await going(allowance.take())).done({ rate: { remaining: 5, resetAt: RESET } });
    const out = await going(allowance.take());
    await allowance.forget();
    const scout = watch(allowance.take());
    await settle();
    expect(scout.value).toMatchObject({ go: true });
    const waiting = watch(allowance.take());
    await settle();
    expect(waiting.done).toBe(false);
    await (scout.value as Ticket).done({ rate: { remaining: 5000, resetAt: RESET } });
    await settle();
    expect(waiting.value).toMatchObject({ go: true });
    await out.done({ rate: null });
  });

  it('lifts the rest of a used-up allowance (a new token is another allowance): the next take goes', async () => {
    const { allowance, rest } = setup();
    await (await going(allowance.take())).done({ rate: { remaining: 0, resetAt: RESET } });
    expect(await allowance.take()).toEqual({ go: false, why: 'limit', until: 1_800_003_600_000 });
    await allowance.forget();
    expect(await rest.get(KEY)).toEqual({ until: 0, refusals: 0, reason: null });
    expect((await allowance.take()).go).toBe(true);
  });

  it('lifts a rest that a refusal named as well (limitedUntil)', async () => {
    const { allowance, rest } = setup();
    await (await going(allowance.take())).done({ rate: null, limitedUntil: START + 60_000 });
    await allowance.forget();
    expect(await rest.get(KEY)).toEqual({ until: 0, refusals: 0, reason: null });
  });

  it('keeps the rest after failures: GitHub failing is no matter of the token', async () => {
    const { allowance, rest } = setup();
    await (await going(allowance.take())).done({ rate: null, failed: true });
    await allowance.forget();
    expect(await rest.get(KEY)).toEqual({ until: 1_800_000_030_000, refusals: 1, reason: 'failing' });
    expect(await allowance.take()).toEqual({ go: false, why: 'failing', until: 1_800_000_030_000 });
  });

  it('writes nothing when nothing rests', async () => {
    const rest = memoryRestStore();
    const set = vi.spyOn(rest, 'set');
    await setup(rest).allowance.forget();
    expect(set).not.toHaveBeenCalled();
  });
});
