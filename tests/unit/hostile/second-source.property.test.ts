// Papers with Code's answers at their worst, read as the records' are: any JSON, wrong types, hostile
// URLs, deep and huge values, another paper's id. Nothing throws, every shown address is http(s) on a
// code host (or the site's own paper page), stars are never negative, and a bad answer is never kept.
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSecondService, SECOND_CLIENT_OPTIONS, SECOND_MAX_IN_FLIGHT } from '../../../lib/background/second-service';
import { createRecordClient } from '../../../lib/net/record-client';
import { createRequestQueue } from '../../../lib/net/request-queue';
import type { SecondOpinion } from '../../../lib/record/code-part-types';
import { deriveSecondOpinion } from '../../../lib/record/derive-second';
import { paperPageSchema, readPage, repoPageSchema } from '../../../lib/record/second-schema';
import { settledCaches } from '../support/settled-caches';
import { HOSTILE_URLS, hostileText, hostileUrl, wrongValue } from './arbitraries';

beforeEach(() => fakeBrowser.reset());
const createRecordCache = settledCaches();

const SITE = 'https://paperswithcode.co';
const ID = '2607.21653';
const RUNS = { numRuns: 500 };
const CODE_HOSTS = /^(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|huggingface\.co)$/;

/** The oracle, written out apart from the code: what a shown opinion may hold. */
function assertSafe(opinion: SecondOpinion): void {
  expect(JSON.parse(JSON.stringify(opinion))).toEqual(opinion);
  if (opinion.status !== 'found') return;
  for (const repo of opinion.repos) {
    const url = new URL(repo.url);
    expect(['http:', 'https:']).toContain(url.protocol);
    expect(url.hostname).toMatch(CODE_HOSTS);
    expect(url.username + url.password).toBe('');
    expect(repo.stars === null || (Number.isInteger(repo.stars) && repo.stars >= 0)).toBe(true);
    expect(typeof repo.official).toBe('boolean');
  }
  expect(opinion.more).toBeGreaterThanOrEqual(0);
  if (opinion.paperUrl !== null) expect(opinion.paperUrl.startsWith(`${SITE}/paper/`)).toBe(true);
}

const field = <T>(good: fc.Arbitrary<T>) => fc.oneof(good, wrongValue, fc.constant(undefined));
const repoItem = fc.oneof(
  { weight: 4, arbitrary: fc.record({ url: field(hostileUrl), stars: field(fc.integer()), framework: field(hostileText), is_official: field(fc.boolean()) }) },
  { weight: 1, arbitrary: wrongValue },
);
const answer = fc.record({
  paper: fc.oneof(
    fc.record({ id: field(fc.oneof(hostileText, fc.stringMatching(/^[a-z0-9-]{1,20}$/))), arxiv_id: field(fc.constantFrom(ID, `${ID}v2`, '2607.00001')) }),
    wrongValue,
  ),
  repositories: fc.oneof(fc.record({ count: field(fc.integer()), results: field(fc.array(repoItem, { maxLength: 30 })) }), wrongValue),
});

describe('deriveSecondOpinion and readPage on anything', () => {
  it('never throw on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        assertSafe(deriveSecondOpinion(body, ID, SITE));
        readPage(paperPageSchema, body);
        readPage(repoPageSchema, body);
      }),
      RUNS,
    );
  });

  it('show only http(s) addresses on a code host, stars never negative, and never another paper', () => {
    fc.assert(
      fc.property(answer, (body) => {
        const opinion = deriveSecondOpinion(body, ID, SITE);
        assertSafe(opinion);
        const named = (body.paper as { arxiv_id?: unknown } | null)?.arxiv_id;
        if (named === '2607.00001') expect(opinion.status).toBe('unreadable');
      }),
      RUNS,
    );
  });

  it.each(HOSTILE_URLS)('drops or keeps %j as the oracle says', (url) => {
    const opinion = deriveSecondOpinion({ paper: { id: 'x', arxiv_id: ID }, repositories: { results: [{ url }] } }, ID, SITE);
    assertSafe(opinion);
  });
});

