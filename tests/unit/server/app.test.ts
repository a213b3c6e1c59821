// @vitest-environment node
// The record server over HTTP: the contract's endpoints, errors, headers, binding and request log.
import { get } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRecordServer, route, loadRecordData, type RecordServer } from '../../../server/app';
import { FIXTURES, fixture, fixtureText, send, tempFolder } from './helpers';

let server: RecordServer;
let base: string;
const lines: string[] = [];

beforeAll(async () => {
  server = createRecordServer({ dir: FIXTURES, log: (line) => lines.push(line) });
  base = (await server.listen(0)).url;
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  lines.length = 0;
});

const json = async (path: string, method = 'GET') => {
  const answer = await send(base, path, method);
  return { ...answer, json: JSON.parse(answer.body) as Record<string, any> };
};

describe('papers', () => {
  it('serves a paper by its slug, byte for byte, with the contract headers', async () => {
    const answer = await send(base, '/paper/arxiv-2607-21653');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(fixtureText('arxiv-2607.21653.json'));
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compares slugs case-insensitively and ignores a query string', async () => {
    expect((await json('/paper/ARXIV-2607-00001?x=1')).json.arxiv_id).toBe('2607.00001');
  });

  it('serves an old-style id', async () => {
    const answer = await json('/paper/arxiv-hep-th-9901001');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(fixture('arxiv-hep-th-9901001.json'));
  });

  it('serves a deliberately malformed record as it is', async () => {
    expect((await json('/paper/arxiv-2607-00003')).json.syntology.samples).toBe('oops');
  });

  it.each(['/paper/arxiv-2607-00002', '/paper/arxiv-2607-00500', '/paper/2607-21653', '/paper/arxiv-2607.21653'])(
    'answers 404 "no record" for %s',
    async (path) => {
      const answer = await json(path);
      expect([answer.status, answer.json]).toEqual([404, { error: 'no record' }]);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    },
  );
});

describe('repos', () => {
  it('builds a repo record from several papers, case and `.git` aside', async () => {
    const answer = await json('/repo/SOMEONE/Fixture-Fork.git');
    expect(answer.status).toBe(200);
    expect(answer.json.repo).toBe('Someone/fixture-fork');
    expect(answer.json.papers.map((p: { url: string }) => p.url)).toEqual(['/paper/arxiv-2607-00001', '/paper/arxiv-hep-th-9901001']);
    expect(answer.json.about).toEqual(fixture('arxiv-2607.21653.json').about);
  });

  it('counts the samples of the repository by status', async () => {
    const answer = await json('/repo/Example-Lab/Fixture-Official/');
    expect(answer.json.papers[0].samples).toEqual({ ran: 2, unverified: 1, timed_out: 1, total: 4 });
    const molt = await json('/repo/nvidia-nemo/labs-molt');
    expect(molt.json.papers.find((p: { arxiv_id: string }) => p.arxiv_id === '2607.21653')).toEqual({
      arxiv_id: '2607.21653',
      title: fixture('arxiv-2607.21653.json').title,
      url: '/paper/arxiv-2607-21653',
      repo_kind: 'found_in_text',
      is_official: null,
      samples: { ran: 5, unverified: 2, total: 7 },
    });
  });

  it('answers 404 "no record" for a repository no paper names', async () => {
    expect((await json('/repo/nobody/nothing')).json).toEqual({ error: 'no record' });
  });
});

describe('everything else', () => {
  it('reports health with the number of papers', async () => {
    expect((await json('/health')).json).toEqual({ ok: true, papers: 4 });
  });

  it.each([
    '/',
    '/paper',
    '/paper/',
    '/paper/arxiv-2607-21653/extra',
    '/paper//arxiv-2607-21653',
    '/repo//fixture-fork',
    '/repo/someone',
    '/repo/a/b/c',
    '/repo/../paper/arxiv-2607-21653',
    '/papers/arxiv-2607-21653',
    '/favicon.ico',
    '/health/x',
    '/paper/%E0%A4%A',
  ])('answers 404 JSON for %s', async (path) => {
    const answer = await json(path);
    expect([answer.status, answer.json]).toEqual([404, { error: 'not found' }]);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const getAnswer = await send(base, '/paper/arxiv-2607-00001');
    const head = await send(base, '/paper/arxiv-2607-00001', 'HEAD');
    expect([head.status, head.body]).toEqual([200, '']);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(getAnswer.body)));
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await send(base, '/paper/arxiv-2607-00002', 'HEAD')).status).toBe(404);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('answers %s with 405 and Allow', async (method) => {
    const answer = await json('/paper/arxiv-2607-21653', method);
    expect([answer.status, answer.json, answer.headers.allow]).toEqual([405, { error: 'method not allowed' }, 'GET, HEAD']);
  });
});

