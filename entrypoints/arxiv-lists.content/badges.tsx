// The badges of the listing entries near the screen: asked for together, inserted together into the
// room the listing stylesheet reserved (one frame for the lot), each in its own small shadow root.
import badgeCss from '../../components/badges/badge.css?inline';
import { badgeSummary } from '../../lib/record/badge-summary';
import type { PaperLookup } from '../../lib/record/view-types';
import { mountBadge } from '../../lib/ui/badge-host';
import type { OpenRecord } from '../../lib/ui/record-view-port';
import { inPasses } from '../../lib/ui/answer-passes';
import { pending } from '../../lib/ui/use-answer';
import { type AskPaper, NO_ANSWER } from '../../lib/ui/use-paper-lookup';

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

const unreachable = (): PaperLookup => NO_ANSWER;

/**
 * Asks for every entry's record at once and, when the answers are in (or after a moment, with the
 * rest still loading), inserts every badge right after its entry's id link in one pass; the rest
 * fill in a few passes as they come. Resolves with how to take each away again.
 * @example removals.push(...(await insertBadges([{ idLink, arxivId: '2607.21653' }], ask, openRecord)))
 */
export async function insertBadges(entries: { idLink: Element; arxivId: string }[], ask: AskPaper, open: OpenRecord): Promise<(() => void)[]> {
  const answers = entries.map(({ arxivId }) => pending(() => ask(arxivId), unreachable));
  const shown = await inPasses(answers);
  return entries.map(({ idLink, arxivId }, i) =>
    mountBadge({ after: idLink, attributes: { 'data-arxiv-id': arxivId } }, badgeCss, 'pcl-badge-slot', {
      answer: shown[i]!,
      summarize: badgeSummary,
      onOpen: (button, onClose) => open({ kind: 'paper', arxivId }, button, onClose),
    }),
  );
}
