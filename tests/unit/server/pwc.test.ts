// @vitest-environment node
// The record server's stand-in of Papers with Code (`/api/v1/`): its fixtures, its routes, the fault
// script reaching them, the command line's folder, and the second source's lookup against it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSecondService, SECOND_CLIENT_OPTIONS, SECOND_MAX_IN_FLIGHT } from '../../../lib/background/second-service';
import { settledCaches } from '../support/settled-caches';
import { createRecordClient } from '../../../lib/net/record-client';
import { createRequestQueue } from '../../../lib/net/request-queue';
import { createRecordServer, loadRecordData, route, type RecordServer } from '../../../server/app';
import { DEFAULT_SECOND_DIR, parseCliArgs } from '../../../server/cli';
import { loadSecondFixtures } from '../../../server/pwc';
import { FIXTURES, fixture, send, tempFolder } from './helpers';

// Each cache's writes and recorded uses are done before the next test resets storage.
const createRecordCache = settledCaches();

const PWC = resolve(import.meta.dirname, '../../fixtures/pwc');
const MOLT = 'molt-a-scalable-pytorch-native-training';
const PAPERS = '/api/v1/papers/';
let server: RecordServer;
let base: string;

beforeAll(async () => {
  server = createRecordServer({ dir: FIXTURES, secondDir: PWC });
  base = (await server.listen(0)).url;
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.setFaults(null);
});

const json = async (path: string) => {
  const answer = await send(base, path);
  return { ...answer, json: JSON.parse(answer.body) as Record<string, any> };
};

describe('the fixtures', () => {
  it('list 2607.21653 with a repository its record lists, and 2607.00002, which has no record', () => {
    const { papers } = loadSecondFixtures(PWC);
    expect([...papers.values()].map((f) => f.paper.arxiv_id).sort()).toEqual(['2607.00002', '2607.21653']);
    const listed = papers.get(MOLT)!.repositories.map((r) => (r as { url: string }).url);
    const inRecord = fixture('arxiv-2607.21653.json').syntology.repos.map((r: { url: string }) => r.url);
    expect(listed.filter((url) => inRecord.includes(url))).toEqual(['https://github.com/NVIDIA-NeMo/labs-molt']);
    expect(loadRecordData(FIXTURES).index.papers.has('arxiv-2607-00002')).toBe(false);
    expect([server.papers, server.secondPapers]).toEqual([4, 2]);
  });

  it('skip a file that is no fixture, saying why, and keep the rest', () => {
    const folder = tempFolder({
      'a.json': JSON.stringify({ paper: { id: 'a', arxiv_id: '2607.00001' } }),
      'b.json': '{ not json',
      'c.json': JSON.stringify({ paper: { arxiv_id: '2607.00001' }, repositories: [] }),
      'd.json': JSON.stringify({ paper: { id: 'a' }, repositories: [] }),
      'e.json': JSON.stringify({ paper: { id: 'e' }, repositories: {} }),
    });
    const lines: string[] = [];
    try {
      const { papers } = loadSecondFixtures(folder.dir, (line) => lines.push(line));
      expect([...papers.keys()]).toEqual(['a']);
      expect(papers.get('a')!.repositories).toEqual([]);
      expect(lines.map((l) => l.split(':')[0])).toEqual(['skipped b.json', 'skipped c.json', 'skipped d.json', 'skipped e.json']);
    } finally {
      folder.remove();
    }
    expect(() => loadSecondFixtures('/no/such/folder')).toThrow('cannot read the Papers with Code fixtures folder /no/such/folder');
  });
});

