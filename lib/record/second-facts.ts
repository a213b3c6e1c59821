// The few words Papers with Code's listing adds to a repository: stars and framework.
import type { SecondRepoView } from './code-part-types';

/**
 * @example secondFacts({ stars: 1234, framework: 'pytorch', … }) // ['1,234 stars', 'pytorch']
 */
export function secondFacts(repo: SecondRepoView): string[] {
  const stars = repo.stars === null ? [] : [`${repo.stars.toLocaleString('en')} star${repo.stars === 1 ? '' : 's'}`];
  return [...stars, ...(repo.framework ? [repo.framework] : [])];
}