/** The service over a real client (the bound, JSON parsing) whose fetch answers `papers` and `repos`. */
function service(papers: () => Response, repos: () => Response = () => Response.json({ results: [] })) {
  const fetch = vi.fn(async (url: string) => (url.includes('/repositories/') ? repos() : papers()));
  const cache = createRecordCache({ maxEntries: () => 50 });
  const lookups = createSecondService({
    client: createRecordClient({ ...SECOND_CLIENT_OPTIONS, fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => undefined }),
    cache,
    queue: createRequestQueue(SECOND_MAX_IN_FLIGHT),
    base: async () => SITE,
    on: async () => true,
  });
  return { lookups, cache, fetch };
}
const onePaper = (extra: Record<string, unknown> = {}) => Response.json({ count: 1, results: [{ id: 'molt', arxiv_id: ID, ...extra }] });

describe('hostile answers through the service', () => {
  it.each([
    ['a body beyond the client’s 4 MB bound', () => new Response(`{"results":[${'0,'.repeat(2_100_000)}0]}`), 'the answer is too large to read'],
    ['a body that is not JSON', () => new Response('<html>502</html>'), 'the answer is not JSON'],
    ['a page whose results are text', () => Response.json({ count: 1, results: 'javascript:alert(1)' }), 'Papers with Code’s list of papers could not be read'],
    ['another paper’s id', () => onePaper({ arxiv_id: '2607.00001v3' }), 'Papers with Code answered with arXiv 2607.00001, not 2607.21653'],
  ])('%s: unreadable, in words, and not kept', async (_, papers, problem) => {
    const { lookups, cache } = service(papers);
    expect(await lookups.lookupSecond(ID)).toEqual({ status: 'unreadable', site: SITE, problem });
    await cache.settled();
    expect(await cache.get(`${SITE}|pwc:${ID}`)).toBeNull();
  });

  // Written out as text: JSON.stringify itself runs out of stack on such values.
  it.each([
    ['100 000 levels of arrays', `${'['.repeat(100_000)}0${']'.repeat(100_000)}`],
    ['50 000 levels of objects', `${'{"url":'.repeat(50_000)}0${'}'.repeat(50_000)}`],
  ])('a deeply nested page (%s) in results, fields and unknown fields: read, nothing deep kept', async (_, deep) => {
    const text = (body: string) => () => new Response(body, { headers: { 'Content-Type': 'application/json' } });
    const { lookups, cache } = service(
      text(`{"count":2,"deep":${deep},"results":[${deep},{"id":"molt","arxiv_id":"${ID}","deep":${deep},"title":${deep}}]}`),
      text(`{"count":${deep},"results":[${deep},{"url":${deep}},{"url":"https://github.com/a/b","stars":${deep},"framework":${deep},"extra":${deep}}]}`),
    );
    const opinion = await lookups.lookupSecond(ID);
    expect(opinion).toMatchObject({ status: 'found', repos: [{ url: 'https://github.com/a/b', stars: null, framework: null }] });
    await cache.settled();
    expect(JSON.stringify((await cache.get(`${SITE}|pwc:${ID}`))?.answer).length).toBeLessThan(400);
  });

  it('wrong types everywhere and javascript: addresses: the readable repositories only, as the oracle says', async () => {
    const { lookups } = service(
      () => onePaper({ title: 7, authors: 'x' }),
      () =>
        Response.json({
          count: '9',
          results: [
            { url: 'javascript:alert(1)//github.com/a/b', is_official: true, stars: 1e9 },
            { url: ' JaVaScRiPt:alert(1)', is_official: true },
            { url: 'https://github.com/a/b', stars: -5, framework: { name: 'pytorch' }, is_official: 'true' },
            { url: ['https://github.com/c/d'] },
          ],
        }),
    );
    const opinion = await lookups.lookupSecond(ID);
    assertSafe(opinion);
    expect(opinion).toMatchObject({ status: 'found', repos: [{ url: 'https://github.com/a/b', official: false, stars: null, framework: null }], more: 2 });
  });
});
