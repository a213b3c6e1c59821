// Answers "which papers is this repository linked to?": the repo record (cached like paper records,
// fetched through the shared queue), else the README's cited papers checked one by one.
import type { RecordCache } from '../cache/record-cache';
import { freshness, HOUR, TTL_MS } from '../cache/freshness';
import { parseArxivId } from '../ids/arxiv';
import { parseRepoRef, repoKey, type RepoRef } from '../ids/github';
import type { FetchOutcome, RecordFetcher } from '../net/record-client';
import { deriveRepoView, recordRows } from '../record/derive-repo';
import { readRepoRecord, type RepoRecord } from '../record/repo-schema';
import type { RepoLookup } from '../record/repo-view-types';
import { storedSince } from './stored-since';
import type { PaperLookup } from '../record/view-types';

export interface RepoServiceDeps {
  client: RecordFetcher;
  cache: RecordCache;
  queue: { run<T>(key: string, task: () => Promise<T>): Promise<T> };
  /** The record source's base URL, read per lookup so a changed setting applies at once. */
  base: () => Promise<string>;
  /** The paper service's lookup: it caches and queues its own requests. */
  lookupPaper: (arxivId: string) => Promise<PaperLookup>;
  /** A record's time to live in hours (the user's setting, as the paper service takes it); a day when absent. */
  ttlHours?: () => Promise<number>;
  now?: () => number;
}

export interface RepoInput {
  owner: string;
  name: string;
  /** arXiv ids the README cites, in its order; any form, capped at MAX_CITED after dedupe. */
  citedIds: string[];
}

/** At most this many README citations are checked, each a paper lookup. */
export const MAX_CITED = 30;

/**
 * Canonical ids, first occurrence kept, anything that is not an arXiv id dropped, at most `limit`.
 * @example canonicalIds(['2607.21653v2', 'arXiv:2607.21653', 'nope'], 30) // ['2607.21653']
 */
export function canonicalIds(ids: readonly unknown[], limit: number): string[] {
  const out = new Set<string>();
  for (const raw of ids) {
    // Stryker disable next-line ConditionalExpression: parseArxivId answers null for anything that is not text, so the test only narrows the type
    const id = typeof raw === 'string' ? parseArxivId(raw)?.id : undefined;
    if (id) out.add(id);
    if (out.size >= limit) break;
  }
  return [...out];
}

/** What the source says about the repository: a record, none (404), or nothing usable. */
type Source =
  | { kind: 'record'; record: RepoRecord; stale: boolean; problem: string | null }
  | { kind: 'none'; problem: string | null }
  | { kind: 'unreachable'; problem: string };

/** Owner and name exactly as GitHub allows them; no slash, space or URL smuggled into either. */
function checkRepo(owner: unknown, name: unknown): RepoRef | null {
  // Stryker disable next-line ConditionalExpression: an owner that is not text never equals the parsed owner below, so its test only narrows the type
  if (typeof owner !== 'string' || typeof name !== 'string' || /[\s/]/.test(owner + name)) return null;
  const ref = parseRepoRef(`${owner}/${name}`);
  return ref && ref.owner === owner ? ref : null;
}

