// One paper whose record lists this repository: title, arXiv id, how it is linked, sample runs, record.
import type { LinkedPaperView } from '../../lib/record/repo-view-types';
import { ExternalLink } from '../shared/ExternalLink';
import { KindBadge } from '../shared/KindBadge';

interface Props {
  paper: LinkedPaperView;
}

/** @example <LinkedPaperItem paper={view.papers[0]} /> */
export function LinkedPaperItem({ paper }: Props) {
  const kindLabel = paper.kindLabel ?? paper.kind?.replace(/_/g, ' ') ?? null;
  return (
    <li class={`pcl-gh-paper${paper.official ? ' pcl-gh-paper--official' : ''}`}>
      <ExternalLink href={paper.absUrl} class="pcl-gh-paper-title">
        {paper.title ?? `arXiv:${paper.arxivId}`}
      </ExternalLink>
      <span class="pcl-gh-paper-meta">
        {paper.title && <span class="pcl-gh-arxiv-id">arXiv:{paper.arxivId}</span>}
        {paper.official && (
          <span class="pcl-official-mark" role="img" aria-label="official repository" title="Official repository">
            ★
          </span>
        )}
        {paper.kind && kindLabel && <KindBadge kind={paper.kind} label={kindLabel} explanation={paper.kindExplanation} />}
      </span>
      {paper.samples && <span class="pcl-gh-paper-samples">{paper.samples.headline}</span>}
      {paper.recordPageUrl && (
        <ExternalLink href={paper.recordPageUrl} class="pcl-gh-record-link">
          Record<span class="pcl-visually-hidden"> of arXiv:{paper.arxivId}</span>
        </ExternalLink>
      )}
    </li>
  );
}
