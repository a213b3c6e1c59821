// One repository: its link, an official mark, how it is linked to the paper, and its framework; and
// what the page and Papers with Code say of it too, each saying where it comes from.
import type { RepoAlso } from '../../lib/record/code-parts';
import { alsoNamedWords } from '../../lib/record/code-parts';
import { secondFacts } from '../../lib/record/second-facts';
import type { RepoView } from '../../lib/record/view-types';
import { KindBadge } from '../shared/KindBadge';
import { RepoName } from './RepoName';
import { RepoStateLine } from './RepoStateLine';

interface Props {
  repo: RepoView;
  also?: RepoAlso;
}

/** "also listed by Papers with Code (official, 1,234 stars)" */
function alsoListedWords(also: RepoAlso | undefined): string | null {
  const second = also?.second;
  if (!second) return null;
  const facts = [...(second.official ? ['official'] : []), ...secondFacts(second)];
  return `also listed by Papers with Code${facts.length > 0 ? ` (${facts.join(', ')})` : ''}`;
}

/** @example <RepoItem repo={view.code.value[0]} also={parts.recordAlso[view.code.value[0].url]} /> */
export function RepoItem({ repo, also }: Props) {
  const alsoSaid = [alsoNamedWords(also?.named ?? []), alsoListedWords(also)].filter((words): words is string => words !== null);
  return (
    <li class={`pcl-repo${repo.official ? ' pcl-repo--official' : ''}`}>
      <RepoName url={repo.url} label={repo.label} officialSays={repo.official ? 'Official repository' : null} />
      <span class="pcl-repo-meta">
        <KindBadge kind={repo.kind} label={repo.kindLabel} explanation={repo.kindExplanation} />
        {repo.framework && <span class="pcl-framework">{repo.framework}</span>}
      </span>
      {alsoSaid.length > 0 && <span class="pcl-repo-also pcl-origin">{alsoSaid.join('; ')}</span>}
      <RepoStateLine url={repo.url} />
    </li>
  );
}
