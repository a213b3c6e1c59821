// What the cache keeps of a repository's facts: the API's own shape, so that a kept copy is read back
// through the same checks as a fresh answer (storage is writable by every extension page).
import type { GithubFacts } from './github-state-types';

/**
 * @example keptBody(facts).full_name // 'octo/hello'
 */
export function keptBody(facts: GithubFacts): Record<string, unknown> {
  return {
    full_name: facts.fullName,
    archived: facts.archived,
    disabled: facts.disabled,
    language: facts.language,
    size: facts.sizeKb,
    default_branch: facts.defaultBranch,
    pushed_at: facts.pushedAt === null ? null : new Date(facts.pushedAt).toISOString(),
    stargazers_count: facts.stars,
    license: facts.licence === null ? null : { spdx_id: facts.licence },
    fork: facts.parent !== null,
    parent: facts.parent === null ? null : { full_name: facts.parent.fullName },
  };
}
