// Every repository linked to the paper, in the order the background ranked them.
import type { RepoView, Section } from '../../lib/record/view-types';
import { RepoItem } from './RepoItem';
import { SectionBlock } from './SectionBlock';

interface Props {
  code: Section<RepoView[]>;
}

/** @example <CodeSection code={view.code} /> */
export function CodeSection({ code }: Props) {
  return (
    <SectionBlock heading="Code" section={code} class="pcl-code">
      {(repos) =>
        repos.length === 0 ? (
          <p class="pcl-empty">No linked repositories</p>
        ) : (
          <ul class="pcl-repos">
            {repos.map((repo) => (
              <RepoItem key={repo.url} repo={repo} />
            ))}
          </ul>
        )
      }
    </SectionBlock>
  );
}
