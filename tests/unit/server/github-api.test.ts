// @vitest-environment node
// The record server's stand-in of GitHub's "get a repository": its fixtures, its answers, ETags, the
// fault script reaching it, and what the request log keeps of a token (that one was sent, never it).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRecordServer, type RecordServer } from '../../../server/app';
import { DEFAULT_GITHUB_DIR, parseCliArgs } from '../../../server/cli';
import { etagMatches, loadGithubFixtures } from '../../../server/github-api';
import { ask as askAt } from './github-api.helpers';
import { FIXTURES, tempFolder } from './helpers';

const GITHUB = resolve(import.meta.dirname, '../../fixtures/github-api');
const TOKEN = 'ghp_testTokenReadOnly000';
const DETECTOR = '/repos/lab-archive/old-detector';
const fileText = (file: string) => JSON.stringify(JSON.parse(readFileSync(resolve(GITHUB, file), 'utf8')));
let server: RecordServer;
let base: string;
const lines: string[] = [];

beforeAll(async () => {
  server = createRecordServer({ dir: FIXTURES, githubDir: GITHUB, log: (line) => lines.push(line) });
  base = (await server.listen(0)).url;
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  lines.length = 0;
  server.setFaults(null);
  server.resetGithubLimits();
});

const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') => askAt(base, path, headers, method);

describe('the fixtures', () => {
  it('serve eight repositories by name and id, and one old name that moved', () => {
    const index = loadGithubFixtures(GITHUB);
    expect([...index.byName.keys()].sort()).toEqual([
      'coming-soon/paper-code',
      'example-lab/fixture-official',
      'lab-archive/old-detector',
      'new-owner/renamed-project',
      'nvidia-nemo/labs-molt',
      'someone/fixture-fork',
      'someone/fork-of-detector',
      'taken-down/model',
    ]);
    expect(index.byId.get(887766554)!.fullName).toBe('new-owner/renamed-project');
    expect(index.moved.get('old-owner/renamed')!.id).toBe(887766554);
    expect([server.githubRepos, DEFAULT_GITHUB_DIR]).toEqual([8, GITHUB]);
  });

  it('skip a file that is no repository, saying why, and keep the rest', () => {
    const folder = tempFolder({
      'a.json': JSON.stringify({ id: 1, full_name: 'a/one' }),
      'b.json': '{ not json',
      'c.json': JSON.stringify({ id: 2, full_name: 'no-slash' }),
      'd.json': JSON.stringify({ id: 3, full_name: 'A/One' }),
      'e.json': JSON.stringify({ id: 1, full_name: 'e/dup-id' }),
      'f.json': JSON.stringify({ id: 0, full_name: 'f/zero' }),
      'g.json': JSON.stringify({ full_name: 'g/gone', moved_to: 'no/where' }),
      'h.json': JSON.stringify({ full_name: 'h/bad', moved_to: 7 }),
      'i.json': JSON.stringify({ full_name: 'i/old', moved_to: 'A/ONE' }),
    });
    const log: string[] = [];
    try {
      const index = loadGithubFixtures(folder.dir, (line) => log.push(line));
      expect([[...index.byName.keys()], [...index.moved.keys()]]).toEqual([['a/one'], ['i/old']]);
      expect(log.map((l) => l.split(':')[0])).toEqual([
        'skipped b.json',
        'skipped c.json',
        'skipped d.json',
        'skipped e.json',
        'skipped f.json',
        'skipped h.json',
        'skipped g.json',
      ]);
    } finally {
      folder.remove();
    }
    expect(() => loadGithubFixtures('/no/such/folder')).toThrow('cannot read the GitHub API fixtures folder /no/such/folder');
  });
});

