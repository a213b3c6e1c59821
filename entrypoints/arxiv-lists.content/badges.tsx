// The badges of the listing entries near the screen: asked for together, inserted together into the
// room the listing stylesheet reserved (one frame for the lot), each in its own small shadow root.
import badgeCss from '../../components/badges/badge.css?inline';
import { badgeSummary } from '../../lib/record/badge-summary';
import { mountBadge } from '../../mounts/badge-host';
import type { OpenRecord } from '../../lib/ui/record-view-port';
import { inPasses } from '../../lib/ui/answer-passes';
import { askPapers, type PaperAsks } from '../../lib/ui/paper-asks';
import { ANSWER_WAIT_MS } from '../../lib/ui/use-answer';

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

/**
 * Asks for every entry's record at once and, when the answers are in (or after a moment, with the
 * rest still loading), inserts every badge right after its entry's id link in one pass; the rest
 * fill in a few passes as they come. Resolves with how to take each away again.
 * @example removals.push(...(await insertBadges([{ idLink, arxivId: '2607.21653' }], asks, openRecord)))
 */
export async function insertBadges(entries: { idLink: Element; arxivId: string }[], ask: PaperAsks, open: OpenRecord): Promise<(() => void)[]> {
  // One message for the lot, not one each; a batch that fails leaves every entry to ask on its own.
  const ids = entries.map((e) => e.arxivId);
  const answers = await askPapers(ask, ids);
  // The batch has already waited its moment: what is in goes in now, the rest in passes as it comes.
  const shown = await inPasses(answers, ANSWER_WAIT_MS, 0);
  return entries.map(({ idLink, arxivId }, i) =>
    mountBadge({ after: idLink, attributes: { 'data-arxiv-id': arxivId } }, badgeCss, 'pcl-badge-slot', {
      answer: shown[i]!,
      summarize: badgeSummary,
      onOpen: (button, onClose) => open({ kind: 'paper', arxivId }, button, onClose),
    }),
  );
}