describe('the request log', () => {
  it('keeps one entry per request with method, path, status and time, and logs one line each', async () => {
    const before = Date.now();
    await send(base, '/paper/arxiv-2607-21653?v=1');
    await send(base, '/paper/arxiv-2607-00002');
    await send(base, '/health', 'HEAD');
    await send(base, '/health', 'POST');
    expect(server.requests.map(({ method, path, status }) => [method, path, status])).toEqual([
      ['GET', '/paper/arxiv-2607-21653', 200],
      ['GET', '/paper/arxiv-2607-00002', 404],
      ['HEAD', '/health', 200],
      ['POST', '/health', 405],
    ]);
    for (const entry of server.requests) {
      expect(entry.ms).toBeGreaterThanOrEqual(0);
      expect(entry.at).toBeGreaterThanOrEqual(before);
    }
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^GET \/paper\/arxiv-2607-21653 200 \d+(\.\d)?ms$/);
    expect(lines[3]).toMatch(/^POST \/health 405 /);
  });
});

describe('listening', () => {
  it('binds 127.0.0.1 only: another loopback address is refused', async () => {
    const { port } = new URL(base);
    expect(new URL(base).hostname).toBe('127.0.0.1');
    expect((await send(base, '/health')).status).toBe(200);
    // Linux routes all of 127/8 to loopback, so a server bound to 0.0.0.0 would answer here.
    const refused = await new Promise<string>((done) => {
      get({ host: '127.0.0.2', port, path: '/health', agent: false }, () => done('answered')).on('error', (e: NodeJS.ErrnoException) =>
        done(e.code ?? 'error'),
      );
    });
    expect(refused).not.toBe('answered');
  });

  it('stops on close, which is safe to repeat, and picks a fresh port for each server', async () => {
    const other = createRecordServer({ dir: FIXTURES });
    const { port, url } = await other.listen(0);
    expect(port).not.toBe(Number(new URL(base).port));
    expect((await send(url, '/health')).status).toBe(200);
    await other.close();
    await other.close();
    await expect(send(url, '/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('rejects listen on a port already taken', async () => {
    const other = createRecordServer({ dir: FIXTURES });
    await expect(other.listen(Number(new URL(base).port))).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('a folder with a bad file', () => {
  it('serves the good records and logs the bad one', async () => {
    const folder = tempFolder({
      'good.json': JSON.stringify({ arxiv_id: 'math/0309136', title: 'Fixture: no url field' }),
      'bad.json': 'this is not JSON',
    });
    const log: string[] = [];
    const other = createRecordServer({ dir: folder.dir, log: (line) => log.push(line) });
    try {
      const { url } = await other.listen(0);
      expect(other.papers).toBe(1);
      expect(JSON.parse((await send(url, '/paper/arxiv-math-0309136')).body).title).toBe('Fixture: no url field');
      expect(JSON.parse((await send(url, '/health')).body)).toEqual({ ok: true, papers: 1 });
      expect(log[0]).toMatch(/^skipped bad\.json: /);
    } finally {
      await other.close();
      folder.remove();
    }
  });
});

describe('route', () => {
  it('is the contract as a plain function, for callers without a socket', () => {
    const data = loadRecordData(FIXTURES);
    expect(route(data, 'GET', '/paper/arxiv-2607-21653').status).toBe(200);
    expect(route(data, 'HEAD', '/repo/someone/fixture-fork').status).toBe(200);
    expect(route(data, 'GET', '/nope').status).toBe(404);
    expect(route(data, 'POST', '/nope').status).toBe(405);
  });
});

describe('intercept and the cookie flag', () => {
  it('answers from the intercept while set, from the contract after, and notes cookies', async () => {
    const server = createRecordServer({ dir: FIXTURES });
    const { url } = await server.listen(0);
    try {
      server.setIntercept(({ path }) => (path.startsWith('/paper/') ? { status: 503, headers: {}, body: 'down' } : undefined));
      expect((await fetch(`${url}/paper/arxiv-2607-21653`)).status).toBe(503);
      expect((await fetch(`${url}/health`)).status).toBe(200);
      server.setIntercept(null);
      expect((await fetch(`${url}/paper/arxiv-2607-21653`, { headers: { Cookie: 'a=b' } })).status).toBe(200);
      expect(server.requests.map((r) => [r.status, r.cookie])).toEqual([
        [503, false],
        [200, false],
        [200, true],
      ]);
    } finally {
      await server.close();
    }
  });
});
