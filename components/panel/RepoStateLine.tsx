// A GitHub repository's own state beside its link: a few words at a glance (archived, no code yet,
// updated 3 years ago, stars, language, licence), the exact facts one hover or focus away, and where
// it moved or what it forks, linked. Beside the record's own facts, never instead of them.
import { ExternalLink } from '../shared/ExternalLink';
import { Explained } from '../shared/Explained';
import { useRepoStateWords } from './repo-states-context';

/** @example <RepoStateLine url="https://github.com/octo/hello" /> */
export function RepoStateLine({ url }: { url: string }) {
  const words = useRepoStateWords(url);
  if (!words) return null;
  return (
    <span class={`pcl-repo-state pcl-repo-state--${words.tone}`}>
      <Explained label={words.short} explanation={words.full} class="pcl-repo-state-words" />
      {words.movedTo && (
        <ExternalLink href={words.movedTo.url} class="pcl-repo-state-link">
          {`open ${words.movedTo.label}`}
        </ExternalLink>
      )}
      {words.forkOf && (
        <ExternalLink href={words.forkOf.url} class="pcl-repo-state-link">
          {`open ${words.forkOf.label}`}
        </ExternalLink>
      )}
    </span>
  );
}
