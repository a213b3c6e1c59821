// "Also listed by Papers with Code": the second source's repositories the record does not list, with
// the site named and linked as the data's origin. Shown only once the reader turned it on.
import type { NamedWhere, SecondOpinion, SecondRepoView } from '../../lib/record/code-part-types';
import { ExternalLink } from '../shared/ExternalLink';
import { SecondRepoItem } from './SecondRepoItem';

interface Props {
  opinion: SecondOpinion | null;
  /** The site's repositories no earlier part shows, each with where the page names it. */
  rows: readonly { repo: SecondRepoView; named: NamedWhere[] }[];
}

const hostOf = (site: string) => {
  try {
    return new URL(site).host;
  } catch {
    return site;
  }
};

/** What to say when the site answered with nothing to list, or did not answer. */
function quietLine(opinion: SecondOpinion, shownElsewhere: boolean): string | null {
  switch (opinion.status) {
    case 'found':
      return shownElsewhere ? 'Lists no other repositories than the ones above' : 'Lists no repositories for this paper';
    case 'none':
      return 'Has no page for this paper';
    case 'unreachable':
    case 'unreadable':
      return `Did not answer: ${opinion.problem}`;
    default:
      return null;
  }
}

/** @example <SecondSection opinion={opinion} rows={parts.second} /> */
export function SecondSection({ opinion, rows }: Props) {
  // Nothing at all while it is on its way or turned off: the record never waits on it.
  if (opinion === null || opinion.status === 'off') return null;
  const found = opinion.status === 'found' ? opinion : null;
  const quiet = rows.length === 0 ? quietLine(opinion, (found?.repos.length ?? 0) > 0) : null;
  const source = hostOf(opinion.site);
  return (
    <section class="pcl-section pcl-second">
      <h3 class="pcl-section-heading">Also listed by Papers with Code</h3>
      {rows.length > 0 && (
        <ul class="pcl-repos">
          {rows.map(({ repo, named }) => (
            <SecondRepoItem key={repo.url} repo={repo} named={named} />
          ))}
        </ul>
      )}
      {quiet && <p class="pcl-empty">{quiet}</p>}
      {found && found.more > 0 && <p class="pcl-note">{`and ${found.more} more on the site`}</p>}
      <p class="pcl-note pcl-origin">
        {'From '}
        {found?.paperUrl ? <ExternalLink href={found.paperUrl}>{`the paper's page on ${source}`}</ExternalLink> : source}
        {found?.stale ? ' (an older copy: the site did not answer)' : ''}
        {'; not part of the Code with Papers record'}
      </p>
    </section>
  );
}
