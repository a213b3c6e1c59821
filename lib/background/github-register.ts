// Wires the GitHub check: its own client, queue and allowance (kept in the session's storage), the
// records' cache, and the two messages the views send. Called from registerBackground, synchronously.
import { browser } from 'wxt/browser';
import type { RecordCache } from '../cache/record-cache';
import { GITHUB_API, githubChecksOn, githubOfferAnswered, githubToken } from '../github-settings';
import { onMessage } from '../messaging/protocol';
import { offerRequest, repoStatesRequest } from '../messaging/validate';
import { createGithubClient } from '../net/github-client';
import { sessionRestStore } from '../net/rest-store';
import { createRequestQueue } from '../net/request-queue';
import { createAllowance } from './github-allowance';
import { createGithubStateService, GITHUB_MAX_IN_FLIGHT } from './github-state-service';
import { settingCopy } from './setting-copy';

/** Returns whether a panel has anything to ask about states (for its first answer, `openPanel`). */
export function registerGithubStates(cache: RecordCache): () => Promise<boolean> {
  const token = settingCopy(githubToken);
  const allowance = createAllowance({ rest: sessionRestStore(), key: `${GITHUB_API} allowance`, now: Date.now });
  // Another token is another allowance: the count read under the old one no longer holds.
  githubToken.watch(() => void allowance.forget());
  const service = createGithubStateService({
    client: createGithubClient(),
    cache,
    allowance,
    queue: createRequestQueue(GITHUB_MAX_IN_FLIGHT),
    base: GITHUB_API,
    on: settingCopy(githubChecksOn),
    offerAnswered: settingCopy(githubOfferAnswered),
    token,
  });
  onMessage('getRepoStates', ({ data }) => service.lookupStates(repoStatesRequest(data).repos));
  onMessage('answerGithubOffer', async ({ data }) => {
    const { accept } = offerRequest(data);
    await githubOfferAnswered.setValue(true);
    // A content script cannot ask the browser for a permission: the options page asks at the reader's click.
    if (accept) await browser.tabs.create({ url: `${browser.runtime.getURL('/options.html')}#github` });
  });
  return service.statesWanted;
}
