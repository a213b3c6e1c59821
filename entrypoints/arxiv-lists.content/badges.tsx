// The badges of the listing entries near the screen: asked for together, inserted together into the
// room the listing stylesheet reserved (one frame for the lot), each in its own small shadow root.
import { render } from 'preact';
import { useState } from 'preact/hooks';
import badgeCss from '../../components/badge.css?inline';
import { ListingBadge } from '../../components/ListingBadge';
import { badgeSummary } from '../../lib/record/badge-summary';
import type { PaperLookup } from '../../lib/record/view-types';
import { type Pending, pending, useAnswer } from '../../lib/ui/use-answer';
import type { AskPaper } from '../../lib/ui/use-paper-lookup';

export const BADGE_TAG = 'paper-code-lens-badge';

/** How long the badges wait for their answers before they go in showing "loading" (a cached answer takes a few ms). */
const ANSWER_WAIT_MS = 100;

/**
 * Gives back the room listing-room.css reserves beside every entry (when the reader turned badges off,
 * or the extension went away); `:root` outranks the reserving rule.
 */
export function releaseBadgeRoom(doc: Document): HTMLStyleElement {
  const style = doc.createElement('style');
  style.textContent = ':root dl > dt > a[href*="/abs/"], :root li.arxiv-result p.list-title > a[href*="/abs/"] { margin-inline-end: 0 }';
  doc.head.append(style);
  return style;
}

export type OpenPopover = (arxivId: string, button: HTMLButtonElement, onClose: () => void) => void;

function EntryBadge(props: { arxivId: string; answer: Pending<PaperLookup>; openPopover: OpenPopover }) {
  const lookup = useAnswer(props.answer);
  const [expanded, setExpanded] = useState(false);
  const open = (button: HTMLButtonElement) => {
    setExpanded(true);
    props.openPopover(props.arxivId, button, () => setExpanded(false));
  };
  return <ListingBadge summary={lookup && badgeSummary(lookup)} expanded={expanded} onActivate={open} />;
}

const unreachable = (): PaperLookup => ({ status: 'unreachable', problem: "the extension's background did not answer" });

/**
 * Asks for every entry's record at once and, when the answers are in (or after a moment, with the
 * rest still loading), inserts every badge right after its entry's id link in one pass. Resolves
 * with how to take each away again.
 * @example removals.push(...(await insertBadges([{ idLink, arxivId: '2607.21653' }], ask, openPopover)))
 */
export async function insertBadges(entries: { idLink: Element; arxivId: string }[], ask: AskPaper, openPopover: OpenPopover): Promise<(() => void)[]> {
  const answers = entries.map(({ arxivId }) => pending(() => ask(arxivId), unreachable));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(answers.map((a) => a.promise)), new Promise((resolve) => (timer = setTimeout(resolve, ANSWER_WAIT_MS)))]);
  clearTimeout(timer);
  return entries.map(({ idLink, arxivId }, i) => {
    const host = document.createElement(BADGE_TAG);
    host.setAttribute('data-arxiv-id', arxivId);
    const shadow = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = badgeCss;
    const root = document.createElement('span');
    root.className = 'pcl-badge-slot';
    shadow.append(style, root);
    render(<EntryBadge arxivId={arxivId} answer={answers[i]!} openPopover={openPopover} />, root);
    idLink.after(host);
    return () => {
      render(null, root);
      host.remove();
    };
  });
}
