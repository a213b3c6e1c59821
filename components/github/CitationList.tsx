// A titled list of papers the README cites, each linked to arXiv; nothing at all when the list is empty.
import type { CitationView } from '../../lib/record/repo-view-types';
import { ExternalLink } from '../shared/ExternalLink';

interface Props {
  heading: string;
  citations: CitationView[];
  /** One sentence under the heading saying what the list means. */
  note?: string;
  /** Muted and smaller: secondary to the linked papers. */
  quiet?: boolean;
}

/** @example <CitationList heading="Cited, no record" citations={noRecord} quiet /> */
export function CitationList({ heading, citations, note, quiet = false }: Props) {
  if (citations.length === 0) return null;
  return (
    <div class={`pcl-gh-cited${quiet ? ' pcl-gh-cited--quiet' : ''}`}>
      <h3 class="pcl-gh-subheading">{heading}</h3>
      {note && <p class="pcl-note pcl-gh-cited-note">{note}</p>}
      <ul class="pcl-gh-citations">
        {citations.map((c, i) => (
          // The README may cite a paper twice; the index keeps keys unique and the order is fixed.
          <li key={`${c.arxivId}:${i}`} class="pcl-gh-citation">
            <ExternalLink href={c.absUrl} class="pcl-gh-citation-link">
              {c.title ?? `arXiv:${c.arxivId}`}
            </ExternalLink>
            {c.title && ' '}
            {c.title && <span class="pcl-gh-arxiv-id">arXiv:{c.arxivId}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