/** @example await createRepoService(deps).lookupRepo({ owner: 'NVIDIA-NeMo', name: 'labs-molt', citedIds: [] }) */
export function createRepoService(deps: RepoServiceDeps) {
  const now = deps.now ?? Date.now;

  /**
   * Fetches and caches the repo record; only the fetch holds a queue slot, never a paper lookup. With
   * `since` (when a lookup that missed the cache began), an answer stored since then serves instead.
   */
  function refresh(key: string, url: string, ref: RepoRef, since?: number): Promise<FetchOutcome> {
    return deps.queue.run(key, async () => {
      const stored = since === undefined ? null : await storedSince(deps.cache, key, since, (body) => readRepoRecord(body, ref).ok);
      if (stored) return stored;
      const outcome = await deps.client.getJson(url);
      // Stryker disable next-line ConditionalExpression: an outcome other than ok has no body, which readRepoRecord reads as no record
      if (outcome.kind === 'ok' && readRepoRecord(outcome.body, ref).ok) void deps.cache.put(key, { kind: 'found', body: outcome.body });
      if (outcome.kind === 'not-found') void deps.cache.put(key, { kind: 'none' });
      return outcome;
    });
  }

  async function source(ref: RepoRef, base: string): Promise<Source> {
    const url = `${base}/repo/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.name)}`;
    const key = `${base}|repo:${repoKey(ref)}`;
    const startedAt = now();
    const cached = await deps.cache.get(key);
    const read = cached?.answer.kind === 'found' ? readRepoRecord(cached.answer.body, ref) : null;
    const copy = read?.ok ? read.record : null;
    // A stored body that no longer reads (an older schema) counts as no copy at all.
    const usable = cached !== null && (cached.answer.kind === 'none' || copy !== null);
    const ttl = copy && deps.ttlHours ? (await deps.ttlHours()) * HOUR : undefined;
    const state = cached && usable ? freshness(cached.answer.kind, cached.storedAt, now(), ttl ?? TTL_MS[cached.answer.kind]) : 'expired';
    if (state !== 'expired') {
      if (state === 'revalidate') void refresh(key, url, ref).catch(() => undefined);
      if (copy) return { kind: 'record', record: copy, stale: false, problem: copy.problem };
      // Stryker disable next-line StringLiteral: any kind but 'record' and 'unreachable' with no problem reads the same in lookupRepo
      return { kind: 'none', problem: null };
    }

    const outcome = await refresh(key, url, ref, startedAt);
    let problem: string;
    switch (outcome.kind) {
      case 'not-found':
        // Stryker disable next-line StringLiteral: any kind but 'record' and 'unreachable' with no problem reads the same in lookupRepo
        return { kind: 'none', problem: null };
      case 'ok': {
        const fetched = readRepoRecord(outcome.body, ref);
        if (fetched.ok) return { kind: 'record', record: fetched.record, stale: false, problem: fetched.record.problem };
        problem = `The repo record could not be read: ${fetched.problem}`;
        break;
      }
      case 'bad-body':
        problem = `The repo record could not be read: ${outcome.problem}`;
        break;
      case 'unreachable':
        if (!copy) return { kind: 'unreachable', problem: outcome.problem };
        problem = `Record source unreachable: ${outcome.problem}`;
    }
    if (copy) return { kind: 'record', record: copy, stale: true, problem };
    // An unreadable record and no copy: the README's papers can still be checked, the problem shown.
    return { kind: 'none', problem };
  }

  /** Never rejects: a failed paper lookup becomes "unreachable", so one paper cannot sink the box. */
  const safeLookup = (id: string): Promise<PaperLookup> =>
    // Stryker disable next-line ArrowFunction,ObjectLiteral: the repo view reads only 'found' and 'none' from a lookup, so an unreachable one, an empty one and none at all read alike, as unknown
    deps.lookupPaper(id).catch((error: unknown) => ({ status: 'unreachable' as const, problem: error instanceof Error ? error.message : String(error) }));

  async function lookupRepo(input: RepoInput): Promise<RepoLookup> {
    const ref = checkRepo(input.owner, input.name);
    if (!ref)
      return { status: 'invalid-repo', problem: `"${String(input.owner).slice(0, 40)}/${String(input.name).slice(0, 100)}" is not a GitHub repository` };
    // Stryker disable next-line ArrayDeclaration: canonicalIds drops an entry that is no arXiv id, as it would find none in an empty list
    const citedIds = canonicalIds(Array.isArray(input.citedIds) ? input.citedIds : [], MAX_CITED);
    const base = await deps.base();
    const found = await source(ref, base);
    if (found.kind === 'unreachable') return { status: 'unreachable', problem: found.problem };
    if (found.kind === 'none' && found.problem !== null && citedIds.length === 0) return { status: 'unreadable', problem: found.problem };

    // Stryker disable next-line ConditionalExpression: `found.record` is undefined for `none`, and the view reads a record only through `?.` and truthiness, as it reads null
    const record = found.kind === 'record' ? found.record : null;
    // Outside any queue task: each lookupPaper queues its own request, so holding a slot here
    // while waiting for them would deadlock a queue whose slots are all held by repo lookups.
    const ids = [...new Set([...recordRows(record).keys(), ...citedIds])];
    const lookups = await Promise.all(ids.map(async (id) => [id, await safeLookup(id)] as const));
    const view = deriveRepoView({ ref, record, citedIds, papers: new Map(lookups), base });
    return { status: 'found', view, stale: found.kind === 'record' && found.stale, problem: found.problem };
  }

  return { lookupRepo };
}
