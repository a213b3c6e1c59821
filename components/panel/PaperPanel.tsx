// The root of the record panel: a header that always shows, and a body for the lookup's state.
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { NO_EXTRAS, type PanelExtras } from '../../lib/record/code-part-types';
import { codePartsOf } from '../../lib/record/code-parts';
import type { PaperLookup } from '../../lib/record/view-types';
import { LoadingBody } from '../shared/LoadingBody';
import { LookupMessage } from '../shared/LookupMessage';
import { GithubOffer } from './GithubOffer';
import { OtherCode } from './OtherCode';
import { RepoStatesContext } from './repo-states-context';
import { PaperBody } from './PaperBody';
import { PanelHeader, type HeaderLinks } from './PanelHeader';

export interface PaperPanelProps {
  /** null while the answer is on its way. */
  lookup: PaperLookup | null;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onRetry: () => void;
  /** Follow a page's own theme (e.g. GitHub's); by default the system's colour scheme. */
  theme?: 'auto' | 'light' | 'dark';
  /** The page's own code links and Papers with Code's listing, beside the record. */
  extras?: PanelExtras;
}

function bodyFor(lookup: PaperLookup | null, onRetry: () => void, extras: PanelExtras): ComponentChildren {
  if (lookup === null) return <LoadingBody />;
  const parts = codePartsOf(lookup.status === 'found' ? lookup.view.code : null, extras);
  if (lookup.status === 'found') {
    const stale = lookup.stale ? { fetchedAt: lookup.fetchedAt, problem: lookup.problem } : null;
    return <PaperBody view={lookup.view} stale={stale} onRetry={onRetry} parts={parts} opinion={extras.opinion} />;
  }
  // No record to show: the panel says why in one line, and still shows the code named elsewhere.
  return (
    <>
      {messageFor(lookup, onRetry)}
      <OtherCode parts={parts} opinion={extras.opinion} />
    </>
  );
}

function messageFor(lookup: Exclude<PaperLookup, { status: 'found' }>, onRetry: () => void): ComponentChildren {
  switch (lookup.status) {
    case 'none':
      return <LookupMessage message={`No Code with Papers record for arXiv:${lookup.arxivId}`} />;
    case 'unreachable':
      return <LookupMessage message="Record source unreachable" detail={lookup.problem} onRetry={onRetry} tone="problem" />;
    case 'unreadable':
      return <LookupMessage message="The record could not be read" detail={lookup.problem} onRetry={onRetry} tone="problem" />;
    case 'invalid-id':
      // Asking again cannot fix an id the page itself gave wrongly, so no Retry.
      return <LookupMessage message={lookup.problem} tone="problem" />;
  }
}

/** @example <PaperPanel lookup={null} collapsed={false} onToggleCollapsed={toggle} onRetry={retry} /> */
export function PaperPanel({ lookup, collapsed, onToggleCollapsed, onRetry, theme = 'auto', extras = NO_EXTRAS }: PaperPanelProps) {
  const titleId = useId();
  const bodyId = useId();
  const links: HeaderLinks | null = lookup?.status === 'found' ? { recordPageUrl: lookup.view.recordPageUrl, syntologyUrl: lookup.view.syntologyUrl } : null;
  const themeClass = theme === 'auto' ? '' : ` pcl-theme-${theme}`;
  return (
    <section class={`pcl-panel${themeClass}`} aria-labelledby={titleId} aria-busy={lookup === null ? 'true' : undefined}>
      <PanelHeader titleId={titleId} bodyId={bodyId} collapsed={collapsed} onToggleCollapsed={onToggleCollapsed} links={links} />
      {/* Hidden rather than unmounted: aria-controls keeps its target and open lists stay open. */}
      <div id={bodyId} class="pcl-body" hidden={collapsed}>
        <RepoStatesContext.Provider value={extras.states ?? null}>{bodyFor(lookup, onRetry, extras)}</RepoStatesContext.Provider>
        {extras.states?.offer && <GithubOffer onAccept={extras.states.offer.accept} onDecline={extras.states.offer.decline} />}
      </div>
    </section>
  );
}