describe('the answers', () => {
  it('serves a repository as its fixture, compact, with GitHub’s headers', async () => {
    const answer = await ask(DETECTOR);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(fileText('lab-archive--old-detector.json'));
    expect(answer.header('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.header('x-ratelimit-resource')).toBe('core');
    expect(answer.header('access-control-allow-origin')).toBeNull();
  });

  it('finds a name in any case, as GitHub does, and answers with the name as GitHub spells it', async () => {
    const answer = await ask('/repos/LAB-ARCHIVE/Old-Detector');
    expect([answer.status, answer.json().full_name]).toEqual([200, 'lab-archive/old-detector']);
    expect((await ask('/repos/nvidia-nemo/LABS-MOLT')).json().stargazers_count).toBe(1250);
  });

  it.each(['/repos/nobody/nothing', '/repos/lab-archive', '/repos/lab-archive/old-detector/readme', '/repositories/1', '/repositories/x', '/repos/%E0%A4%A/x'])(
    'answers 404 Not Found for %s',
    async (path) => {
      const answer = await ask(path);
      expect([answer.status, answer.json()]).toEqual([
        404,
        { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/repos/repos#get-a-repository' },
      ]);
      expect(answer.header('etag')).toBeNull();
    },
  );

  it('answers 404 to a method other than GET and HEAD, and the headers alone to HEAD', async () => {
    expect((await ask(DETECTOR, {}, 'POST')).status).toBe(404);
    const head = await ask(DETECTOR, {}, 'HEAD');
    expect([head.status, head.body, head.header('x-ratelimit-remaining')]).toEqual([200, '', '58']);
  });

  it('redirects a moved name to /repositories/{id} on the same origin, which serves the new name', async () => {
    const moved = await ask('/repos/Old-Owner/renamed');
    expect([moved.status, moved.header('location')]).toEqual([301, `${base}/repositories/887766554`]);
    expect(moved.json()).toEqual({
      message: 'Moved Permanently',
      url: `${base}/repositories/887766554`,
      documentation_url: 'https://docs.github.com/rest/guides/best-practices-for-using-the-rest-api#follow-redirects',
    });
    const followed = await ask(new URL(moved.header('location')!).pathname);
    expect([followed.status, followed.json().full_name]).toEqual([200, 'new-owner/renamed-project']);
    expect(followed.body).toBe(fileText('new-owner--renamed-project.json'));
    expect(server.requests.map((r) => [r.path, r.status])).toEqual([
      ['/repos/Old-Owner/renamed', 301],
      ['/repositories/887766554', 200],
    ]);
  });

  it('serves no repository when no folder is given', async () => {
    const bare = createRecordServer({ dir: FIXTURES });
    const url = (await bare.listen(0)).url;
    try {
      expect([bare.githubRepos, (await askAt(url, DETECTOR)).status]).toEqual([0, 404]);
      expect((await askAt(url, '/paper/arxiv-2607-21653')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('ETags', () => {
  it('sends a weak SHA-1 of the body, and 304 with no body when If-None-Match names it', async () => {
    const body = fileText('lab-archive--old-detector.json');
    const etag = `W/"${createHash('sha1').update(body).digest('hex')}"`;
    expect((await ask(DETECTOR)).header('etag')).toBe(etag);
    const same = await ask(DETECTOR, { 'If-None-Match': etag });
    expect([same.status, same.body, same.header('etag')]).toEqual([304, '', etag]);
    expect((await ask(DETECTOR, { 'If-None-Match': 'W/"0000"' })).status).toBe(200);
    expect([etagMatches(etag.slice(2), etag), etagMatches(`"x", ${etag}`, etag), etagMatches('*', etag), etagMatches(undefined, etag)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('charges an unauthenticated 304 to the allowance, and not one with a known token', async () => {
    const etag = (await ask(DETECTOR)).header('etag')!;
    const remaining = async (headers: Record<string, string>) => (await ask(DETECTOR, headers)).header('x-ratelimit-remaining');
    expect(await remaining({ 'If-None-Match': etag })).toBe('58');
    expect(await remaining({ 'If-None-Match': etag })).toBe('57');
    expect(await remaining({ Authorization: `Bearer ${TOKEN}` })).toBe('4999');
    expect(await remaining({ Authorization: `Bearer ${TOKEN}`, 'If-None-Match': etag })).toBe('4999');
    expect(await remaining({ Authorization: `Bearer ${TOKEN}`, 'If-None-Match': etag })).toBe('4999');
    expect(await remaining({ Authorization: `Bearer ${TOKEN}` })).toBe('4998');
  });
});

describe('the fault script on the stand-in', () => {
  it('takes every request under /repos/ with `/repos/**`, and leaves the records alone', async () => {
    server.setFaults([{ path: '/repos/**', fault: 'status', status: 503 }]);
    expect((await ask(DETECTOR)).status).toBe(503);
    expect((await ask('/repos/nobody/nothing')).status).toBe(503);
    expect((await ask('/paper/arxiv-2607-21653')).status).toBe(200);
    expect(server.requests.map((r) => r.fault)).toEqual(['status', 'status', null]);
  });
});

describe('the request log', () => {
  it('says whether an Authorization header came, and keeps and logs no token', async () => {
    const unknown = 'secret-unknown-token-7f3a';
    await ask(DETECTOR);
    await ask(DETECTOR, { Authorization: `Bearer ${TOKEN}` });
    expect((await ask(DETECTOR, { Authorization: `token ${unknown}` })).status).toBe(401);
    await expect.poll(() => lines.length).toBe(3);
    expect(server.requests.map((r) => r.authorization)).toEqual([false, true, true]);
    for (const kept of [JSON.stringify(server.requests), lines.join('\n')]) {
      expect(kept).not.toContain(TOKEN);
      expect(kept).not.toContain(unknown);
    }
  });
});

describe('the command line', () => {
  it('names the folder with --github-dir, relative to the cwd; the program serves tests/fixtures/github-api otherwise', () => {
    expect(parseCliArgs(['--github-dir', 'gh'], '/data')).toEqual({ dir: FIXTURES, port: 8787, githubDir: '/data/gh' });
    expect('githubDir' in parseCliArgs([], '/data')).toBe(false);
    expect(() => parseCliArgs(['--github-dir='])).toThrow('--github-dir needs a folder');
  });
});
