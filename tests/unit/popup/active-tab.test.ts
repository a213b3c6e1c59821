// The active tab as a starting point: which of a tab's addresses name a paper or a repository (read
// by linkTarget, as a link to the page would be), and reading the tab.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { linkTarget } from '../../../lib/pages/sites/link-target';
import { activeTabUrl } from '../../../lib/ui/active-tab';

beforeEach(() => {
  fakeBrowser.reset();
});

const paper = (arxivId: string) => ({ kind: 'paper', arxivId });
const repo = (owner: string, name: string) => ({ kind: 'repo', owner, name });

const NAMING: ReadonlyArray<[string, object]> = [
  ['https://arxiv.org/abs/2607.21653', paper('2607.21653')],
  ['https://arxiv.org/abs/2607.21653v2', paper('2607.21653')],
  ['https://arxiv.org/html/2607.21653v1', paper('2607.21653')],
  ['https://arxiv.org/html/2607.21653v1/#S3.SS2', paper('2607.21653')],
  ['https://arxiv.org/pdf/2607.21653', paper('2607.21653')],
  ['https://arxiv.org/pdf/2607.21653v1.pdf', paper('2607.21653')],
  ['https://arxiv.org/abs/hep-th/9901001', paper('hep-th/9901001')],
  ['https://github.com/NVIDIA-NeMo/labs-molt', repo('NVIDIA-NeMo', 'labs-molt')],
  ['https://github.com/NVIDIA-NeMo/labs-molt/blob/main/molt/models/loss.py', repo('NVIDIA-NeMo', 'labs-molt')],
  ['https://github.com/openai/whisper/pulls?q=is%3Aopen', repo('openai', 'whisper')],
  // Other sites' paper pages, whose address the popup gets through activeTab.
  ['https://huggingface.co/papers/2607.21653', paper('2607.21653')],
  ['https://www.alphaxiv.org/overview/2607.21653', paper('2607.21653')],
  ['https://www.semanticscholar.org/arxiv/2607.21653', paper('2607.21653')],
];

const NOT_NAMING: ReadonlyArray<string | undefined> = [
  undefined,
  '',
  'https://arxiv.org/',
  'https://arxiv.org/list/cs.LG/recent',
  'https://arxiv.org/search/?query=molt',
  'https://github.com/',
  'https://github.com/openai',
  'https://github.com/settings/profile',
  'https://github.com/notifications',
  'https://example.org/abs/2607.21653',
  'chrome://extensions/',
  // A tab's address is a URL; bare text that merely reads as an id is not one.
  '2607.21653',
  'openai/whisper',
];

describe('linkTarget, reading a tab’s address', () => {
  it.each(NAMING)('%s names %j', (url, target) => {
    expect(linkTarget(url)).toEqual(target);
  });

  it.each(NOT_NAMING)('%j names nothing', (url) => {
    expect(linkTarget(url)).toBeNull();
  });
});

describe('activeTabUrl', () => {
  it("gives the active tab's address", async () => {
    // The fake browser starts with no focused window: open one, as a real browser has.
    await fakeBrowser.windows.create({ focused: true });
    await fakeBrowser.tabs.create({ url: 'https://example.org/other' });
    await fakeBrowser.tabs.create({ url: 'https://arxiv.org/abs/2607.21653', active: true });
    expect(await activeTabUrl()).toBe('https://arxiv.org/abs/2607.21653');
  });

  it('asks only for the active tab of the current window', async () => {
    const query = vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation((async () => []) as never);
    expect(await activeTabUrl()).toBeUndefined();
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
  });

  it('gives undefined, never throws, when the browser refuses', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation((async () => Promise.reject(new Error('no'))) as never);
    expect(await activeTabUrl()).toBeUndefined();
  });
});
