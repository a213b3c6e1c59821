// The panel's title bar: the collapse/expand toggle and, once a record is found, its two links.
import { ExternalLink } from '../shared/ExternalLink';

export interface HeaderLinks {
  recordPageUrl: string | null;
  syntologyUrl: string | null;
}

interface Props {
  titleId: string;
  bodyId: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  links: HeaderLinks | null;
}

/** @example <PanelHeader titleId="t" bodyId="b" collapsed={false} onToggleCollapsed={toggle} links={null} /> */
export function PanelHeader({ titleId, bodyId, collapsed, onToggleCollapsed, links }: Props) {
  return (
    <div class="pcl-header">
      {/* The whole title is the toggle (the accordion pattern): a large target, and the heading
          stays in the page outline. */}
      <h2 class="pcl-title" id={titleId}>
        <button type="button" class="pcl-toggle" aria-expanded={collapsed ? 'false' : 'true'} aria-controls={bodyId} onClick={() => onToggleCollapsed()}>
          <span class="pcl-chevron" aria-hidden="true" />
          Code with Papers
        </button>
      </h2>
      {links && (links.recordPageUrl || links.syntologyUrl) && (
        <span class="pcl-header-links">
          {links.recordPageUrl && (
            <ExternalLink href={links.recordPageUrl} class="pcl-header-link" title="This paper on Code with Papers">
              Record
            </ExternalLink>
          )}
          {links.syntologyUrl && (
            <ExternalLink href={links.syntologyUrl} class="pcl-header-link" title="This paper on Syntology">
              Syntology
            </ExternalLink>
          )}
        </span>
      )}
    </div>
  );
}
