// The background's getSecondOpinion as the pages meet it: off until the reader turns it on, the saved
// address asked, the payload checked as getPaper's is, and its refusals kept apart from the records'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

type Handler = (message: { data?: unknown; sender: { url?: string } }) => unknown;
const handlers = vi.hoisted(() => new Map<string, Handler>());
vi.mock('../../../lib/messaging/protocol', () => ({
  onMessage: (name: string, handler: Handler) => void handlers.set(name, handler),
}));

import { registerBackground } from '../../../lib/background/register';
import { recordSource, secondSource, secondSourceOn } from '../../../lib/settings';

const SOURCE = 'https://records.example';
const SECOND = 'https://pwc.example';
const fromPage = { url: 'https://arxiv.org/abs/2607.21653' };
const PAPERS = `${SECOND}/api/v1/papers/?arxiv_id=2607.21653`;

/** Both sources: answers by URL; 404 for anything not listed. */
function stubSources(answers: Record<string, () => Response> = {}) {
  const fetch = vi.fn(async (url: string) => answers[url]?.() ?? new Response('', { status: 404 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const send = async (name: string, data: unknown, sender: { url?: string } = fromPage) => {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`no handler for ${name}`);
  return handler({ data, sender });
};

beforeEach(async () => {
  fakeBrowser.reset();
  handlers.clear();
  vi.spyOn(fakeBrowser.commands.onCommand, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.permissions.onRemoved, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(() => undefined);
  await recordSource.setValue(`${SOURCE}/`);
  await secondSource.setValue(`${SECOND}/`);
});
afterEach(() => vi.unstubAllGlobals());

describe('registerBackground: getSecondOpinion', () => {
  it('is registered at once, and answers off without asking anyone while the reader has not turned it on', async () => {
    const fetch = stubSources();
    registerBackground();
    expect(handlers.has('getSecondOpinion')).toBe(true);
    expect(await send('getSecondOpinion', { arxivId: '2607.21653' })).toEqual({ status: 'off' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the saved address (its slash aside) once turned on, and follows a change of either setting', async () => {
    const fetch = stubSources();
    registerBackground();
    await secondSourceOn.setValue(true);
    expect(await send('getSecondOpinion', { arxivId: 'arXiv:2607.21653v2' })).toEqual({ status: 'none', site: SECOND });
    expect(fetch).toHaveBeenCalledWith(PAPERS, expect.objectContaining({ credentials: 'omit' }));
    await secondSource.setValue('https://mirror.example');
    await send('getSecondOpinion', { arxivId: '2607.21653' });
    expect(fetch).toHaveBeenLastCalledWith('https://mirror.example/api/v1/papers/?arxiv_id=2607.21653', expect.anything());
    await secondSourceOn.setValue(false);
    expect(await send('getSecondOpinion', { arxivId: '2607.21653' })).toEqual({ status: 'off' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows what the site lists for the paper', async () => {
    stubSources({
      [PAPERS]: () => Response.json({ count: 1, results: [{ id: 'molt', arxiv_id: '2607.21653' }] }),
      [`${SECOND}/api/v1/papers/molt/repositories/`]: () => Response.json({ count: 1, results: [{ url: 'https://github.com/a/b', is_official: true }] }),
    });
    await secondSourceOn.setValue(true);
    registerBackground();
    expect(await send('getSecondOpinion', { arxivId: '2607.21653' })).toMatchObject({
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
      await expect(send('getSecondOpinion', data)).rejects.toThrow('Paper Code Lens refused the message');
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
    expect(await send('getSecondOpinion', { arxivId: '2607.21653' })).toMatchObject({ status: 'unreachable', site: SOURCE });
    expect(await send('getPaper', { arxivId: '2607.21653' })).toEqual({ status: 'none', arxivId: '2607.21653' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${SOURCE}/api/v1/papers/?arxiv_id=2607.21653`, `${SOURCE}/paper/arxiv-2607-21653`]);
    // The options page's view of the record source: not resting.
    expect(await send('sourceRest', undefined, { url: fakeBrowser.runtime.getURL('/options.html') })).toEqual({ until: null, reason: null });
  });
});
