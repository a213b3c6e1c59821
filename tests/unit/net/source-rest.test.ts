// One back-off per source: refusals from any lookup make the whole source rest, no lookup sends while it
// rests, a rest never passes an hour, an answer ends it, and "Try again now" ends it at once.
import { describe, expect, it, vi } from 'vitest';
import { createRecordClient } from '../../../lib/net/record-client';
import { createRequestQueue } from '../../../lib/net/request-queue';

const BASE = 'https://records.example';
const paper = (i: number) => `${BASE}/paper/arxiv-2607-${String(10000 + i)}`;

/** A client over `answer`, on a clock that only its sleeping moves forward. */
function clockedClient(answer: (now: number) => Response) {
  const clock = { t: 1_000_000 };
  const fetch = vi.fn(async () => answer(clock.t)) as unknown as typeof globalThis.fetch;
  const client = createRecordClient({
    fetch,
    now: () => clock.t,
    sleep: async (ms) => {
      clock.t += ms;
    },
  });
  return { client, clock };
}

/** A source answering `status` to everything, on a clock that sleeping moves forward. */
function refusingSource(status: number, headers: Record<string, string> = {}) {
  let calls = 0;
  const { client, clock } = clockedClient(() => {
    calls += 1;
    return new Response('', { status, headers });
  });
  return { client, calls: () => calls, advance: (ms: number) => (clock.t += ms), now: () => clock.t };
}

describe('one back-off per source', () => {
  it('30 lookups of a source answering 503 make at most 8 requests, not 90', async () => {
    const source = refusingSource(503);
    const queue = createRequestQueue(4);
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => queue.run(String(i), () => source.client.getJson(paper(i)))));
    expect(outcomes.every((o) => o.kind === 'unreachable')).toBe(true);
    // The four lookups in flight send at once; refusals grow the rest 0.4, 1.2, 3.6, 10.8 s (waited out),
    // then 32.4 s, past the 20 s a lookup waits: at most a second try each for those four, and the
    // 26 others give up without sending.
    expect(source.calls()).toBeGreaterThanOrEqual(5);
    expect(source.calls()).toBeLessThanOrEqual(8);
    expect(outcomes.at(-1)?.kind === 'unreachable' && outcomes.at(-1)).toMatchObject({
      problem: expect.stringMatching(/^the record source (answered 503; it )?asked us to wait \d+ s$/),
    });
  });

  it('429 with Retry-After: 1 holds every other lookup back for that second', async () => {
    const sent: number[] = [];
    const answers = [new Response('', { status: 429, headers: { 'Retry-After': '1' } })];
    const { client, clock } = clockedClient((now) => {
      sent.push(now);
      return answers.shift() ?? new Response('{}', { status: 200 });
    });
    clock.t = 0;
    expect((await client.getJson(paper(1))).kind).toBe('ok');
    expect((await client.getJson(paper(2))).kind).toBe('ok');
    // The first refusal at 0; nothing more until the second it asked for had passed.
    expect(sent).toEqual([0, 1000, 1000]);
  });

  it('rests at most an hour, whatever Retry-After asks', async () => {
    const source = refusingSource(429, { 'Retry-After': 'Fri, 31 Dec 9999 23:59:59 GMT' });
    expect(await source.client.getJson(paper(1))).toEqual({ kind: 'unreachable', problem: 'the record source answered 429; it asked us to wait 3600 s' });
    expect((await source.client.restOf(BASE)).until).toBe(source.now() + 3_600_000);
    source.advance(3_600_001);
    await source.client.getJson(paper(2));
    expect(source.calls()).toBe(2);
  });

  it('says in the options how long and why, and "Try again now" ends the rest', async () => {
    const source = refusingSource(503);
    await Promise.all([1, 2, 3, 4, 5, 6].map((i) => source.client.getJson(paper(i))));
    const rest = await source.client.restOf(BASE);
    expect(rest.reason).toBe('the record source answered 503');
    expect(rest.until).toBeGreaterThan(source.now() + 20_000);
    const before = source.calls();
    await source.client.clearRest(BASE);
    expect(await source.client.restOf(BASE)).toEqual({ until: null, reason: null });
    await source.client.getJson(paper(9));
    expect(source.calls()).toBeGreaterThan(before);
  });

  it('an answer ends the run of refusals: the next refusal rests 0.4 s again', async () => {
    const t = 0;
    const answers = [503, 503, 200, 503].map((status) => new Response(status === 200 ? '{}' : '', { status }));
    const fetch = vi.fn(async () => answers.shift() ?? new Response('{}')) as unknown as typeof globalThis.fetch;
    const sleeps: number[] = [];
    const client = createRecordClient({ fetch, now: () => t, sleep: async (ms) => void sleeps.push(ms), retries: 2 });
    await client.getJson(paper(1));
    await client.getJson(paper(2));
    expect(sleeps).toEqual([400, 1200, 400]);
  });
});
