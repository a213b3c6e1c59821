// A Preact hook: the states of the GitHub repositories a panel shows, asked once the panel knows
// which it shows and never in the record's way (nothing is shown until they come), and the one-time
// offer to turn the check on while it is off.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { stateKey } from '../record/github-shown';
import type { RepoStatesAnswer, RepoStatesShown, RepoStateWords } from '../record/github-state-types';
import { repoStateWords } from '../record/github-state-words';

export type AskStates = (repos: string[]) => Promise<RepoStatesAnswer>;
/** Answers the offer: accepting turns the check on (or leads to where it is turned on). */
export type AnswerOffer = (accept: boolean) => Promise<unknown>;

/**
 * null until the answer comes, and for good when asking failed or there is nothing to show.
 * Asked again only when the list of repositories changes, or once the offer was accepted here.
 * @example const states = useRepoStates(githubReposShown(lookup, extras), (repos) => sendMessage('getRepoStates', { repos }), answer)
 */
export function useRepoStates(repos: readonly string[], ask: AskStates, answerOffer: AnswerOffer, now: () => number = Date.now): RepoStatesShown | null {
  const [answer, setAnswer] = useState<RepoStatesAnswer | null>(null);
  const [asked, setAsked] = useState(0);
  const [offerGone, setOfferGone] = useState(false);
  const wanted = repos.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ask` is the same question each render; only other repositories (or an accepted offer) ask again.
  useEffect(() => {
    setAnswer(null);
    if (wanted === '') return;
    let current = true;
    ask(wanted.split(' ')).then(
      (next) => current && setAnswer(next),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, asked]);

  return useMemo(() => {
    if (answer === null) return null;
    const byKey = new Map<string, RepoStateWords>();
    for (const state of answer.states) {
      const words = state.status === 'off' ? null : repoStateWords(state, now());
      const key = state.status === 'off' ? null : stateKey(`https://github.com/${state.asked}`);
      if (words && key) byKey.set(key, words);
    }
    const answerWith = (accept: boolean) => () => {
      setOfferGone(true);
      // Accepted where the permission could be asked (the popup, the side panel): ask again at once.
      answerOffer(accept).then(
        (turnedOn) => accept && turnedOn === true && setAsked((n) => n + 1),
        () => undefined,
      );
    };
    const offer = answer.offer && !offerGone ? { accept: answerWith(true), decline: answerWith(false) } : null;
    return byKey.size === 0 && offer === null ? null : { byKey, offer };
  }, [answer, offerGone, answerOffer, now]);
}
