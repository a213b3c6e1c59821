// The "Papers" box on a GitHub repository page, for GitHub's sidebar under About or above the README.
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import type { RepoLookup, RepoPapersView } from '../../lib/record/repo-view-types';
import { ghRootClass, type GithubTheme } from './github-theme';
import { LoadingBody } from '../shared/LoadingBody';
import { LookupMessage } from '../shared/LookupMessage';
import { RepoPapersBody } from './RepoPapersBody';
import { StaleNote } from '../shared/StaleNote';

export interface PapersBoxProps {
  /** null while the answer is on its way. */
  lookup: RepoLookup | null;
  /** Say "No papers linked" on a repository with none; otherwise show nothing there at all. */
  showNoPapers: boolean;
  theme: GithubTheme;
  onRetry: () => void;
  /** README citations past the cap on marks, which were left without one. */
  unmarked?: number;
}

/** Whether the answer holds anything to list: a linked paper, or a cited paper with or without a record. */
function hasPapers(view: RepoPapersView): boolean {
  return view.papers.length > 0 || view.citations.some((c) => c.linkage === 'not-linked' || c.linkage === 'no-record');
}

/** The box's body, or null when the box should not be there at all. */
function bodyFor(lookup: RepoLookup | null, showNoPapers: boolean, onRetry: () => void): ComponentChildren | null {
  // Most repositories have no papers: in quiet mode a placeholder would flash and vanish on each one.
  if (lookup === null) return showNoPapers ? <LoadingBody /> : null;
  switch (lookup.status) {
    case 'found':
      if (hasPapers(lookup.view)) {
        return <RepoPapersBody view={lookup.view} stale={lookup.stale} problem={lookup.problem} onRetry={onRetry} />;
      }
      if (!showNoPapers) return null;
      return (
        <>
          {lookup.stale && <StaleNote problem={lookup.problem} onRetry={onRetry} />}
          <p class="pcl-empty">No papers linked to this repository</p>
        </>
      );
    case 'unreachable':
      return <LookupMessage message="Record source unreachable" detail={lookup.problem} onRetry={onRetry} tone="problem" />;
    case 'unreadable':
      return <LookupMessage message="The papers could not be read" detail={lookup.problem} onRetry={onRetry} tone="problem" />;
    case 'invalid-repo':
      // The page named no repository the source can look up; asking again cannot help.
      return showNoPapers ? <LookupMessage message={lookup.problem} tone="problem" /> : null;
  }
}

/** @example <PapersBox lookup={null} showNoPapers={false} theme="dark" onRetry={retry} /> */
export function PapersBox({ lookup, showNoPapers, theme, onRetry, unmarked = 0 }: PapersBoxProps) {
  const headingId = useId();
  const body = bodyFor(lookup, showNoPapers, onRetry);
  if (body === null) return null;
  return (
    <section class={ghRootClass('pcl-gh-box', theme)} aria-labelledby={headingId} aria-busy={lookup === null ? 'true' : undefined}>
      <h2 class="pcl-gh-heading" id={headingId}>
        Papers
      </h2>
      {body}
      {unmarked > 0 && (
        <p class="pcl-note">
          {unmarked === 1 ? '1 more citation in the README is' : `${unmarked} more citations in the README are`} left unmarked, to keep the page fast.
        </p>
      )}
    </section>
  );
}
