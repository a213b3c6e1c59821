// One repository as Papers with Code lists it: its link, the site's official mark, stars, framework,
// and where the page names it too.
import type { NamedWhere, SecondRepoView } from '../../lib/record/code-part-types';
import { alsoNamedWords } from '../../lib/record/code-parts';
import { ExternalLink } from '../shared/ExternalLink';
import { secondFacts } from '../../lib/record/second-facts';

/** @example <SecondRepoItem repo={repo} named={['abstract']} /> */
export function SecondRepoItem({ repo, named }: { repo: SecondRepoView; named: readonly NamedWhere[] }) {
  const alsoNamed = alsoNamedWords(named);
  return (
    <li class={`pcl-repo pcl-repo--second${repo.official ? ' pcl-repo--official' : ''}`}>
      <span class="pcl-repo-name">
        <ExternalLink href={repo.url} class="pcl-repo-link">
          {repo.label}
        </ExternalLink>
        {repo.official && (
          <span class="pcl-official-mark" role="img" aria-label="official, says Papers with Code" title="Official, says Papers with Code">
            ★
          </span>
        )}
      </span>
      <span class="pcl-repo-meta pcl-origin">{[...secondFacts(repo), ...(alsoNamed ? [alsoNamed] : [])].join(' · ')}</span>
    </li>
  );
}
