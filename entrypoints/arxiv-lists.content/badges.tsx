// One badge per listing entry: a light placeholder host now, a shadow root and a lookup only
// once the entry comes near the screen.
import { render } from 'preact';
import { useState } from 'preact/hooks';
import badgeCss from '../../components/badge.css?inline';
import { ListingBadge } from '../../components/ListingBadge';
import { badgeSummary } from '../../lib/record/badge-summary';
import { usePaperLookup, type AskPaper } from '../../lib/ui/use-paper-lookup';

export const BADGE_TAG = 'paper-code-lens-badge';

/** One rule for every placeholder, rather than a style parsed per element; it names only our tag. */
export function reservePlaceholderRoom(doc: Document): HTMLStyleElement {
  const style = doc.createElement('style');
  style.textContent = `${BADGE_TAG}{display:inline-block;min-width:5.5em;min-height:1em;vertical-align:baseline}`;
  doc.head.append(style);
  return style;
}

/** A placeholder that reserves the badge's room, so nothing in the list moves when it fills. */
export function createBadgeHost(arxivId: string): HTMLElement {
  const host = document.createElement(BADGE_TAG);
  host.setAttribute('data-arxiv-id', arxivId);
  return host;
}

export type OpenPopover = (arxivId: string, button: HTMLButtonElement, onClose: () => void) => void;

function EntryBadge(props: { arxivId: string; ask: AskPaper; openPopover: OpenPopover }) {
  const { lookup } = usePaperLookup(props.arxivId, props.ask);
  const [expanded, setExpanded] = useState(false);
  const open = (button: HTMLButtonElement) => {
    setExpanded(true);
    props.openPopover(props.arxivId, button, () => setExpanded(false));
  };
  return <ListingBadge summary={lookup && badgeSummary(lookup)} expanded={expanded} onActivate={open} />;
}

/** Gives the host its shadow root and badge; returns how to take them away again. */
export function mountBadge(host: HTMLElement, ask: AskPaper, openPopover: OpenPopover): () => void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = badgeCss;
  const root = document.createElement('span');
  shadow.replaceChildren(style, root);
  render(<EntryBadge arxivId={host.dataset.arxivId ?? ''} ask={ask} openPopover={openPopover} />, root);
  return () => render(null, root);
}
