// One repository the page itself names: its link, where on the page it is named, and "not checked".
import { NAMED_WHERE_WORDS, type NamedCodeLink } from '../../lib/record/code-part-types';
import { ExternalLink } from '../shared/ExternalLink';
import { RepoStateLine } from './RepoStateLine';

/** @example <NamedItem link={{ url: 'https://github.com/a/b', label: 'a/b', host: 'github', where: 'abstract' }} /> */
export function NamedItem({ link }: { link: NamedCodeLink }) {
  return (
    <li class="pcl-repo pcl-repo--named">
      <span class="pcl-repo-name">
        <ExternalLink href={link.url} class="pcl-repo-link">
          {link.label}
        </ExternalLink>
      </span>
      <span class="pcl-repo-meta pcl-origin">{`${NAMED_WHERE_WORDS[link.where]} · not checked`}</span>
      <RepoStateLine url={link.url} />
    </li>
  );
}
