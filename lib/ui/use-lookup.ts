// A Preact hook: the popup's one lookup at a time, of a paper or a repository, with a retry.
import { useCallback, useRef, useState } from 'preact/hooks';
import type { LookupInput, LookupTarget } from '../lookup-input';
import type { RepoLookup } from '../record/repo-view-types';
import type { PaperLookup } from '../record/view-types';

import { type AskPaper, NO_ANSWER } from './use-paper-lookup';

export type { AskPaper };
export type AskRepo = (owner: string, name: string) => Promise<RepoLookup>;

/** What the popup shows; a lookup of null is on its way. */
export type LookupState =
  | { kind: 'idle' }
  | { kind: 'hint'; hint: string }
  /** The input named several papers or repositories: which one? */
  | { kind: 'choose'; targets: LookupTarget[] }
  | { kind: 'paper'; target: Extract<LookupTarget, { kind: 'paper' }>; lookup: PaperLookup | null }
  | { kind: 'repo'; target: Extract<LookupTarget, { kind: 'repo' }>; lookup: RepoLookup | null };

export type LookupAnswer = PaperLookup | RepoLookup;

// Both unions have an 'unreachable' member of this shape, so one fallback serves both.

/**
 * `lookUp` shows the hint for unknown input or the choice for input that names several, or asks for
 * the target and resolves with the answer (null for a hint or a choice); an answer that arrives after a newer lookup began is not shown.
 * @example const { state, lookUp, retry } = useLookup(askPaper, askRepo); lookUp(parseLookupInput(text));
 */
export function useLookup(askPaper: AskPaper, askRepo: AskRepo) {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const latest = useRef(0);
  const lastTarget = useRef<LookupTarget | null>(null);

  const lookUp = useCallback(
    async (input: LookupInput): Promise<LookupAnswer | null> => {
      // Stryker disable next-line UpdateOperator: counting down gives each lookup its own ticket just as counting up does
      const ticket = ++latest.current;
      if (input.kind === 'unknown' || input.kind === 'choose') {
        lastTarget.current = null;
        setState(input.kind === 'unknown' ? { kind: 'hint', hint: input.hint } : { kind: 'choose', targets: input.targets });
        return null;
      }
      lastTarget.current = input;
      if (input.kind === 'paper') {
        setState({ kind: 'paper', target: input, lookup: null });
        const lookup: PaperLookup = await askPaper(input.arxivId).catch(() => NO_ANSWER);
        if (ticket === latest.current) setState({ kind: 'paper', target: input, lookup });
        return lookup;
      }
      setState({ kind: 'repo', target: input, lookup: null });
      const lookup: RepoLookup = await askRepo(input.owner, input.name).catch(() => NO_ANSWER);
      if (ticket === latest.current) setState({ kind: 'repo', target: input, lookup });
      return lookup;
    },
    [askPaper, askRepo],
  );

  const retry = useCallback(() => {
    if (lastTarget.current) void lookUp(lastTarget.current);
  }, [lookUp]);

  return { state, lookUp, retry };
}
