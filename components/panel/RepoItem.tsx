// One repository: its link, an official mark, how it is linked to the paper, and its framework.
import type { RepoView } from '../../lib/record/view-types';
import { ExternalLink } from '../shared/ExternalLink';
import { KindBadge } from '../shared/KindBadge';

interface Props {
  repo: RepoView;
}

/** @example <RepoItem repo={view.code.value[0]} /> */
export function RepoItem({ repo }: Props) {
  return (
    <li class={`pcl-repo${repo.official ? ' pcl-repo--official' : ''}`}>
      <span class="pcl-repo-name">
        <ExternalLink href={repo.url} class="pcl-repo-link">
          {repo.label}
        </ExternalLink>
        {repo.official && (
          <span class="pcl-official-mark" role="img" aria-label="official repository" title="Official repository">
            ★
          </span>
        )}
      </span>
      <span class="pcl-repo-meta">
        <KindBadge kind={repo.kind} label={repo.kindLabel} explanation={repo.kindExplanation} />
        {repo.framework && <span class="pcl-framework">{repo.framework}</span>}
      </span>
    </li>
  );
}
