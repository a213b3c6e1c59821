// Answers shown in a few passes rather than one by one. On a long page every change inside it costs
// the browser a walk over the whole page before painting (about 10 ms on arXiv's 2000-entry
// listing, however small the change), so twelve badges filled one at a time cost twelve such
// frames; filled in passes, three or four.
import { ANSWER_WAIT_MS, type Pending, settledOrWait } from './use-answer';

/**
 * Waits for the first pass: every answer in, or `firstWaitMs`, whichever comes first (0 when the
 * asking already waited). Resolves with a handle per answer: one already in as it is; one still on
 * its way settles in a later pass, which gathers every answer that comes within `waitMs` of the
 * first of them to come.
 * @example const shown = await inPasses(answers); entries.forEach((e, i) => mountBadge(e, css, slot, { answer: shown[i]!, … }))
 */
export async function inPasses<T>(answers: readonly Pending<T>[], waitMs = ANSWER_WAIT_MS, firstWaitMs = waitMs): Promise<Pending<T>[]> {
  await settledOrWait(answers, firstWaitMs);
  // One handle per answer, however often the batch holds it (a page links a paper many times).
  const gatedOf = new Map<Pending<T>, Pending<T>>();
  const release = new Map<Pending<T>, (value: T) => void>();
  const shown = answers.map((answer) => {
    if (answer.settled !== undefined) return answer;
    let gated = gatedOf.get(answer);
    if (!gated) {
      const handle = {} as Pending<T>;
      handle.promise = new Promise<T>((resolve) => {
        release.set(answer, (value) => {
          handle.settled = value;
          resolve(value);
        });
      });
      gatedOf.set(answer, handle);
      gated = handle;
    }
    return gated;
  });
  void releaseInPasses([...release.keys()], release, waitMs);
  return shown;
}

async function releaseInPasses<T>(late: Pending<T>[], release: Map<Pending<T>, (value: T) => void>, waitMs: number): Promise<void> {
  let rest = late;
  // Stryker disable next-line EqualityOperator: with nothing left, Promise.race([]) never settles: the loop would wait forever on nothing, releasing nothing
  while (rest.length > 0) {
    await Promise.race(rest.map((answer) => answer.promise));
    await settledOrWait(rest, waitMs);
    // Released in one task: the badges' renders then share one frame.
    for (const answer of rest) if (answer.settled !== undefined) release.get(answer)?.(answer.settled);
    rest = rest.filter((answer) => answer.settled === undefined);
  }
}
