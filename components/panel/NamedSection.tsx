// "Named on this page": the code links the paper's own page gives that no source lists; read in the
// page, never checked against anything.
import type { NamedCodeLink } from '../../lib/record/code-part-types';
import { NamedItem } from './NamedItem';

/** @example <NamedSection links={parts.named} /> */
export function NamedSection({ links }: { links: readonly NamedCodeLink[] }) {
  if (links.length === 0) return null;
  return (
    <section class="pcl-section pcl-named">
      <h3 class="pcl-section-heading">Named on this page</h3>
      <ul class="pcl-repos">
        {links.map((link) => (
          <NamedItem key={link.url} link={link} />
        ))}
      </ul>
    </section>
  );
}
