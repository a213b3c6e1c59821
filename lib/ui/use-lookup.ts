// A Preact hook: the popup's one lookup at a time, of a paper or a repository, with a retry.
import { useCallback, useRef, useState } from 'preact/hooks';
import type { LookupInput, LookupTarget } from '../lookup-input';
import type { RepoLookup } from '../record/repo-view-types';
import type { PaperLookup } from '../record/view-types';
import { targetKey } from '../ids/read-targets';
import { type RecentAnswers, recentAnswers } from './recent-answers';
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

/**
 * The answers a view keeps to show at once when the same paper or repository comes back (the side
 * panel following its tab back to a paper), while the background is asked again: views of records
 * are tens of KB each.
 */
export const KEPT_ANSWERS = { max: 20, maxAgeMs: 10 * 60_000 };

/** Keeps an answer that says what the source holds; an error shown again at once would hide a retry's progress. */
function keep(kept: RecentAnswers<LookupAnswer>, key: string, answer: LookupAnswer): void {
  if (answer.status === 'found' || answer.status === 'none') kept.set(key, answer);
  else kept.delete(key);
}

/** One object, so resetting what is already idle draws nothing again. */
const IDLE: LookupState = { kind: 'idle' };

// Both unions have an 'unreachable' member of this shape, so one fallback serves both.

/**
 * `lookUp` shows the hint for unknown input or the choice for input that names several, or asks for
 * the target and resolves with the answer (null for a hint or a choice); an answer that arrives after a newer lookup began is not shown.
 * A target this view has answered before shows its last answer while it is asked again (KEPT_ANSWERS).
 * @example const { state, lookUp, retry } = useLookup(askPaper, askRepo); lookUp(parseLookupInput(text));
 */
export function useLookup(askPaper: AskPaper, askRepo: AskRepo) {
  const [state, setState] = useState<LookupState>(IDLE);
  const latest = useRef(0);
  const lastTarget = useRef<LookupTarget | null>(null);
  // Made once for the view's life (a lazy state), not again at every render.
  const [kept] = useState(() => recentAnswers<LookupAnswer>(KEPT_ANSWERS));

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
      // What this view last showed for the same target shows at once (null: loading) until the answer.
      const key = targetKey(input);
      if (input.kind === 'paper') {
        setState({ kind: 'paper', target: input, lookup: (kept.get(key) as PaperLookup | undefined) ?? null });
        const lookup: PaperLookup = await askPaper(input.arxivId).catch(() => NO_ANSWER);
        keep(kept, key, lookup);
        if (ticket === latest.current) setState({ kind: 'paper', target: input, lookup });
        return lookup;
      }
      setState({ kind: 'repo', target: input, lookup: (kept.get(key) as RepoLookup | undefined) ?? null });
      const lookup: RepoLookup = await askRepo(input.owner, input.name).catch(() => NO_ANSWER);
      keep(kept, key, lookup);
      if (ticket === latest.current) setState({ kind: 'repo', target: input, lookup });
      return lookup;
    },
    [askPaper, askRepo, kept],
  );

  const retry = useCallback(() => {
    if (lastTarget.current) void lookUp(lastTarget.current);
  }, [lookUp]);

  /** Back to nothing shown; an answer still on its way is then not shown. */
  const reset = useCallback(() => {
    ++latest.current;
    lastTarget.current = null;
    setState(IDLE);
    // Stryker disable next-line ArrayDeclaration: the callback reads only refs and a state setter, so what its list holds changes nothing
  }, []);

  return { state, lookUp, retry, reset };
}
