// Every repository linked to the paper, in the order the background ranked them.
import type { RepoAlso } from '../../lib/record/code-parts';
import type { RepoView, Section } from '../../lib/record/view-types';
import { RepoItem } from './RepoItem';
import { SectionBlock } from './SectionBlock';

interface Props {
  code: Section<RepoView[]>;
  /** What the page and the second source add to each repository, by its address. */
  also?: Readonly<Record<string, RepoAlso>>;
}

/** @example <CodeSection code={view.code} also={parts.recordAlso} /> */
export function CodeSection({ code, also }: Props) {
  return (
    <SectionBlock heading="Code" section={code} class="pcl-code">
      {(repos) =>
        repos.length === 0 ? (
          <p class="pcl-empty">No linked repositories</p>
        ) : (
          <ul class="pcl-repos">
            {repos.map((repo) => (
              <RepoItem key={repo.url} repo={repo} also={also?.[repo.url]} />
            ))}
          </ul>
        )
      }
    </SectionBlock>
  );
}
