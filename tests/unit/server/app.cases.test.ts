// @vitest-environment node
// The record server's paths at the edges its reading branches on: where a path must start, and the
// one trailing slash it forgives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordServer, loadRecordData, route, type RecordServer } from '../../../server/app';
import { FIXTURES, send } from './helpers';

const data = loadRecordData(FIXTURES);

describe('route: the shape of a path', () => {
  it.each([
    ['/health', 200],
    ['/health/', 200],
    ['/health//', 404],
    ['health', 404],
    ['x/health', 404],
    ['', 404],
    ['/', 404],
  ])('answers %j with %i', (path, status) => {
    expect(route(data, 'GET', path).status).toBe(status);
  });
});

describe('a request under a host name that is not loopback', () => {
  let server: RecordServer;
  let base: string;
  beforeAll(async () => {
    server = createRecordServer({ dir: FIXTURES, log: () => {} });
    ({ url: base } = await server.listen(0));
  });
  afterAll(() => server.close());

  it('is told in words why it gets no answer', async () => {
    const answer = await send(base, '/health', 'GET', 'evil.example');
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toEqual({ error: 'this server answers only to a loopback host name' });
  });
});
