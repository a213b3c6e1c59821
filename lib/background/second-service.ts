// Answers "what does Papers with Code list for this paper?" when the reader turned it on: cache first
// (the records' cache, so the same bounds), then two requests through the second source's own client
// and queue, so its refusals and time-outs never slow the record source.
import type { RecordCache } from '../cache/record-cache';
import { freshness, HOUR, TTL_MS } from '../cache/freshness';
import { parseArxivId } from '../ids/arxiv';
import type { ClientOptions, FetchOutcome, RecordFetcher } from '../net/record-client';
import type { SecondOpinion } from '../record/code-part-types';
import { deriveSecondOpinion, isSafeSlug, pickPaper, wrongSecondPaper } from '../record/derive-second';
import { paperPageSchema, readPage, repoPageSchema, type SecondAnswer } from '../record/second-schema';
import { storedSince } from './stored-since';

/** Lookups of the second source under way at once (each is two requests, one after the other). */
export const SECOND_MAX_IN_FLIGHT = 2;
/** Its client: fewer retries and a shorter wait than the record source's, as it is only a second opinion. */
export const SECOND_RETRIES = 1;
export const SECOND_TIMEOUT_MS = 8_000;
/** A Retry-After longer than this is not waited for: the lookup says "unreachable" and the source rests. */
export const SECOND_MAX_WAIT_MS = 10_000;
/** What `createRecordClient` is given for the second source (its rest in its own memory, by origin). */
export const SECOND_CLIENT_OPTIONS: ClientOptions = { retries: SECOND_RETRIES, timeoutMs: SECOND_TIMEOUT_MS, maxWaitMs: SECOND_MAX_WAIT_MS };

export interface SecondServiceDeps {
  /** The second source's own client: never the record source's, whose back-off it must not share. */
  client: RecordFetcher;
  /** The records' cache: the same bounds in entries and bytes hold for both. */
  cache: RecordCache;
  queue: { run<T>(key: string, task: () => Promise<T>): Promise<T> };
  /** The second source's base URL, read per lookup. */
  base: () => Promise<string>;
  /** Whether the reader turned the second source on, read per lookup. */
  on: () => Promise<boolean>;
  /** A found answer's time to live in hours (the records' setting); a day when absent. */
  ttlHours?: () => Promise<number>;
  now?: () => number;
}

/** The client's words name "the record source"; here the source is another. */
const reword = (problem: string) => problem.replaceAll('the record source', 'Papers with Code');

/** @example await createSecondService(deps).lookupSecond('arXiv:2607.21653v2') */
export function createSecondService(deps: SecondServiceDeps) {
  const now = deps.now ?? Date.now;
  const reads = (arxivId: string, site: string) => (body: unknown) => deriveSecondOpinion(body, arxivId, site).status === 'found';

  /** Both requests and the cache write, shared by every caller of the same key at the same time. */
  function refresh(key: string, base: string, arxivId: string, since?: number): Promise<FetchOutcome> {
    return deps.queue.run(key, async () => {
      const stored = since === undefined ? null : await storedSince(deps.cache, key, since, reads(arxivId, base));
      if (stored) return stored;
      // Only the arXiv id leaves the browser, without its version.
      const papers = await deps.client.getJson(`${base}/api/v1/papers/?arxiv_id=${encodeURIComponent(arxivId)}`);
      if (papers.kind === 'not-found') void deps.cache.put(key, { kind: 'none' });
      if (papers.kind !== 'ok') return papers;
      const page = readPage(paperPageSchema, papers.body);
      if (!page) return { kind: 'bad-body', problem: 'Papers with Code’s list of papers could not be read' };
      const picked = pickPaper(page, arxivId);
      if (picked.kind === 'none') void deps.cache.put(key, { kind: 'none' });
      if (picked.kind === 'none') return { kind: 'not-found' };
      // Another paper's answer is never cached or shown under this paper's id.
      if (picked.kind === 'other') return { kind: 'bad-body', problem: wrongSecondPaper(picked.other, arxivId) };
      if (!isSafeSlug(picked.paper.id)) return { kind: 'bad-body', problem: 'Papers with Code named the paper with an id that cannot be asked for' };
      const listed = await deps.client.getJson(`${base}/api/v1/papers/${encodeURIComponent(picked.paper.id)}/repositories/`);
      if (listed.kind === 'bad-body' || listed.kind === 'unreachable') return listed;
      // A paper it knows with no list of repositories (404) lists none.
      const repositories = listed.kind === 'ok' ? readPage(repoPageSchema, listed.body) : { count: 0, results: [] };
      if (!repositories) return { kind: 'bad-body', problem: 'Papers with Code’s list of repositories could not be read' };
      const answer: SecondAnswer = { paper: picked.paper, repositories };
      void deps.cache.put(key, { kind: 'found', body: answer });
      return { kind: 'ok', body: answer };
    });
  }

  async function lookupSecond(input: string): Promise<SecondOpinion> {
    // Off: nothing is asked and nothing read, not even the cache.
    if (!(await deps.on())) return { status: 'off' };
    const startedAt = now();
    const site = await deps.base();
    const parsed = parseArxivId(input);
    if (!parsed) return { status: 'unreadable', site, problem: `"${input.slice(0, 80)}" is not an arXiv identifier` };
    const arxivId = parsed.id;
    const key = `${site}|pwc:${arxivId}`;

    const cached = await deps.cache.get(key);
    const readable = cached && (cached.answer.kind === 'none' || reads(arxivId, site)(cached.answer.body)) ? cached : null;
    const ttl = readable?.answer.kind === 'found' && deps.ttlHours ? (await deps.ttlHours()) * HOUR : undefined;
    const state = readable ? freshness(readable.answer.kind, readable.storedAt, now(), ttl ?? TTL_MS[readable.answer.kind]) : 'expired';
    if (readable && state !== 'expired') {
      // Shown at once; a copy past its time to live is refreshed behind it for next time.
      if (state === 'revalidate') void refresh(key, site, arxivId).catch(() => undefined);
      return readable.answer.kind === 'found' ? deriveSecondOpinion(readable.answer.body, arxivId, site) : { status: 'none', site };
    }

    const outcome = await refresh(key, site, arxivId, startedAt);
    if (outcome.kind === 'ok') return deriveSecondOpinion(outcome.body, arxivId, site);
    if (outcome.kind === 'not-found') return { status: 'none', site };
    // A failure shows the older copy when there is one, marked as such.
    if (readable?.answer.kind === 'found') return deriveSecondOpinion(readable.answer.body, arxivId, site, true);
    return { status: outcome.kind === 'bad-body' ? 'unreadable' : 'unreachable', site, problem: reword(outcome.problem) };
  }

  return { lookupSecond };
}

export type SecondService = ReturnType<typeof createSecondService>;
