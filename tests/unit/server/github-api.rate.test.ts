// @vitest-environment node
// The GitHub stand-in's hourly allowance, as GitHub enforces it: 60 an hour a client address without
// a token, 5,000 a known token, an hour from the first request, 403 when used up; unknown tokens 401.
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRecordServer, type RecordServer } from '../../../server/app';
import { createGithubStandIn, type GithubRequest, routeGithub } from '../../../server/github-api';
import { addressName } from '../../../server/github-rate';
import { ask as askAt, type GithubAnswer } from './github-api.helpers';
import { FIXTURES } from './helpers';

const GITHUB = resolve(import.meta.dirname, '../../fixtures/github-api');
const DETECTOR = '/repos/lab-archive/old-detector';
const START = 1_800_000_000_000;
let clock = START;
let server: RecordServer;
let base: string;

beforeAll(async () => {
  server = createRecordServer({ dir: FIXTURES, githubDir: GITHUB, githubLimits: { now: () => clock } });
  base = (await server.listen(0)).url;
});
afterAll(() => server.close());
afterEach(() => {
  clock = START;
  server.resetGithubLimits();
});

const ask = (path: string, headers: Record<string, string> = {}) => askAt(base, path, headers);
const rate = (answer: GithubAnswer) => ['limit', 'remaining', 'reset', 'used', 'resource'].map((name) => answer.header(`x-ratelimit-${name}`));

describe('without a token', () => {
  it('counts down 59, 58, … 0, then answers the 61st in the hour 403, reset an hour from the first', async () => {
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 60; i++) {
      clock = START + i * 1000;
      const answer = await ask(DETECTOR);
      expect(answer.status).toBe(200);
      remaining.push(answer.header('x-ratelimit-remaining'));
    }
    expect(remaining.slice(0, 3)).toEqual(['59', '58', '57']);
    expect(remaining.at(-1)).toBe('0');
    const refused = await ask(DETECTOR);
    expect(refused.status).toBe(403);
    expect(rate(refused)).toEqual(['60', '0', '1800003600', '60', 'core']);
    expect(refused.header('retry-after')).toBeNull();
    expect(refused.json()).toEqual({
      message:
        "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
      documentation_url: 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api',
    });
    clock = 1_800_003_599_999;
    expect((await ask(DETECTOR)).status).toBe(403);
    clock = 1_800_003_600_000;
    const fresh = await ask(DETECTOR);
    expect([fresh.status, ...rate(fresh)]).toEqual([200, '60', '59', '1800007200', '1', 'core']);
  });

  it('counts 404s and redirects too', async () => {
    expect(rate(await ask('/repos/nobody/nothing'))).toEqual(['60', '59', '1800003600', '1', 'core']);
    clock = START + 5000;
    expect(rate(await ask('/repos/old-owner/renamed'))).toEqual(['60', '58', '1800003600', '2', 'core']);
  });

  it('starts afresh after resetGithubLimits', async () => {
    await ask(DETECTOR);
    await ask(DETECTOR);
    server.resetGithubLimits();
    clock = START + 60_000;
    expect(rate(await ask(DETECTOR))).toEqual(['60', '59', '1800003660', '1', 'core']);
  });
});

describe('with a token', () => {
  it('gives a known token 5000 an hour of its own, as `Bearer` or `token`', async () => {
    await ask(DETECTOR);
    expect(rate(await ask(DETECTOR, { Authorization: 'Bearer ghp_testTokenReadOnly000' }))).toEqual(['5000', '4999', '1800003600', '1', 'core']);
    expect(rate(await ask(DETECTOR, { Authorization: 'token ghp_testTokenReadOnly000' }))).toEqual(['5000', '4998', '1800003600', '2', 'core']);
    expect((await ask(DETECTOR)).header('x-ratelimit-remaining')).toBe('58');
  });

  it.each(['Bearer not-a-known-token', 'token ', 'Basic dXNlcjpwYXNz', ''])(
    'answers 401 Bad credentials to %j, charged to the address',
    async (authorization) => {
      const answer = await ask(DETECTOR, { Authorization: authorization });
      expect([answer.status, answer.json()]).toEqual([401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' }]);
      expect(rate(answer)).toEqual(['60', '59', '1800003600', '1', 'core']);
    },
  );
});

describe('the allowance in itself', () => {
  const request = (authorization?: string): GithubRequest => ({
    method: 'GET',
    path: DETECTOR,
    origin: 'http://127.0.0.1:1',
    address: '127.0.0.1',
    authorization,
    ifNoneMatch: undefined,
  });

  it('refuses the 5001st request of a known token in the hour', () => {
    const standIn = createGithubStandIn({ dir: GITHUB, limits: { now: () => START } });
    for (let i = 0; i < 5000; i++) expect(routeGithub(standIn, request('Bearer ghp_testTokenReadOnly000')).status).toBe(200);
    const refused = routeGithub(standIn, request('Bearer ghp_testTokenReadOnly000'));
    expect([refused.status, refused.headers['X-RateLimit-Remaining'], refused.headers['X-RateLimit-Used']]).toEqual([403, '0', '5000']);
    expect(JSON.parse(refused.body).message).toBe('API rate limit exceeded for user ID 1.');
    expect(routeGithub(standIn, request()).headers['X-RateLimit-Remaining']).toBe('59');
  });

  it('takes other numbers and tokens when told', () => {
    const standIn = createGithubStandIn({ dir: GITHUB, tokens: ['other'], limits: { unauthenticated: 2, authenticated: 3, now: () => START } });
    expect(routeGithub(standIn, request('Bearer ghp_testTokenReadOnly000')).status).toBe(401);
    expect([1, 2].map(() => routeGithub(standIn, request()).status)).toEqual([200, 403]);
    expect(routeGithub(standIn, request('Bearer other')).headers['X-RateLimit-Limit']).toBe('3');
  });

  it('names an IPv4 client seen through an IPv6 socket as IPv4', () => {
    expect([addressName('::ffff:127.0.0.1'), addressName('::1'), addressName(undefined)]).toEqual(['127.0.0.1', '::1', 'unknown']);
  });
});
