// @vitest-environment node
// How `deliver` hands an answer to the socket, on a stand-in response under fake timers: what is
// written at once, what waits for a timer, and that a client hanging up leaves no timer behind.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliver, type Plan } from '../../../server/fault-replies';

const BODY = '{"arxiv_id":"2607.21653","title":"Ünïcode"}';
const reply = { status: 200, headers: { 'Content-Type': 'application/json' }, body: BODY };
const plan = (fields: Partial<Extract<Plan, { kind: 'reply' }>>): Plan => ({
  kind: 'reply',
  reply,
  delayMs: 0,
  trickleMs: 0,
  chunks: 1,
  length: true,
  ...fields,
});

/** Just enough of a ServerResponse to see what was written, when, and whether it ended. */
class StandIn extends EventEmitter {
  destroyed = false;
  head: [number, Record<string, string>] | null = null;
  written: string[] = [];
  ended = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.head = [status, headers];
  }
  write(chunk: Buffer, done: () => void) {
    this.written.push(chunk.toString());
    done();
    return true;
  }
  end(chunk: Buffer, done: () => void) {
    this.write(chunk, done);
    this.ended = true;
  }
  hangUp() {
    this.destroyed = true;
    this.emit('close');
  }
}

function run(method: string, p: Plan) {
  const res = new StandIn();
  let sent = 0;
  deliver({ method, socket: { destroy: () => undefined } } as never, res as never, p, (bytes) => (sent += bytes));
  return { res, sent: () => sent };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('what is written before deliver returns', () => {
  it.each([
    ['no fault', plan({})],
    ['a delay of 0 ms', plan({ delayMs: 0 })],
    ['a trickle over 0 ms', plan({ trickleMs: 0, chunks: 20 })],
    ['a trickle in one piece', plan({ trickleMs: 60_000, chunks: 1 })],
  ])('%s: the whole answer at once, no timer left', (_name, p) => {
    const { res, sent } = run('GET', p);
    expect([res.head, res.written.join(''), res.ended, sent()]).toEqual([
      [200, { 'Content-Type': 'application/json', 'Content-Length': '45' }],
      BODY,
      true,
      45,
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('HEAD under a trickle: the GET length, no body and nothing counted as sent, at once', () => {
    const { res, sent } = run('HEAD', plan({ trickleMs: 1_000, chunks: 20 }));
    expect([res.head, res.written.join(''), res.ended, sent()]).toEqual([[200, { 'Content-Type': 'application/json', 'Content-Length': '45' }], '', true, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a trickle over 1 s in 3 pieces: nothing at first, the last piece at 1 s', () => {
    const { res, sent } = run('GET', plan({ trickleMs: 1_000, chunks: 3 }));
    expect([res.written, res.ended]).toEqual([[], false]);
    vi.advanceTimersByTime(999);
    expect([res.written.length, res.ended]).toEqual([2, false]);
    vi.advanceTimersByTime(1);
    expect([res.written.join(''), res.ended, sent()]).toEqual([BODY, true, 45]);
    // Three pieces and done: nothing is left to write after the end.
    expect([res.written.length, vi.getTimerCount()]).toEqual([3, 0]);
  });
});

describe('a client that hangs up', () => {
  it.each([
    ['a delay', plan({ delayMs: 60_000 })],
    ['a trickle', plan({ trickleMs: 60_000, chunks: 5 })],
  ])('before %s ends: its timers stop, nothing more is written', (_name, p) => {
    const { res, sent } = run('GET', p);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    res.hangUp();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect([res.written, res.ended, sent()]).toEqual([[], false, 0]);
  });

  it('destroyed, its close not yet heard (Node emits it a tick later): a timer due then writes nothing', () => {
    const { res, sent } = run('GET', plan({ trickleMs: 1_000, chunks: 2 }));
    res.destroyed = true;
    vi.advanceTimersByTime(1_000);
    expect([res.written, res.ended, sent()]).toEqual([[], false, 0]);
  });
});
