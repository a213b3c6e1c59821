// Answers "is the code there?" for the GitHub repositories a view lists, when the reader turned the
// check on: the cache first (the records' cache, so the same bounds; a day for a repository, an hour
// for a 404), then one request a repository through GitHub's own client, queue and allowance, so
// nothing here ever waits on or slows the record source.
import type { RecordCache } from '../cache/record-cache';
import { freshness } from '../cache/freshness';
import { parseRepoRef } from '../ids/github';
import type { GithubClient } from '../net/github-client';
import { keptBody } from '../record/github-kept';
import { readGithubFacts } from '../record/github-state-schema';
import { type GithubFacts, MAX_STATES_ASKED, type RepoState, type RepoStatesAnswer } from '../record/github-state-types';
import type { Allowance } from './github-allowance';

/** Repositories asked of GitHub at once. */
export const GITHUB_MAX_IN_FLIGHT = 2;

export interface GithubStateDeps {
  client: GithubClient;
  cache: RecordCache;
  allowance: Allowance;
  queue: { run<T>(key: string, task: () => Promise<T>): Promise<T> };
  /** GitHub's API, the only origin the token is sent to. */
  base: string;
  on: () => Promise<boolean>;
  offerAnswered: () => Promise<boolean>;
  /** '' for none. */
  token: () => Promise<string>;
  now?: () => number;
}

/** What is kept of a found repository: its facts in the API's own shape, and the ETag to refresh it with. */
interface Kept {
  body: unknown;
  etag: string | null;
}

const readKept = (value: unknown): Kept | null => {
  // Only null and undefined cannot be taken apart: text or a number gives no body and no ETag, so
  // nothing is kept, as with null.
  if (value == null) return null;
  const { body, etag } = value as Record<string, unknown>;
  return { body, etag: typeof etag === 'string' && etag.length <= 200 ? etag : null };
};

type Refreshed = RepoState | { status: 'same' };

/** @example await createGithubStateService(deps).lookupStates(['octo/hello']) */
export function createGithubStateService(deps: GithubStateDeps) {
  const now = deps.now ?? Date.now;
  const found = (asked: string, facts: GithubFacts): RepoState => ({ status: 'found', asked, facts });

  function refresh(asked: string, key: string, kept: Kept | null): Promise<Refreshed> {
    return deps.queue.run(key, async (): Promise<Refreshed> => {
      // Read before the ticket: nothing between taking a ticket and handing it back may throw, or the
      // allowance would wait for an answer that never comes.
      const token = await deps.token();
      const ticket = await deps.allowance.take();
      if (!ticket.go) {
        if (ticket.why === 'limit') return { status: 'limited', asked, until: ticket.until };
        return { status: 'unreachable', asked, problem: 'GitHub failed a moment ago and is resting' };
      }
      const answer = await deps.client.getRepo(deps.base, asked, { token, etag: kept?.etag ?? null });
      if (answer.kind === 'limited') {
        await ticket.done({ rate: null, limitedUntil: answer.until });
        return { status: 'limited', asked, until: answer.until };
      }
      const facts = answer.kind === 'ok' ? readGithubFacts(answer.body, now()) : null;
      const unreadable = answer.kind === 'ok' && facts === null;
      await ticket.done({ rate: answer.rate, failed: answer.kind === 'failed' || unreadable });
      if (answer.kind === 'failed') return { status: 'unreachable', asked, problem: answer.problem };
      if (unreadable || (answer.kind === 'not-modified' && !kept)) return { status: 'unreachable', asked, problem: 'GitHub’s answer could not be read' };
      if (answer.kind === 'gone') {
        await deps.cache.put(key, { kind: 'none' });
        return { status: 'gone', asked };
      }
      if (answer.kind === 'not-modified') {
        // Nothing changed: the kept facts start a new day.
        await deps.cache.put(key, { kind: 'found', body: kept });
        return { status: 'same' };
      }
      if (!facts) return { status: 'unreachable', asked, problem: 'GitHub’s answer could not be read' };
      await deps.cache.put(key, { kind: 'found', body: { body: keptBody(facts), etag: answer.kind === 'ok' ? answer.etag : null } });
      return found(asked, facts);
    });
  }

  async function stateOf(asked: string): Promise<RepoState> {
    const key = `github|${asked.toLowerCase()}`;
    const cached = await deps.cache.get(key);
    const kept = cached?.answer.kind === 'found' ? readKept(cached.answer.body) : null;
    const keptFacts = kept ? readGithubFacts(kept.body, now()) : null;
    const usable = cached && (cached.answer.kind === 'none' || keptFacts !== null) ? cached : null;
    const state = usable ? freshness(usable.answer.kind, usable.storedAt, now()) : 'expired';
    const shown = (): RepoState => (keptFacts ? found(asked, keptFacts) : { status: 'gone', asked });
    if (usable && state === 'fresh') return shown();
    if (usable && state === 'revalidate') {
      void refresh(asked, key, kept).catch(() => undefined);
      return shown();
    }
    const outcome = await refresh(asked, key, keptFacts ? kept : null);
    if (outcome.status === 'same') return keptFacts ? found(asked, keptFacts) : { status: 'unreachable', asked, problem: 'GitHub’s answer could not be read' };
    // Held back or failed: a copy kept from before says more than "did not answer".
    if ((outcome.status === 'limited' || outcome.status === 'unreachable') && keptFacts) return found(asked, keptFacts);
    return outcome;
  }

  /** `names`: `owner/name` or repository URLs, in the order shown; the unreadable are left out. */
  async function lookupStates(names: readonly string[]): Promise<RepoStatesAnswer> {
    const refs = names.slice(0, MAX_STATES_ASKED).flatMap((name) => {
      const ref = parseRepoRef(name);
      return ref ? [`${ref.owner}/${ref.name}`] : [];
    });
    if (!(await deps.on())) return { checking: false, offer: refs.length > 0 && !(await deps.offerAnswered()), states: [] };
    // One state a repository, even when a view names it twice.
    const unique = [...new Map(refs.map((ref) => [ref.toLowerCase(), ref])).values()];
    return { checking: true, offer: false, states: await Promise.all(unique.map(stateOf)) };
  }

  /** Whether a view has anything to ask about states: the check is on, or its offer not yet answered. */
  async function statesWanted(): Promise<boolean> {
    return (await deps.on()) || !(await deps.offerAnswered());
  }

  return { lookupStates, statesWanted };
}

export type GithubStateService = ReturnType<typeof createGithubStateService>;
