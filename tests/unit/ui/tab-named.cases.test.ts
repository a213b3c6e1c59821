// The code a tab's paper page names, read in the tab for the popup and the side panel.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CODE_REGION_LIMITS, CODE_REGIONS } from '../../../lib/pages/code-regions';
import { namedOnTab } from '../../../lib/ui/tab-named';

beforeEach(() => {
  fakeBrowser.reset();
});

const stubRun = (answer: () => Promise<unknown>) => vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation(answer as never);

describe('namedOnTab', () => {
  it('runs the collector with the abstract page’s regions and reads what it gives', async () => {
    const run = stubRun(async () => [{ result: [{ where: 'abstract', hrefs: ['https://github.com/acme/tool'], text: '' }] }]);
    expect(await namedOnTab(7, 'https://arxiv.org/abs/2607.00002')).toEqual([
      { url: 'https://github.com/acme/tool', label: 'acme/tool', host: 'github', where: 'abstract' },
    ]);
    expect(run.mock.calls[0]?.[0]).toMatchObject({ target: { tabId: 7 }, args: [CODE_REGIONS['arxiv-abstract'], CODE_REGION_LIMITS] });
  });

  it.each([
    ['a page that is no paper page', 7, 'https://example.org/post'],
    ['no address', 7, 'not an address'],
    ['no tab', undefined, 'https://arxiv.org/abs/2607.00002'],
  ])('asks nothing for %s', async (_what, tabId, url) => {
    const run = stubRun(async () => []);
    expect(await namedOnTab(tabId, url)).toEqual([]);
    expect(run).not.toHaveBeenCalled();
  });

  it.each([
    ['a tab the browser will not run in', () => Promise.reject(new Error('Cannot access contents of the page'))],
    ['an answer that is no list', async () => [{ result: { where: 'abstract' } }]],
    ['no answer', async () => []],
  ])('gives none for %s', async (_what, answer) => {
    stubRun(answer);
    expect(await namedOnTab(7, 'https://huggingface.co/papers/2607.21653')).toEqual([]);
  });
});