describe('the routes', () => {
  it('finds a paper by arxiv_id, version and case aside, as a page', async () => {
    for (const id of ['2607.21653', '2607.21653v2', ' 2607.21653V1']) {
      const answer = await json(`${PAPERS}?arxiv_id=${encodeURIComponent(id)}`);
      expect([answer.status, answer.json.count, answer.json.next, answer.json.previous]).toEqual([200, 1, null, null]);
      expect(answer.json.results[0]).toMatchObject({ id: MOLT, arxiv_id: '2607.21653' });
    }
    expect(server.requests[0]).toMatchObject({ path: PAPERS, query: 'arxiv_id=2607.21653', status: 200 });
  });

  it.each(['2607.00001', 'hep-th/9901001', '', 'x'.repeat(5_000)])('answers a page of none for arxiv_id=%s', async (id) => {
    expect((await json(`${PAPERS}?arxiv_id=${encodeURIComponent(id)}`)).json).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('lists every paper without a query, one paper by its id, and its repositories', async () => {
    expect((await json(PAPERS)).json.count).toBe(2);
    expect((await json(`${PAPERS}${MOLT}/`)).json.arxiv_id).toBe('2607.21653');
    const repos = await json(`${PAPERS}${MOLT}/repositories/`);
    expect([repos.status, repos.json.count, repos.json.results.map((r: { name: string }) => r.name)]).toEqual([
      200,
      3,
      ['molt-reproduction', 'labs-molt', 'molt-jax'],
    ]);
    expect(repos.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(repos.headers['cache-control']).toBe('no-store');
    expect(repos.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    `${PAPERS}nope/repositories/`,
    `${PAPERS}nope/`,
    `${PAPERS}${MOLT}/tasks/`,
    `${PAPERS}${MOLT}/repositories/x/`,
    '/api/v1/repositories/',
    '/api/v2/papers/',
    '/api/v1/',
  ])('answers 404 for %s', async (path) => {
    expect((await json(path)).status).toBe(404);
  });

  it('refuses other methods and a rebound host name, as for records', async () => {
    expect((await send(base, `${PAPERS}?arxiv_id=2607.21653`, 'POST')).status).toBe(405);
    expect((await send(base, `${PAPERS}?arxiv_id=2607.21653`, 'GET', 'evil.example')).status).toBe(421);
  });

  it('lists no paper when no folder is given: existing callers are unchanged', () => {
    const data = loadRecordData(FIXTURES);
    expect(JSON.parse(route(data, 'GET', PAPERS, 'arxiv_id=2607.21653').body)).toMatchObject({ count: 0 });
    expect(route(data, 'GET', `${PAPERS}${MOLT}/repositories/`).status).toBe(404);
    expect(route(data, 'GET', '/paper/arxiv-2607-21653').status).toBe(200);
  });
});

describe('the fault script on the stand-in', () => {
  it('takes every request under /api/v1/ with `/api/v1/**`, and leaves the records alone', async () => {
    server.setFaults([{ path: '/api/v1/**', fault: 'status', status: 503 }]);
    expect((await send(base, `${PAPERS}?arxiv_id=2607.21653`)).status).toBe(503);
    expect((await send(base, `${PAPERS}${MOLT}/repositories/`)).status).toBe(503);
    expect((await send(base, '/paper/arxiv-2607-21653')).status).toBe(200);
  });

  it('takes one paper’s query by naming it, counting its requests apart from the others’', async () => {
    server.setFaults([{ path: `${PAPERS}?arxiv_id=2607.21653`, request: 1, fault: '429', retryAfter: 1 }]);
    const paths = [`${PAPERS}?arxiv_id=2607.00002`, `${PAPERS}?arxiv_id=2607.21653`, `${PAPERS}?arxiv_id=2607.21653`];
    const statuses = [];
    for (const path of paths) statuses.push((await send(base, path)).status);
    expect(statuses).toEqual([200, 429, 200]);
    expect(server.requests.map((r) => r.fault)).toEqual([null, '429', null]);
  });
});

describe('the command line', () => {
  it('names the folder with --pwc-dir, relative to the cwd; the program serves tests/fixtures/pwc otherwise', () => {
    expect(parseCliArgs(['--pwc-dir', 'pwc'], '/data')).toEqual({ dir: FIXTURES, port: 8787, secondDir: '/data/pwc' });
    expect('secondDir' in parseCliArgs([], '/data')).toBe(false);
    expect(DEFAULT_SECOND_DIR).toBe(PWC);
    expect(() => parseCliArgs(['--pwc-dir='])).toThrow('--pwc-dir needs a folder');
  });

  it('prints where the stand-in is and serves it', async () => {
    const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const cli = resolve(import.meta.dirname, '../../../server/cli.ts');
    const proc = spawn(process.execPath, ['--import', loader, cli, '--port', '0'], { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let stdout = '';
      const line = await new Promise<RegExpExecArray>((done) =>
        proc.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const found = /^record server: Papers with Code stand-in at (http:\/\/127\.0\.0\.1:\d+)\/api\/v1\/ \((\d+) papers from (.+)\)$/m.exec(stdout);
          if (found) done(found);
        }),
      );
      expect([line[2], line[3]]).toEqual(['2', PWC]);
      expect((await send(line[1]!, `${PAPERS}?arxiv_id=2607.00002`)).body).toContain('fixture-a-paper-without-a-record');
    } finally {
      proc.kill('SIGKILL');
    }
  }, 20_000);
});

describe('the second source against the stand-in', () => {
  beforeEach(() => fakeBrowser.reset());
  const lookups = () =>
    createSecondService({
      client: createRecordClient(SECOND_CLIENT_OPTIONS),
      cache: createRecordCache({ maxEntries: () => 50 }),
      queue: createRequestQueue(SECOND_MAX_IN_FLIGHT),
      base: async () => base,
      on: async () => true,
    });

  it('shows the official repository first, then by stars, with the paper’s page there', async () => {
    expect(await lookups().lookupSecond('arXiv:2607.21653v1')).toEqual({
      status: 'found',
      site: base,
      paperUrl: `${base}/paper/${MOLT}`,
      repos: [
        { url: 'https://github.com/NVIDIA-NeMo/labs-molt', label: 'NVIDIA-NeMo/labs-molt', official: true, stars: 1250, framework: 'pytorch' },
        { url: 'https://github.com/example-lab/molt-reproduction', label: 'example-lab/molt-reproduction', official: false, stars: 37, framework: 'pytorch' },
        { url: 'https://gitlab.com/example-group/molt-jax', label: 'gitlab.com/example-group/molt-jax', official: false, stars: null, framework: 'jax' },
      ],
      more: 0,
      stale: false,
    });
    expect(server.requests.map((r) => [r.path, r.query, r.cookie])).toEqual([
      [PAPERS, 'arxiv_id=2607.21653', false],
      [`${PAPERS}${MOLT}/repositories/`, '', false],
    ]);
  });

  it('says none for a paper the stand-in does not list, and unreadable for a broken page of repositories', async () => {
    expect(await lookups().lookupSecond('2607.00001')).toEqual({ status: 'none', site: base });
    server.setFaults([{ path: `${PAPERS}*/repositories/`, fault: 'break-section', section: 'results' }]);
    expect(await lookups().lookupSecond('2607.00002')).toMatchObject({
      status: 'unreadable',
      problem: 'Papers with Code’s list of repositories could not be read',
    });
  });
});
