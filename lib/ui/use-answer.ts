// A Preact hook for an answer already asked for: shown at once when it had come, else when it comes.
import { useEffect, useState } from 'preact/hooks';

/** An answer on its way, and its value once it came (so a render can show it without waiting). */
export interface Pending<T> {
  promise: Promise<T>;
  settled?: T;
}

/**
 * Starts a question now, noting its answer on the handle when it comes (`onError` turns a failure
 * into an answer, so nothing rejects).
 * @example const answer = pending(() => sendMessage('getPaper', { arxivId }), () => unreachable)
 */
export function pending<T>(question: () => Promise<T>, onError: (error: unknown) => T): Pending<T> {
  const handle = {} as Pending<T>;
  handle.promise = question().then(
    (value) => (handle.settled = value),
    (error: unknown) => (handle.settled = onError(error)),
  );
  return handle;
}

/**
 * An answer already in hand, as a handle like `pending`'s.
 * @example const answer = lookup ? answered(lookup) : pending(() => ask(arxivId), () => unreachable)
 */
export function answered<T>(value: T): Pending<T> {
  return { promise: Promise.resolve(value), settled: value };
}

/**
 * The answer's value, or null until it comes.
 * @example const lookup = useAnswer(props.pending)
 */
export function useAnswer<T>(answer: Pending<T>): T | null {
  const [value, setValue] = useState<T | null>(answer.settled ?? null);
  useEffect(() => {
    let current = true;
    if (answer.settled === undefined) void answer.promise.then((v) => current && setValue(v));
    else setValue(answer.settled);
    return () => {
      current = false;
    };
  }, [answer]);
  return value;
}

/** How long badges wait for their answers before they go in showing "loading" (a cached answer takes a few ms). */
export const ANSWER_WAIT_MS = 100;

/**
 * Resolves when every answer is in, or after `waitMs`, whichever comes first: what is in by then
 * shows at once, the rest when it comes.
 * @example await settledOrWait(answers); insertAll()
 */
export async function settledOrWait(answers: readonly Pending<unknown>[], waitMs = ANSWER_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(answers.map((a) => a.promise)), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
