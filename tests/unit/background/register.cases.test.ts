// The background as the pages meet it: which message gets which answer, which are refused to a
// content script, and which settings and storage each one reads or changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

type Handler = (message: { data?: unknown; sender: { url?: string; tab?: { id?: number }; frameId?: number } }) => unknown;
const handlers = vi.hoisted(() => new Map<string, Handler>());
vi.mock('../../../lib/messaging/protocol', () => ({
  onMessage: (name: string, handler: Handler) => void handlers.set(name, handler),
}));

import { registerBackground } from '../../../lib/background/register';
import { githubChecksOn, githubOfferAnswered, githubToken } from '../../../lib/github-settings';
import type { RepoStatesAnswer } from '../../../lib/record/github-state-types';
import { cacheMaxEntries, panelCollapsed, recordSource, secondSource, secondSourceOn } from '../../../lib/settings';

const SOURCE = 'https://records.example';
const fromPage = { url: 'https://arxiv.org/abs/2607.21653' };
const fromOptions = () => ({ url: fakeBrowser.runtime.getURL('/options.html') });
const allOn = { abstractPanel: true, listingBadges: true, githubBox: true, readmeMarks: true, fileStrip: true, noPapersLine: true };

/** The record source: answers by URL; 404 for anything not listed. */
function stubSource(answers: Record<string, () => Response> = {}) {
  const fetch = vi.fn(async (url: string) => answers[url]?.() ?? new Response('', { status: 404 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Sends one message as a page would; a refusal comes back as a rejection, as over the wire. */
const send = async (name: string, data: unknown = undefined, sender: Parameters<Handler>[0]['sender'] = fromOptions()) => {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`no handler for ${name}`);
  return handler({ data, sender });
};

beforeEach(async () => {
  fakeBrowser.reset();
  handlers.clear();
  // APIs the fake browser does not implement: the other registrars only add listeners to them.
  vi.spyOn(fakeBrowser.commands.onCommand, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.permissions.onRemoved, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(() => undefined);
  // A change of the second source's settings brings the sites script in step: no sites here.
  vi.spyOn(fakeBrowser.permissions, 'getAll').mockImplementation((async () => ({ origins: [], permissions: [] })) as never);
  vi.spyOn(fakeBrowser.scripting, 'getRegisteredContentScripts').mockImplementation((async () => []) as never);
  await recordSource.setValue(`${SOURCE}/`);
});
afterEach(() => vi.unstubAllGlobals());

describe('registerBackground: the record lookups', () => {
  it('answers getPaper from the saved source, at the paper’s record address', async () => {
    const fetch = stubSource();
    registerBackground();
    expect(await send('getPaper', { arxivId: 'arXiv:2607.21653v2' }, fromPage)).toEqual({ status: 'none', arxivId: '2607.21653' });
    expect(fetch).toHaveBeenCalledWith('https://records.example/paper/arxiv-2607-21653', expect.anything());
  });

  it('answers getRepo and openRepo with the repository’s papers (none here) and the switches', async () => {
    const fetch = stubSource();
    registerBackground();
    const repo = { owner: 'openai', name: 'whisper', citedIds: [] };
    expect(await send('getRepo', repo, fromPage)).toMatchObject({ status: 'found', stale: false, problem: null });
    expect(fetch).toHaveBeenCalledWith('https://records.example/repo/openai/whisper', expect.anything());
    expect(await send('openRepo', repo, fromPage)).toMatchObject({ features: allOn, lookup: { status: 'found', stale: false, problem: null } });
  });

  it('answers openPanel with the collapsed state and the paper', async () => {
    stubSource();
    registerBackground();
    expect(await send('openPanel', { arxivId: '2607.21653' }, fromPage)).toEqual({
      collapsed: false,
      lookup: { status: 'none', arxivId: '2607.21653' },
      // Papers with Code is off by default; the GitHub check is off, but its offer is still to be made.
      asks: { second: false, states: true },
    });
  });

  it('tells the panel what else to ask from the settings: Papers with Code turned on, the GitHub offer answered', async () => {
    stubSource();
    await secondSourceOn.setValue(true);
    await githubOfferAnswered.setValue(true);
    registerBackground();
    expect(await send('openPanel', { arxivId: '2607.21653' }, fromPage)).toMatchObject({ asks: { second: true, states: false } });
    await githubChecksOn.setValue(true);
    expect(await send('openPanel', { arxivId: '2607.21653' }, fromPage)).toMatchObject({ asks: { second: true, states: true } });
  });

  it('answers getPapersSoon with each paper in the order asked', async () => {
    const fetch = stubSource();
    registerBackground();
    expect(await send('getPapersSoon', { arxivIds: ['2607.21653', 'arXiv:2607.00001v1'] }, fromPage)).toEqual([
      { status: 'none', arxivId: '2607.21653' },
      { status: 'none', arxivId: '2607.00001' },
    ]);
    expect(fetch).toHaveBeenCalledWith('https://records.example/paper/arxiv-2607-00001', expect.anything());
  });

  it('refuses a malformed payload before anything is asked', async () => {
    const fetch = stubSource();
    registerBackground();
    await expect(send('getPaper', { arxivId: 7 }, fromPage)).rejects.toThrow('getPaper needs an arXiv id as text');
    await expect(send('getRepo', { owner: 'a/b', name: 'c' }, fromPage)).rejects.toThrow('getRepo needs a GitHub owner and repository name');
    await expect(send('getPapersSoon', { arxivIds: '2607.21653' }, fromPage)).rejects.toThrow('getPapersSoon takes at most 200 arXiv ids');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('registerBackground: the page settings', () => {
  it('answers pageSettings with the switches and the remembered collapsed state, which setPanelCollapsed changes', async () => {
    registerBackground();
    expect(await send('pageSettings', undefined, fromPage)).toEqual({ features: allOn, panelCollapsed: false });
    await send('setPanelCollapsed', { collapsed: true }, fromPage);
    expect(await panelCollapsed.getValue()).toBe(true);
    expect(await send('pageSettings', undefined, fromPage)).toEqual({ features: allOn, panelCollapsed: true });
  });
});

describe('registerBackground: the views run on first need', () => {
  it.each([
    ['loadRecordView', '/content-scripts/record-view.js'],
    ['loadGithubView', '/content-scripts/github-view.js'],
  ])('%s runs %s in the asking tab and frame', async (message, file) => {
    const executeScript = vi.spyOn(fakeBrowser.scripting, 'executeScript').mockResolvedValue([] as never);
    registerBackground();
    await send(message, undefined, { tab: { id: 4 }, frameId: 2 });
    expect(executeScript).toHaveBeenCalledWith({ target: { tabId: 4, frameIds: [2] }, files: [file] });
  });
});

describe('registerBackground: what only the extension’s own pages may ask', () => {
  it.each([
    ['checkSource', { base: 'https://candidate.example' }],
    ['cacheStats', undefined],
    ['sourceRest', undefined],
    ['clearSourceRest', undefined],
    ['clearCache', undefined],
  ])('refuses %s to a content script, naming the message', async (name, data) => {
    stubSource();
    registerBackground();
    await expect(send(name, data, fromPage)).rejects.toThrow(`Paper Code Lens refused the message: ${name} is taken only from the extension's own pages`);
  });

  it('checks a candidate source once, without the retries a lookup makes', async () => {
    const fetch = stubSource({ 'https://candidate.example/paper/arxiv-2607-21653': () => new Response('', { status: 503 }) });
    registerBackground();
    expect(await send('checkSource', { base: 'https://candidate.example/' })).toEqual({
      ok: false,
      message: 'It could not be used: the record source answered 503.',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('counts and clears the cached answers', async () => {
    stubSource();
    registerBackground();
    expect(await send('cacheStats')).toEqual({ entries: 0, bytes: 0 });
    await send('getPaper', { arxivId: '2607.21653' }, fromPage);
    expect(await send('cacheStats')).toMatchObject({ entries: 1 });
    await send('clearCache');
    expect(await send('cacheStats')).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps no more answers than the reader’s cache size', async () => {
    stubSource();
    await cacheMaxEntries.setValue(10);
    registerBackground();
    for (let n = 1; n <= 11; n++) await send('getPaper', { arxivId: `2607.${String(21600 + n)}` }, fromPage);
    expect(await send('cacheStats')).toMatchObject({ entries: 10 });
  });

  it('reports the saved source’s rest after a refusal, across a restart of the worker, until it is cleared', async () => {
    stubSource({ 'https://records.example/paper/arxiv-2607-21653': () => new Response('', { status: 429, headers: { 'Retry-After': '120' } }) });
    registerBackground();
    expect(await send('sourceRest')).toEqual({ until: null, reason: null });
    await send('getPaper', { arxivId: '2607.21653' }, fromPage);
    expect(await send('sourceRest')).toMatchObject({ reason: 'the record source answered 429' });
    // A stopped worker starts again with fresh listeners; the rest is in storage.session.
    registerBackground();
    expect(await send('sourceRest')).toMatchObject({ reason: 'the record source answered 429' });
    expect(await send('clearSourceRest')).toBeUndefined();
    expect(await send('sourceRest')).toEqual({ until: null, reason: null });
  });
});

// ---- Papers with Code, the second source (getSecondOpinion) ----

const SECOND = 'https://pwc.example';
const PAPERS = `${SECOND}/api/v1/papers/?arxiv_id=2607.21653`;
const stubSources = stubSource;

describe('registerBackground: getSecondOpinion', () => {
  beforeEach(async () => {
    await secondSource.setValue(`${SECOND}/`);
  });

  it('is registered at once, and answers off without asking anyone while the reader has not turned it on', async () => {
    const fetch = stubSources();
    registerBackground();
    expect(handlers.has('getSecondOpinion')).toBe(true);
    expect(await send('getSecondOpinion', { arxivId: '2607.21653' }, fromPage)).toEqual({ status: 'off' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the saved address (its slash aside) once turned on, and follows a change of either setting', async () => {
    const fetch = stubSources();
    registerBackground();
    await secondSourceOn.setValue(true);
    expect(await send('getSecondOpinion', { arxivId: 'arXiv:2607.21653v2' }, fromPage)).toEqual({ status: 'none', site: SECOND });
    expect(fetch).toHaveBeenCalledWith(PAPERS, expect.objectContaining({ credentials: 'omit' }));
    await secondSource.setValue('https://mirror.example');
    await send('getSecondOpinion', { arxivId: '2607.21653' }, fromPage);
    expect(fetch).toHaveBeenLastCalledWith('https://mirror.example/api/v1/papers/?arxiv_id=2607.21653', expect.anything());
    await secondSourceOn.setValue(false);
    expect(await send('getSecondOpinion', { arxivId: '2607.21653' }, fromPage)).toEqual({ status: 'off' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows what the site lists for the paper', async () => {
    stubSources({
      [PAPERS]: () => Response.json({ count: 1, results: [{ id: 'molt', arxiv_id: '2607.21653' }] }),
      [`${SECOND}/api/v1/papers/molt/repositories/`]: () => Response.json({ count: 1, results: [{ url: 'https://github.com/a/b', is_official: true }] }),
    });
    await secondSourceOn.setValue(true);
    registerBackground();
    expect(await send('getSecondOpinion', { arxivId: '2607.21653' }, fromPage)).toMatchObject({
      status: 'found',
      site: SECOND,
      paperUrl: `${SECOND}/paper/molt`,
      repos: [{ label: 'a/b', official: true }],
    });
  });

  it.each([[{ arxivId: 7 }], [{ arxivId: 'x'.repeat(5_000) }], ['2607.21653'], [null]])(
    'refuses the malformed payload %o before anything is asked',
    async (data) => {
      const fetch = stubSources();
      await secondSourceOn.setValue(true);
      registerBackground();
      await expect(send('getSecondOpinion', data, fromPage)).rejects.toThrow('Paper Code Lens refused the message');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('keeps its rest apart: a 429 from it, on the record source’s own origin, never slows a record', async () => {
    const fetch = stubSources({
      [`${SOURCE}/api/v1/papers/?arxiv_id=2607.21653`]: () => new Response('', { status: 429, headers: { 'Retry-After': '600' } }),
    });
    await secondSource.setValue(SOURCE);
    await secondSourceOn.setValue(true);
    registerBackground();
    expect(await send('getSecondOpinion', { arxivId: '2607.21653' }, fromPage)).toMatchObject({ status: 'unreachable', site: SOURCE });
    expect(await send('getPaper', { arxivId: '2607.21653' }, fromPage)).toEqual({ status: 'none', arxivId: '2607.21653' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${SOURCE}/api/v1/papers/?arxiv_id=2607.21653`, `${SOURCE}/paper/arxiv-2607-21653`]);
    // The options page's view of the record source: not resting.
    expect(await send('sourceRest', undefined, { url: fakeBrowser.runtime.getURL('/options.html') })).toEqual({ until: null, reason: null });
  });
});

describe('registerBackground: the GitHub check', () => {
  const REPO = 'https://api.github.com/repos/octo-lab/hello';
  const body = { full_name: 'octo-lab/hello', archived: true, language: 'Python', size: 900, stargazers_count: 3 };

  it('is off at first: asks GitHub nothing, and offers the check while the offer is unanswered', async () => {
    const fetch = stubSource();
    registerBackground();
    expect(await send('getRepoStates', { repos: ['octo-lab/hello'] }, fromPage)).toEqual({ checking: false, offer: true, states: [] });
    await githubOfferAnswered.setValue(true);
    expect(await send('getRepoStates', { repos: ['octo-lab/hello'] }, fromPage)).toEqual({ checking: false, offer: false, states: [] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('once on, asks GitHub’s API for each repository, with the saved token and no cookies', async () => {
    const fetch = stubSource({ [REPO]: () => Response.json(body, { headers: { ETag: '"e1"' } }) });
    registerBackground();
    await githubChecksOn.setValue(true);
    await githubToken.setValue('ghp_abc123');
    const answer = (await send('getRepoStates', { repos: ['https://github.com/octo-lab/hello'] }, fromPage)) as RepoStatesAnswer;
    expect(answer.checking).toBe(true);
    expect(answer.states).toEqual([expect.objectContaining({ status: 'found', asked: 'octo-lab/hello' })]);
    expect(fetch).toHaveBeenCalledWith(
      REPO,
      expect.objectContaining({ credentials: 'omit', headers: expect.objectContaining({ Authorization: 'Bearer ghp_abc123' }) }),
    );
    expect(JSON.stringify(answer)).not.toContain('ghp_abc123');
  });

  it('a saved token lifts the rest of a used-up allowance: the next repository is asked at once', async () => {
    const reset = String(Math.ceil(Date.now() / 1000) + 3_600);
    const used = { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': reset };
    const fetch = stubSource({ [REPO]: () => Response.json({ message: 'API rate limit exceeded' }, { status: 403, headers: used }) });
    registerBackground();
    await githubChecksOn.setValue(true);
    const limited = (await send('getRepoStates', { repos: ['octo-lab/hello'] }, fromPage)) as RepoStatesAnswer;
    expect(limited.states).toEqual([{ status: 'limited', asked: 'octo-lab/hello', until: Number(reset) * 1000 }]);
    await send('getRepoStates', { repos: ['octo-lab/other'] }, fromPage);
    expect(fetch).toHaveBeenCalledTimes(1);
    await githubToken.setValue('ghp_abc123');
    await vi.waitFor(async () => {
      await send('getRepoStates', { repos: ['octo-lab/third'] }, fromPage);
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });

  it('refuses a payload that is not a list of repositories', async () => {
    registerBackground();
    await expect(send('getRepoStates', { repos: 'octo-lab/hello' }, fromPage)).rejects.toThrow('getRepoStates needs at most 100 repositories as text');
    await expect(send('answerGithubOffer', { accept: 'yes' }, fromPage)).rejects.toThrow('answerGithubOffer needs accept as true or false');
  });

  it('the offer answered: "No thanks" is kept and opens nothing; accepting opens the options at the check', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockImplementation((async () => ({})) as never);
    registerBackground();
    await send('answerGithubOffer', { accept: false }, fromPage);
    expect(await githubOfferAnswered.getValue()).toBe(true);
    expect(create).not.toHaveBeenCalled();
    await githubOfferAnswered.setValue(false);
    await send('answerGithubOffer', { accept: true }, fromPage);
    expect(await githubOfferAnswered.getValue()).toBe(true);
    expect(create).toHaveBeenCalledWith({ url: `${fakeBrowser.runtime.getURL('/options.html')}#github` });
  });
});
