// @vitest-environment node
// One entry of the request log as a test reads it: while the answer is on its way, and after.
import { request } from 'node:http';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createRecordServer, type RecordServer } from '../../../server/app';
import { FIXTURES, send } from './helpers';

const PAPER = '/paper/arxiv-2607-00001';
let server: RecordServer;
let base: string;
const lines: string[] = [];

beforeEach(async () => {
  lines.length = 0;
  server = createRecordServer({ dir: FIXTURES, log: (line) => lines.push(line) });
  base = (await server.listen(0)).url;
});
afterEach(() => server.close());

it('is there on arrival, not completed and with nothing sent while a delayed answer waits', async () => {
  server.setFaults([{ fault: 'delay', ms: 60_000 }]);
  const { hostname, port } = new URL(base);
  const req = request({ host: hostname, port, path: PAPER, agent: false });
  req.on('error', () => undefined);
  req.end();
  await expect.poll(() => server.requests.length).toBe(1);
  expect(server.requests[0]).toMatchObject({ method: 'GET', path: PAPER, status: 200, fault: 'delay', ms: 0, completed: false, sent: 0 });
  req.destroy();
  await expect.poll(() => lines.length).toBe(1);
  expect(server.requests[0]!.completed).toBe(false);
});

it('counts the body bytes of a GET as sent, and none for a HEAD', async () => {
  await send(base, PAPER);
  await send(base, PAPER, 'HEAD');
  await expect.poll(() => lines.length).toBe(2);
  expect(server.requests.map(({ method, completed, sent }) => [method, completed, sent])).toEqual([
    ['GET', true, 9419],
    ['HEAD', true, 0],
  ]);
});
