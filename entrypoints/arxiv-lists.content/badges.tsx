// The badges of the listing entries near the screen: asked for together, inserted together into the
// room the listing stylesheet reserved (one frame for the lot), each in its own small shadow root.
import badgeCss from '../../components/badges/badge.css?inline';
import { badgeSummary } from '../../lib/record/badge-summary';
import type { PaperLookup } from '../../lib/record/view-types';
import { mountBadge } from '../../lib/ui/badge-host';
import type { OpenRecord } from '../../lib/ui/record-view-port';
import { inPasses } from '../../lib/ui/answer-passes';
import { ANSWER_WAIT_MS, answered, pending } from '../../lib/ui/use-answer';
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

/** How the badges ask for records. */
export interface PaperAsks {
  /** Every entry's answer in one round trip, each when it is ready within a moment, else null (getPapersSoon). */
  soon: (arxivIds: string[]) => Promise<(PaperLookup | null)[]>;
  /** One late entry's answer (getPaper, which joins the lookup under way). */
  one: AskPaper;
}

/**
 * Asks for every entry's record at once and, when the answers are in (or after a moment, with the
 * rest still loading), inserts every badge right after its entry's id link in one pass; the rest
 * fill in a few passes as they come. Resolves with how to take each away again.
 * @example removals.push(...(await insertBadges([{ idLink, arxivId: '2607.21653' }], asks, openRecord)))
 */
export async function insertBadges(entries: { idLink: Element; arxivId: string }[], ask: PaperAsks, open: OpenRecord): Promise<(() => void)[]> {
  // One message for the lot, not one each: every answer that reaches the page costs it a task of its
  // own (npm run bench: listing.extraMainThread). A batch that fails, or that the background refuses,
  // leaves every entry to ask on its own.
  const ready = await ask.soon(entries.map((e) => e.arxivId)).catch(() => []);
  const answers = entries.map(({ arxivId }, i) => {
    const now = ready[i];
    return now ? answered(now) : pending(() => ask.one(arxivId), unreachable);
  });
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
