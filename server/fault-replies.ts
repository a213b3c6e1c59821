// How the record server sends an answer, with or without a fault (see faults.ts for the script):
// `planReply` turns the contract's answer and the rule that took the request into a plan, and
// `deliver` carries it out on the socket: at once, after a delay, in a trickle, or not at all.
// Timers stop when the connection closes, so a client that gives up leaves nothing running.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Reply } from './app';
import { BREAKABLE_SECTIONS, type FaultRule } from './faults';

export type Plan = { kind: 'reset' } | { kind: 'reply'; reply: Reply; delayMs: number; trickleMs: number; chunks: number; length: boolean };

export const HUGE_BYTES = 10_000_000;
/** The value a broken section gets; `break-section` swaps it for an array where it was text. */
export const BROKEN = 'made unreadable by the record server fault mode';
/** A proxy's error page: what `not-json` answers with. */
export const NOT_JSON_BODY =
  '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n<body><h1>Bad Gateway</h1><p>The upstream server did not answer.</p></body></html>\n';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

function asObject(reply: Reply): Record<string, unknown> | null {
  if (reply.status !== 200) return null;
  try {
    const value: unknown = JSON.parse(reply.body);
    // `null` is an object to typeof, and passes through as the null it is.
    return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown> | null) : null;
  } catch {
    return null;
  }
}

/** The record with the section at `name` replaced by a value no schema for it accepts. */
export function breakSection(record: Record<string, unknown>, name: string): Record<string, unknown> {
  const path = BREAKABLE_SECTIONS[name] ?? name.split('.');
  const copy = structuredClone(record);
  let holder: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = holder[key];
    if (typeof next === 'object' && next !== null && !Array.isArray(next)) holder = next as Record<string, unknown>;
    else {
      const made: Record<string, unknown> = {};
      holder[key] = made;
      holder = made;
    }
  }
  const last = path[path.length - 1]!;
  const was = holder[last];
  // Text where a list or object belongs, a list where text or a number belongs: unreadable either way.
  holder[last] = typeof was === 'string' || typeof was === 'number' || typeof was === 'boolean' ? [BROKEN] : BROKEN;
  return copy;
}

/** The record (or an empty object) padded with a `padding` field to exactly `bytes`, where it fits. */
export function hugeBody(record: Record<string, unknown> | null, bytes: number): string {
  const bare = JSON.stringify({ ...record, padding: '' });
  return JSON.stringify({ ...record, padding: 'x'.repeat(Math.max(0, bytes - Buffer.byteLength(bare))) });
}

/** What to send for a request that `rule` took (or none took), given the contract's answer. */
export function planReply(base: Reply, rule: FaultRule | null): Plan {
  const plain = { delayMs: 0, trickleMs: 0, chunks: 1, length: true };
  const error = (status: number, retryAfter?: number | string): Reply => ({
    status,
    headers: { ...JSON_HEADERS, ...(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }) },
    body: JSON.stringify({ error: `fault: ${status}` }),
  });
  switch (rule?.fault) {
    case undefined:
      return { kind: 'reply', reply: base, ...plain };
    case 'delay':
      return { kind: 'reply', reply: base, ...plain, delayMs: rule.ms };
    case 'trickle':
      return { kind: 'reply', reply: base, ...plain, trickleMs: rule.ms, chunks: rule.chunks ?? 20 };
    case 'status':
      return { kind: 'reply', reply: error(rule.status, rule.retryAfter), ...plain };
    case '429':
      return { kind: 'reply', reply: error(429, rule.retryAfter), ...plain };
    case 'reset':
      return { kind: 'reset' };
    case 'not-json':
      return {
        kind: 'reply',
        reply: { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, body: NOT_JSON_BODY },
        ...plain,
      };
    case 'break-section': {
      const record = asObject(base);
      return { kind: 'reply', reply: record ? { ...base, body: JSON.stringify(breakSection(record, rule.section)) } : base, ...plain };
    }
    case 'huge':
      return {
        kind: 'reply',
        reply: { status: 200, headers: JSON_HEADERS, body: hugeBody(asObject(base), rule.bytes ?? HUGE_BYTES) },
        ...plain,
        length: rule.length ?? true,
      };
  }
}

const PIECE = 64 * 1024;

/** Writes `body` in pieces, each after the socket took the one before, so `onSent` follows
 * what the client reads (give or take the kernel's buffers) and stops when it hangs up. A body
 * of one piece or none (HEAD) is a single `end`. */
function writePaced(res: ServerResponse, body: Buffer, onSent: (bytes: number) => void): void {
  let offset = 0;
  const next = () => {
    while (!res.destroyed) {
      const piece = body.subarray(offset, offset + PIECE);
      offset += piece.length;
      const done = (error?: Error | null) => error || onSent(piece.length);
      if (offset >= body.length) return void res.end(piece, done);
      if (!res.write(piece, done)) return void res.once('drain', next);
    }
  };
  next();
}

/** Sends a plan; HEAD gets the headers only. `onSent` hears of body bytes the socket took. */
export function deliver(req: IncomingMessage, res: ServerResponse, plan: Plan, onSent: (bytes: number) => void = () => {}): void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) task();
    }, ms);
    timers.add(timer);
  };
  res.once('close', () => timers.forEach(clearTimeout));
  if (plan.kind === 'reset') {
    req.socket.destroy();
    return;
  }
  const { reply, delayMs, trickleMs, chunks, length } = plan;
  const body = Buffer.from(req.method === 'HEAD' ? '' : reply.body);
  const send = () => {
    // HEAD announces the length GET would send.
    res.writeHead(reply.status, { ...reply.headers, ...(length ? { 'Content-Length': String(Buffer.byteLength(reply.body)) } : {}) });
    // Not trickled, one piece asked for, or nothing to cut: all at once, as fast as the client reads.
    if (trickleMs === 0 || chunks <= 1 || body.length === 0) return writePaced(res, body, onSent);
    const piece = Math.ceil(body.length / chunks);
    const count = Math.ceil(body.length / piece);
    for (let i = 0; i < count; i++) {
      const chunk = body.subarray(i * piece, (i + 1) * piece);
      const sent = () => onSent(chunk.length);
      later(Math.round(((i + 1) * trickleMs) / count), () => (i === count - 1 ? res.end(chunk, sent) : res.write(chunk, sent)));
    }
  };
  if (delayMs > 0) later(delayMs, send);
  else send();
}
