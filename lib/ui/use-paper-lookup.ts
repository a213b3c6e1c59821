// A Preact hook: asks the background for a paper's record, with a retry that asks again.
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { PaperLookup } from '../record/view-types';

export type AskPaper = (arxivId: string) => Promise<PaperLookup>;

/**
 * `lookup` is null while the answer is on its way. With `initial` (an answer the caller already has,
 * as the abstract page's does before it mounts), the first render shows it and nothing is asked
 * until Retry: asking from an effect would wait for a painted frame first.
 * @example const { lookup, retry } = usePaperLookup('2607.21653', (id) => sendMessage('getPaper', { arxivId: id }));
 */
export function usePaperLookup(arxivId: string, ask: AskPaper, initial?: PaperLookup) {
  const [lookup, setLookup] = useState<PaperLookup | null>(initial ?? null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry button: a new value asks again; `initial` counts only for the first render.
  useEffect(() => {
    if (attempt === 0 && initial) return;
    let current = true;
    setLookup(null);
    ask(arxivId).then(
      (answer) => current && setLookup(answer),
      // The worker was stopped or the extension reloaded: say so rather than spin for ever.
      () => current && setLookup({ status: 'unreachable', problem: "the extension's background did not answer" }),
    );
    return () => {
      current = false;
    };
  }, [arxivId, ask, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { lookup, retry };
}
