// How each surface asks for the repositories' states and answers the offer. A content script can
// ask for no permission, so its "Check" leads to the options; an extension page asks at the click.
import { sendMessage } from '../messaging/protocol';
import type { OriginRequester } from '../platform/permissions';
import { githubOfferAnswered } from '../github-settings';
import { turnGithubOn } from './github-grant';
import type { AnswerOffer, AskStates } from './use-repo-states';

export const askRepoStates: AskStates = (repos) => sendMessage('getRepoStates', { repos });

/** In a page's panel: the background notes the answer, and on "Check" opens the options at the GitHub check. */
export const answerOfferByMessage: AnswerOffer = (accept) => sendMessage('answerGithubOffer', { accept }).then(() => false);

/**
 * In the popup and the side panel: "Check" asks the browser at this very click and turns the check on;
 * "No thanks" is noted. Resolves true once the check is on.
 * @example const answer = answerOfferHere(browser.permissions)
 */
export function answerOfferHere(permissions: OriginRequester): AnswerOffer {
  return (accept) => (accept ? turnGithubOn(permissions) : githubOfferAnswered.setValue(true).then(() => false));
}
