// How the pages' panels ask for the repositories' states and answer the offer, by message only: this
// module is in the content scripts, so it carries no storage or settings (the popup's and side
// panel's own answer, which asks the browser at the click, is `answerOfferHere` in github-grant.ts).
import { sendMessage } from '../messaging/protocol';
import type { AnswerOffer, AskStates } from './use-repo-states';

export const askRepoStates: AskStates = (repos) => sendMessage('getRepoStates', { repos });

/** In a page's panel: the background notes the answer, and on "Check" opens the options at the GitHub check. */
export const answerOfferByMessage: AnswerOffer = (accept) => sendMessage('answerGithubOffer', { accept }).then(() => false);
