// Many papers' records asked for in as few messages as the background takes: getPapersSoon answers
// each paper it has within a moment (null for the rest), and only the rest are asked for one by one.
// Every answer that reaches a page costs it a task of its own (npm run bench: listing.extraMainThread).
import { MAX_BATCH_IDS } from '../messaging/validate';
import type { PaperLookup } from '../record/view-types';
import { answered, type Pending, pending } from './use-answer';
import { type AskPaper, NO_ANSWER } from './use-paper-lookup';

/** How a page asks for papers' records. */
export interface PaperAsks {
  /** Every paper's answer in one round trip, each when it is ready within a moment, else null (getPapersSoon). */
  soon: (arxivIds: string[]) => Promise<(PaperLookup | null)[]>;
  /** One late paper's answer (getPaper, which joins the lookup under way). */
  one: AskPaper;
}

const unreachable = (): PaperLookup => NO_ANSWER;

/**
 * Asks `soon` for `arxivIds` in messages of at most `chunk` ids (what the background takes), all at
 * once; a message that fails or is refused answers null for each of its ids.
 * @example await soonInChunks(asks.soon, ids) // [lookup, null, …], in the order of ids
 */
export async function soonInChunks(soon: PaperAsks['soon'], arxivIds: readonly string[], chunk = MAX_BATCH_IDS): Promise<(PaperLookup | null)[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < arxivIds.length; start += chunk) chunks.push(arxivIds.slice(start, start + chunk));
  const answers = await Promise.all(chunks.map((ids) => soon(ids).catch(() => ids.map(() => null))));
  return answers.flat();
}

/**
 * One answer per id, in order, once the batch has answered: in hand for the papers it brought, on its
 * way (asked alone) for the rest.
 * @example const answers = await askPapers(asks, ['2607.21653', '2607.00001']); answers[0].settled // the lookup, if it came at once
 */
export async function askPapers(asks: PaperAsks, arxivIds: readonly string[]): Promise<Pending<PaperLookup>[]> {
  const ready = await soonInChunks(asks.soon, arxivIds);
  return arxivIds.map((arxivId, i) => {
    const now = ready[i];
    return now ? answered(now) : pending(() => asks.one(arxivId), unreachable);
  });
}
