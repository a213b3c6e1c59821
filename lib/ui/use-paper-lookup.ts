// A Preact hook: asks the background for a paper's record, with a retry that asks again.
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { PaperLookup } from '../record/view-types';

export type AskPaper = (arxivId: string) => Promise<PaperLookup>;

/**
 * `lookup` is null while the answer is on its way.
 * @example const { lookup, retry } = usePaperLookup('2607.21653', (id) => sendMessage('getPaper', { arxivId: id }));
 */
export function usePaperLookup(arxivId: string, ask: AskPaper) {
  const [lookup, setLookup] = useState<PaperLookup | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry button: a new value asks again.
  useEffect(() => {
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
