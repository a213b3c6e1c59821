// @vitest-environment node
// The record server against a page that rebinds its name to loopback, and against a flood of huge paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordServer, isLoopbackHost, shownPath, type RecordServer } from '../../../server/app';
import { FIXTURES, send } from './helpers';

let server: RecordServer;
let base: string;
let port: number;
const lines: string[] = [];

beforeAll(async () => {
  server = createRecordServer({ dir: FIXTURES, log: (line) => lines.push(line) });
  ({ url: base, port } = await server.listen(0));
});
afterAll(() => server.close());

describe('only loopback host names are answered (DNS rebinding)', () => {
  it.each(['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]'])('answers Host %s with the record', async (name) => {
    const answer = await send(base, '/paper/arxiv-2607-21653', 'GET', `${name}:${port}`);
    expect(answer.status).toBe(200);
  });

  it.each(['evil.example', 'evil.example:80', '127.0.0.1.evil.example', 'localhost.evil.example', '[::2]'])(
    'answers Host %s with 421 and no record',
    async (host) => {
      const answer = await send(base, '/paper/arxiv-2607-21653', 'GET', host.includes(':') ? host : `${host}:${port}`);
      expect(answer.status).toBe(421);
      expect(answer.body).not.toContain('arxiv_id');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('refuses a request with no Host header (node answers 400 before the handler)', async () => {
    const answer = await send(base, '/health', 'GET', null);
    expect([400, 421]).toContain(answer.status);
    expect(answer.body).not.toContain('papers');
  });

  it('reads the host name, not a prefix of it', () => {
    expect([isLoopbackHost('127.0.0.1'), isLoopbackHost('127.0.0.10:1'), isLoopbackHost(''), isLoopbackHost(undefined)]).toEqual([true, false, false, false]);
  });
});

describe('what the server keeps is bounded', () => {
  it('cuts a long path in the kept entry and the log line, with its full length', async () => {
    server.requests.length = 0;
    lines.length = 0;
    const path = `/paper/${'x'.repeat(15_000)}`;
    await send(base, path);
    const kept = server.requests[0]!;
    expect(kept.path).toBe(`/paper/${'x'.repeat(193)}…(15007 chars)`);
    expect(kept.status).toBe(404);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]!.length).toBeLessThan(260);
    expect(lines[0]).toContain('…(15007 chars) 404');
  });

  it('keeps paths of up to 200 characters whole, and cuts one of 201', () => {
    expect(shownPath('/paper/arxiv-2607-21653')).toBe('/paper/arxiv-2607-21653');
    const whole = `/paper/${'x'.repeat(193)}`;
    expect(whole).toHaveLength(200);
    expect(shownPath(whole)).toBe(whole);
    expect(shownPath(`${whole}y`)).toBe(`/paper/${'x'.repeat(193)}…(201 chars)`);
  });

  it('keeps the last 10,000 of 20,000 requests with 15 KB paths', () => {
    const flood = createRecordServer({ dir: FIXTURES });
    const long = `/paper/${'y'.repeat(15_000)}`;
    for (let i = 0; i < 20_000; i++) {
      const req = { method: 'GET', url: i === 19_999 ? '/health' : long, headers: { host: '127.0.0.1:1' } };
      const res = fakeResponse();
      flood.handler(req as never, res as never);
    }
    expect(flood.requests).toHaveLength(10_000);
    expect(flood.requests.at(-1)!.path).toBe('/health');
    expect(Math.max(...flood.requests.map((r) => r.path.length))).toBeLessThanOrEqual(216);
  });
});

/** Just enough of a ServerResponse for the handler to answer into and forget. */
function fakeResponse() {
  return {
    writableFinished: true,
    once: () => undefined,
    on: () => undefined,
    setHeader: () => undefined,
    writeHead: () => undefined,
    write: () => true,
    end: () => undefined,
    destroy: () => undefined,
    socket: { destroy: () => undefined },
  };
}
