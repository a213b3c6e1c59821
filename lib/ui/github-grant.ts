// Turning the GitHub check on and off: on asks the browser for GitHub's API origin at the reader's
// click and notes that the check asked; off gives that grant back, unless a source reads from the
// same origin. The popup's and side panel's offer and the options' switch share these.
import { storage } from 'wxt/utils/storage';
import { checkedItem, isFlag } from '../checked-item';
import { GITHUB_API, githubChecksOn, githubOfferAnswered } from '../github-settings';
import { requestOriginsNow, type OriginRequester } from '../platform/permissions';
import { DEFAULT_RECORD_SOURCE, recordSource, secondSource } from '../settings';
import { originOf, type OriginRemover } from './second-source-grant';
import type { AnswerOffer } from './use-repo-states';

/** Whether the check's own click was granted GitHub's API origin (and so gives it back when turned off). */
// Stryker disable next-line BooleanLiteral: static: evaluated once at import
export const githubGrant = checkedItem(storage.defineItem<boolean>('local:ui:githubGrant', { fallback: false, version: 1 }), isFlag);

/** `https://api.github.com/*`: the one origin the check reads from. */
export const githubOrigin = (): string => originOf(GITHUB_API) ?? 'https://api.github.com/*';

/**
 * Call straight from a click or key press (the request is made before anything is awaited). Resolves
 * true once the check is on; false when the browser refused.
 * @example button.onclick = () => void turnGithubOn(browser.permissions)
 */
export function turnGithubOn(permissions: OriginRequester): Promise<boolean> {
  return requestOriginsNow(permissions, [githubOrigin()]).then(async (granted) => {
    if (!granted) return false;
    await githubGrant.setValue(true);
    await githubChecksOn.setValue(true);
    await githubOfferAnswered.setValue(true);
    return true;
  });
}

/** Turns the check off and gives the origin back when its own click asked for it and no source reads there. */
export async function turnGithubOff(permissions: OriginRemover): Promise<void> {
  await githubChecksOn.setValue(false);
  if (!(await githubGrant.getValue())) return;
  await githubGrant.setValue(false);
  const origin = githubOrigin();
  const sources = [originOf(await recordSource.getValue()), originOf(DEFAULT_RECORD_SOURCE), originOf(await secondSource.getValue())];
  if (!sources.includes(origin)) await permissions.remove({ origins: [origin] }).catch(() => false);
}

/**
 * The offer's answer in the popup and the side panel: "Check" asks the browser at this very click and
 * turns the check on; "No thanks" is noted. Resolves true once the check is on.
 * @example const answer = answerOfferHere(browser.permissions)
 */
export function answerOfferHere(permissions: OriginRequester): AnswerOffer {
  return (accept) => (accept ? turnGithubOn(permissions) : githubOfferAnswered.setValue(true).then(() => false));
}
