// The GitHub state service over a fake client (answers by repository, in order), a real record cache,
// queue and allowance, and a clock the test moves: what the service test files share.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import { createAllowance } from '../../../lib/background/github-allowance';
import { createGithubStateService } from '../../../lib/background/github-state-service';
import type { CacheOptions, RecordCache } from '../../../lib/cache/record-cache';
import type { GithubFetch, RateHeaders } from '../../../lib/net/github-client';
import { memoryRestStore } from '../../../lib/net/rest-store';
import { createRequestQueue } from '../../../lib/net/request-queue';
import type { GithubFacts } from '../../../lib/record/github-state-types';

export const BASE = 'https://api.github.com';
/** After every fixture's last push (a push more than a day ahead of the clock reads as none). */
export const START = Date.UTC(2026, 11, 7, 12, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const ALLOWANCE_KEY = 'github allowance';

/** GitHub's own answer for the record's repository (tests/fixtures/github-api), as parsed JSON. */
export const MOLT_BODY: Record<string, unknown> = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../fixtures/github-api/nvidia-nemo--labs-molt.json'), 'utf8'),
);

/** The facts read from MOLT_BODY, written out. */
export const MOLT_FACTS: GithubFacts = {
  fullName: 'NVIDIA-NeMo/labs-molt',
  url: 'https://github.com/NVIDIA-NeMo/labs-molt',
  archived: false,
  disabled: false,
  language: 'Python',
  sizeKb: 18_432,
  defaultBranch: 'main',
  pushedAt: Date.UTC(2026, 8, 22, 14, 3, 11),
  stars: 1250,
  licence: 'Apache-2.0',
  parent: null,
};

/** The cache's key of the record's repository. */
export const MOLT_KEY = 'github|nvidia-nemo/labs-molt';

export const ok = (body: unknown, etag: string | null = 'W/"molt-1"', rate: RateHeaders | null = null): GithubFetch => ({ kind: 'ok', body, etag, rate });
export const GONE: GithubFetch = { kind: 'gone', rate: null };
export const SAME: GithubFetch = { kind: 'not-modified', rate: null };

type Ask = { token: string; etag: string | null };

/**
 * A service whose client answers each repository (any case) from its own list, in order; a repository
 * with no answer left is gone. `token`, `on` and `offerAnswered` may be changed between lookups.
 */
export function setupService(makeCache: (options: CacheOptions) => RecordCache, options: { on?: boolean; offerAnswered?: boolean; token?: string } = {}) {
  const clock = { t: START };
  const settings = { on: options.on ?? true, offerAnswered: options.offerAnswered ?? false, token: options.token ?? '' };
  const answers = new Map<string, (GithubFetch | Promise<GithubFetch>)[]>();
  const getRepo = vi.fn(async (_base: string, fullName: string, _ask: Ask): Promise<GithubFetch> => answers.get(fullName.toLowerCase())?.shift() ?? GONE);
  const cache = makeCache({ maxEntries: () => 50, now: () => clock.t });
  const rest = memoryRestStore();
  const allowance = createAllowance({ rest, key: ALLOWANCE_KEY, now: () => clock.t });
  const token = vi.fn(async () => settings.token);
  const offerAnswered = vi.fn(async () => settings.offerAnswered);
  const service = createGithubStateService({
    client: { getRepo },
    cache,
    allowance,
    queue: createRequestQueue(2),
    base: BASE,
    on: async () => settings.on,
    offerAnswered,
    token,
    now: () => clock.t,
  });
  return {
    service,
    getRepo,
    cache,
    rest,
    clock,
    settings,
    token,
    offerAnswered,
    /** The client's next answers for one repository. */
    answer(name: string, ...outcomes: (GithubFetch | Promise<GithubFetch>)[]) {
      answers.set(name.toLowerCase(), [...(answers.get(name.toLowerCase()) ?? []), ...outcomes]);
    },
    /** The names and asks the client got, in order. */
    asked: () => getRepo.mock.calls.map(([base, fullName, ask]) => ({ base, fullName, ...ask })),
    /** Waits until every answer the client gave was dealt with and its cache write done (a refresh
     * behind a shown copy is not waited for by the lookup). */
    async quiet() {
      await Promise.allSettled(getRepo.mock.results.map((result) => result.value));
      await new Promise((done) => setTimeout(done, 0));
      await cache.settled();
    },
    /** One repository's state, as the views ask for it. */
    stateOf: async (name: string) => (await service.lookupStates([name])).states[0],
  };
}
