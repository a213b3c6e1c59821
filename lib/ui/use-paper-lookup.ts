// Preact hooks: ask the background for a paper's record (or a repository's papers), with a retry
// that asks again.
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { RepoLookup } from '../record/repo-view-types';
import type { PaperLookup } from '../record/view-types';

export type AskPaper = (arxivId: string) => Promise<PaperLookup>;

/** What a page shows when the worker was stopped or the extension reloaded, rather than spin for ever. */
export const NO_ANSWER = { status: 'unreachable', problem: "the extension's background did not answer" } as const;

/**
 * The answer to `ask()` (null while on its way), asked again at `retry` or when `key` changes.
 * With `initial` (an answer the caller already has), the first render shows it and nothing is asked
 * until Retry: asking from an effect would wait for a painted frame first.
 */
function useAsked<T>(key: string, ask: () => Promise<T>, initial?: T) {
  const [answer, setAnswer] = useState<T | null>(initial ?? null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `ask` asks for; `attempt` is the Retry button; `initial` counts only for the first render.
  useEffect(() => {
    if (attempt === 0 && initial) return;
    let current = true;
    setAnswer(null);
    ask().then(
      (value) => current && setAnswer(value),
      () => current && setAnswer(NO_ANSWER as T),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  // Stryker disable next-line ArithmeticOperator,ArrayDeclaration: the effect only needs attempt to leave 0 and change each time (n - 1 does too); the callback uses only the stable setter
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { answer, retry };
}

/**
 * `lookup` is null while the answer is on its way; `initial` is shown at once (the abstract page's).
 * @example const { lookup, retry } = usePaperLookup('2607.21653', (id) => sendMessage('getPaper', { arxivId: id }));
 */
export function usePaperLookup(arxivId: string, ask: AskPaper, initial?: PaperLookup) {
  const { answer, retry } = useAsked(arxivId, () => ask(arxivId), initial);
  return { lookup: answer, retry };
}

/**
 * The papers a repository is linked to; `lookup` is null while the answer is on its way.
 * @example const { lookup, retry } = useRepoLookup('openai', 'whisper', (owner, name) => sendMessage('getRepo', { owner, name, citedIds: [] }));
 */
export function useRepoLookup(owner: string, name: string, ask: (owner: string, name: string) => Promise<RepoLookup>) {
  const { answer, retry } = useAsked(`${owner}/${name}`, () => ask(owner, name));
  return { lookup: answer, retry };
}
