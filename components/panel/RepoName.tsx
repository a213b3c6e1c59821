// A repository's name as a link, with the official mark when its source calls it official.
import { ExternalLink } from '../shared/ExternalLink';

interface Props {
  url: string;
  label: string;
  /** The mark's accessible name and tooltip, saying who calls it official; none when it is not. */
  officialSays: string | null;
}

/** @example <RepoName url={repo.url} label={repo.label} officialSays={repo.official ? 'Official repository' : null} /> */
export function RepoName({ url, label, officialSays }: Props) {
  return (
    <span class="pcl-repo-name">
      <ExternalLink href={url} class="pcl-repo-link">
        {label}
      </ExternalLink>
      {officialSays && (
        <span class="pcl-official-mark" role="img" aria-label={officialSays.charAt(0).toLowerCase() + officialSays.slice(1)} title={officialSays}>
          ★
        </span>
      )}
    </span>
  );
}
