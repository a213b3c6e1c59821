// Answers "what is the record of this paper?": cache first, then the record source through
// the shared queue, then the record read section by section and derived for the pages.
import type { RecordCache } from '../cache/record-cache';
import { freshness, HOUR, TTL_MS } from '../cache/freshness';
import { parseArxivId, recordSlug } from '../ids/arxiv';
import type { FetchOutcome, RecordFetcher } from '../net/record-client';
import { derivePaperView } from '../record/derive-view';
import { readPaperRecord } from '../record/read-record';
import type { PaperLookup } from '../record/view-types';
import { storedSince } from './stored-since';

export interface PaperServiceDeps {
  client: RecordFetcher;
  cache: RecordCache;
  queue: { run<T>(key: string, task: () => Promise<T>): Promise<T> };
  /** The record source's base URL, read per lookup so a changed setting applies at once. */
  base: () => Promise<string>;
  /** A record's time to live in hours (the user's setting); a day when absent. */
  ttlHours?: () => Promise<number>;
  now?: () => number;
}

/** The paper a record body names when that is another paper than `arxivId`; null when it names
 * `arxivId` or no readable id (the record's own reading then says what is wrong with it). */
export function otherPaperNamed(body: unknown, arxivId: string): string | null {
  const named = typeof body === 'object' && body !== null ? (body as { arxiv_id?: unknown }).arxiv_id : undefined;
  // Stryker disable next-line ConditionalExpression: parseArxivId answers null for anything that is not text, so the early return only narrows the type
  if (typeof named !== 'string') return null;
  const parsed = parseArxivId(named);
  return parsed && parsed.id !== arxivId ? parsed.id : null;
}

const wrongPaper = (other: string, arxivId: string) => `the source answered with the record of arXiv ${other}, not ${arxivId}`;

/** @example await createPaperService(deps).lookupPaper('arXiv:2607.21653v2') */
export function createPaperService(deps: PaperServiceDeps) {
  const now = deps.now ?? Date.now;

  function toLookup(body: unknown, arxivId: string, base: string, storedAt: number, problem: string | null): PaperLookup {
    const record = readPaperRecord(body);
    if (!record) return { status: 'unreadable', problem: 'the record is not a JSON object' };
    const other = otherPaperNamed(body, arxivId);
    if (other) return { status: 'unreadable', problem: wrongPaper(other, arxivId) };
    const view = derivePaperView(record, arxivId, base);
    return { status: 'found', view, fetchedAt: storedAt, stale: problem !== null, problem };
  }

  /**
   * Fetches and caches; shared by every caller asking for the same key at the same time. With
   * `since` (when a lookup that missed the cache began), an answer stored since then serves instead.
   */
  function refresh(key: string, url: string, arxivId: string, since?: number): Promise<FetchOutcome> {
    return deps.queue.run(key, async () => {
      const stored = since === undefined ? null : await storedSince(deps.cache, key, since);
      if (stored) return stored;
      const outcome = await deps.client.getJson(url);
      // Another paper's record is never cached or shown under this paper's id.
      // Stryker disable next-line ConditionalExpression: an outcome other than ok has no body, and otherPaperNamed(undefined) is null
      const other = outcome.kind === 'ok' ? otherPaperNamed(outcome.body, arxivId) : null;
      if (other) return { kind: 'bad-body', problem: wrongPaper(other, arxivId) };
      // Stryker disable next-line ConditionalExpression: an outcome other than ok has no body, which readPaperRecord reads as no record
      if (outcome.kind === 'ok' && readPaperRecord(outcome.body)) void deps.cache.put(key, { kind: 'found', body: outcome.body });
      if (outcome.kind === 'not-found') void deps.cache.put(key, { kind: 'none' });
      return outcome;
    });
  }

  async function lookupPaper(input: string): Promise<PaperLookup> {
    const parsed = parseArxivId(input);
    if (!parsed) return { status: 'invalid-id', problem: `"${input.slice(0, 80)}" is not an arXiv identifier` };
    const arxivId = parsed.id;
    const startedAt = now();
    const base = await deps.base();
    const url = `${base}/paper/${recordSlug(arxivId)}`;
    const key = `${base}|paper:${arxivId}`;

    const cached = await deps.cache.get(key);
    const ttl = cached?.answer.kind === 'found' && deps.ttlHours ? (await deps.ttlHours()) * HOUR : undefined;
    // Stryker disable next-line StringLiteral: without a cached answer the test below fails on `cached` whatever the state says
    const state = cached ? freshness(cached.answer.kind, cached.storedAt, now(), ttl ?? TTL_MS[cached.answer.kind]) : 'expired';
    if (cached && state !== 'expired') {
      // Shown at once; a copy past its time to live is refreshed behind it for next time.
      if (state === 'revalidate') void refresh(key, url, arxivId).catch(() => undefined);
      return cached.answer.kind === 'found' ? toLookup(cached.answer.body, arxivId, base, cached.storedAt, null) : { status: 'none', arxivId };
    }

    const outcome = await refresh(key, url, arxivId, startedAt);
    switch (outcome.kind) {
      case 'ok':
        return toLookup(outcome.body, arxivId, base, now(), null);
      case 'not-found':
        return { status: 'none', arxivId };
      case 'bad-body':
      case 'unreachable': {
        const problem = outcome.kind === 'bad-body' ? `The record could not be read: ${outcome.problem}` : `Record source unreachable: ${outcome.problem}`;
        if (cached?.answer.kind === 'found') return toLookup(cached.answer.body, arxivId, base, cached.storedAt, problem);
        return outcome.kind === 'bad-body' ? { status: 'unreadable', problem: outcome.problem } : { status: 'unreachable', problem: outcome.problem };
      }
    }
  }

  return { lookupPaper };
}
