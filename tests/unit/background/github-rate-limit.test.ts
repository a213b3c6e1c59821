// @vitest-environment node
// GitHub's hourly allowance end to end: the real client over the loopback network, the real service,
// queue and allowance, against the record server's GitHub stand-in (60 requests an hour without a
// token, 403 once spent, every 404 counted). "100 papers with 3 repositories each" (300 names, most
// unknown to the stand-in) never overdraws it: at most 60 requests, none refused, every state after
// them 'limited' until the stand-in's reset (never a false 'gone'), and no cookie ever sent.
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createAllowance } from '../../../lib/background/github-allowance';
import { createGithubStateService, GITHUB_MAX_IN_FLIGHT } from '../../../lib/background/github-state-service';
import { createGithubClient } from '../../../lib/net/github-client';
import { memoryRestStore } from '../../../lib/net/rest-store';
import { createRequestQueue } from '../../../lib/net/request-queue';
import type { RepoState } from '../../../lib/record/github-state-types';
import { createRecordServer, type RecordServer } from '../../../server/app';
import { DEFAULT_GITHUB_TOKENS } from '../../../server/github-api';
import { settledCaches } from '../support/settled-caches';

const RECORDS = resolve(import.meta.dirname, '../../fixtures/records');
const GITHUB = resolve(import.meta.dirname, '../../fixtures/github-api');
/** The stand-in's clock and ours: its window opens here and resets an hour on (epoch seconds 1,800,003,600). */
const START = 1_800_000_000_000;
const RESET = 1_800_003_600_000;

let server: RecordServer;
let base: string;

beforeAll(async () => {
  server = createRecordServer({ dir: RECORDS, githubDir: GITHUB, githubLimits: { now: () => START } });
  base = (await server.listen(0)).url;
});
afterAll(() => server.close());
beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  server.requests.splice(0);
  server.resetGithubLimits();
});
const makeCache = settledCaches();

function service(token = '') {
  return createGithubStateService({
    client: createGithubClient(),
    cache: makeCache({ maxEntries: () => 500, now: () => START }),
    allowance: createAllowance({ rest: memoryRestStore(), key: `${base} allowance`, now: () => START }),
    queue: createRequestQueue(GITHUB_MAX_IN_FLIGHT),
    base,
    on: async () => true,
    offerAnswered: async () => true,
    token: async () => token,
    now: () => START,
  });
}

/** 100 papers, 3 repositories each: the first paper's are in the stand-in's fixtures, the rest unknown to it. */
const PAPERS = [
  ['NVIDIA-NeMo/labs-molt', 'lab-archive/old-detector', 'https://github.com/example-lab/fixture-official'],
  ...Array.from({ length: 99 }, (_, i) => [`paper-${i + 1}/code`, `https://github.com/paper-${i + 1}/data`, `lab-${i + 1}/models`]),
];

const repoRequests = () => server.requests.filter((r) => r.path.startsWith('/repos/'));

/** The statuses in the order asked: answered ones first, then only 'limited' until the reset. */
function checkSpent(states: RepoState[]) {
  expect(states).toHaveLength(300);
  const answered = states.filter((s) => s.status === 'found' || s.status === 'gone');
  const requests = repoRequests();
  expect(requests.length).toBeLessThanOrEqual(60);
  expect(answered).toHaveLength(requests.length);
  expect(states.slice(0, 3).map((s) => s.status)).toEqual(['found', 'found', 'found']);
  expect(states.slice(answered.length).every((s) => s.status === 'limited' && s.until === RESET)).toBe(true);
  expect(requests.filter((r) => r.status === 403)).toEqual([]);
  expect(requests.every((r) => r.status === 200 || r.status === 404)).toBe(true);
  expect(requests.some((r) => r.cookie || r.authorization)).toBe(false);
  return requests.length;
}

describe('100 papers with 3 repositories each, without a token', () => {
  it('opened one after another: 60 requests, none refused, the rest limited until the reset', async () => {
    const checks = service();
    const states: RepoState[] = [];
    for (const names of PAPERS) states.push(...(await checks.lookupStates(names)).states);
    expect(checkSpent(states)).toBe(60);
  });

  it('opened all at once: still no more than 60 requests, and none refused', async () => {
    const checks = service();
    const answers = await Promise.all(PAPERS.map((names) => checks.lookupStates(names)));
    expect(checkSpent(answers.flatMap((a) => a.states))).toBe(60);
  });

  it('asks nothing more once spent: a second look at every paper sends no request', async () => {
    const checks = service();
    for (const names of PAPERS) await checks.lookupStates(names);
    const before = repoRequests().length;
    const again = (await Promise.all(PAPERS.map((names) => checks.lookupStates(names)))).flatMap((a) => a.states);
    expect(repoRequests()).toHaveLength(before);
    // The 60 answered are cached; the 240 others are still limited, never 'gone'.
    expect(again.filter((s) => s.status === 'limited')).toHaveLength(240);
    expect(again.filter((s) => s.status === 'gone' || s.status === 'found')).toHaveLength(60);
  });
});

describe('with the stand-in’s token', () => {
  it('answers all 300 (an allowance of 5,000), each request carrying the token and no cookie', async () => {
    const checks = service(DEFAULT_GITHUB_TOKENS[0]);
    const states = (await Promise.all(PAPERS.map((names) => checks.lookupStates(names)))).flatMap((a) => a.states);
    expect(states.map((s) => s.status)).toEqual(['found', 'found', 'found', ...Array.from({ length: 297 }, () => 'gone')]);
    const requests = repoRequests();
    expect(requests).toHaveLength(300);
    expect(requests.every((r) => r.authorization && !r.cookie)).toBe(true);
  });
});
