// GitHub's hourly allowance (60 requests an address, 5,000 a token) and our own back-off after its
// failures. The allowance is never overdrawn: a request goes only while the last answer's
// `X-RateLimit-Remaining` exceeds the requests still in flight, one at a time while that is unknown;
// once it reaches 0 nothing is asked until its reset. Rests live in the session's storage, so a
// restarted service worker keeps them.
import type { RateHeaders } from '../net/github-client';
import { NOT_RESTING, type RestStore } from '../net/rest-store';

/** Why GitHub is not asked now: its allowance is used up, or it failed and rests a while. */
export type Held = { go: false; why: 'limit' | 'failing'; until: number };

/** A request may go; `done` is told what came back (exactly once). */
export type Ticket = { go: true; done(outcome: TicketOutcome): Promise<void> };

export type TicketOutcome = { rate: RateHeaders | null; limitedUntil?: number; failed?: boolean };

/** Our back-off after GitHub fails (5xx, time-outs, unreadable answers): 30 s, doubling, at most 15 minutes. */
export const GITHUB_BACKOFF_FIRST_MS = 30_000;
export const GITHUB_BACKOFF_MAX_MS = 900_000;

const LIMIT = 'limit';

/** @example const allowance = createAllowance({ rest: sessionRestStore(), key: 'github', now: Date.now }); const t = await allowance.take(); */
export function createAllowance({ rest, key, now }: { rest: RestStore; key: string; now: () => number }) {
  let known: RateHeaders | null = null;
  let inFlight = 0;
  /** While the allowance is unknown, the one request in flight; others wait for its answer. */
  let scout: Promise<void> | null = null;

  async function take(): Promise<Ticket | Held> {
    for (;;) {
      const rested = await rest.get(key);
      if (rested.until > now()) return { go: false, why: rested.reason === LIMIT ? 'limit' : 'failing', until: rested.until };
      if (known && known.resetAt <= now()) known = null;
      if (known) {
        if (known.remaining - inFlight <= 0) return { go: false, why: 'limit', until: known.resetAt };
        break;
      }
      if (scout === null) break;
      await scout;
    }
    inFlight++;
    // Only the request that went while the allowance was unknown holds the others back.
    let release: (() => void) | null = null;
    if (!known) scout = new Promise((resolve) => (release = () => resolve()));
    return { go: true, done: (outcome) => settle(outcome, release) };
  }

  async function settle({ rate, limitedUntil, failed }: TicketOutcome, release: (() => void) | null): Promise<void> {
    inFlight--;
    // Answers of one window can arrive out of order: the lowest count of that window is the truest.
    if (rate) known = known && known.resetAt === rate.resetAt ? { ...rate, remaining: Math.min(known.remaining, rate.remaining) } : rate;
    const until = limitedUntil ?? (known?.remaining === 0 ? known.resetAt : null);
    try {
      if (until !== null) await rest.set(key, { until, refusals: 0, reason: LIMIT });
      else if (failed) {
        const refusals = (await rest.get(key)).refusals + 1;
        const ms = Math.min(GITHUB_BACKOFF_MAX_MS, GITHUB_BACKOFF_FIRST_MS * 2 ** (refusals - 1));
        await rest.set(key, { until: now() + ms, refusals, reason: 'failing' });
      } else if ((await rest.get(key)).refusals > 0) await rest.set(key, NOT_RESTING);
    } finally {
      if (release) {
        scout = null;
        release();
      }
    }
  }

  /** A new token is another allowance: the last count, and a rest for a used-up one, were the old one's. */
  async function forget(): Promise<void> {
    known = null;
    if ((await rest.get(key)).reason === LIMIT) await rest.set(key, NOT_RESTING);
  }

  return { take, forget };
}

export type Allowance = ReturnType<typeof createAllowance>;
