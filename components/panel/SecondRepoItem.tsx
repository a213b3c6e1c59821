// One repository as Papers with Code lists it: its link, the site's official mark, stars, framework,
// and where the page names it too.
import type { NamedWhere, SecondRepoView } from '../../lib/record/code-part-types';
import { alsoNamedWords } from '../../lib/record/code-parts';
import { RepoName } from './RepoName';
import { RepoStateLine } from './RepoStateLine';
import { secondFacts } from '../../lib/record/second-facts';

/** @example <SecondRepoItem repo={repo} named={['abstract']} /> */
export function SecondRepoItem({ repo, named }: { repo: SecondRepoView; named: readonly NamedWhere[] }) {
  const alsoNamed = alsoNamedWords(named);
  return (
    <li class={`pcl-repo pcl-repo--second${repo.official ? ' pcl-repo--official' : ''}`}>
      <RepoName url={repo.url} label={repo.label} officialSays={repo.official ? 'Official, says Papers with Code' : null} />
      <span class="pcl-repo-meta pcl-origin">{[...secondFacts(repo), ...(alsoNamed ? [alsoNamed] : [])].join(' · ')}</span>
      <RepoStateLine url={repo.url} />
    </li>
  );
}
