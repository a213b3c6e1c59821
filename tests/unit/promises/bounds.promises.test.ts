// The bounds on input and batches the README and docs/ promise, stated as literals and checked one past each.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerBackground } from '../../../lib/background/register';
import { parseArxivId } from '../../../lib/ids/arxiv';
import { parseRepoRef } from '../../../lib/ids/github';
import { deriveSecondOpinion } from '../../../lib/record/derive-second';
import { targetsOfPage } from '../../../lib/ui/scan-tab';
import { MAX_KEPT_REQUESTS } from '../../../server/guards';
import { freshBackground, send, settle, stubFetch } from './background-harness';

vi.mock('../../../lib/messaging/protocol', async () => (await import('./background-harness')).protocolMock());

freshBackground();
afterEach(() => vi.unstubAllGlobals());

const ids = (count: number) => Array.from({ length: count }, (_, i) => `2607.${String(10_000 + i)}`);

describe('README › Scan this page: "At most 200 are looked up, and the list says how many more the page has"', () => {
  it('a page linking 201 papers gives the first 200 and one more', () => {
    const links = ids(201).map((id) => `https://arxiv.org/abs/${id}`);
    const { targets, more } = targetsOfPage({ links, text: '' });
    expect(targets).toHaveLength(200);
    expect(more).toBe(1);
    expect(targets.at(-1)).toMatchObject({ kind: 'paper', arxivId: '2607.10199' });
  });

  it('a page linking 200 gives all 200 and none more', () => {
    const { targets, more } = targetsOfPage({ links: ids(200).map((id) => `https://arxiv.org/abs/${id}`), text: '' });
    expect([targets.length, more]).toEqual([200, 0]);
  });
});

describe('docs/speed-and-size.md › How each surface stays light, the sites you turn on: "getPapersSoon, at most 200 ids a message" (through the wired background)', () => {
  it('a message of 200 ids is answered, one of 201 refused before anything is asked', async () => {
    const fetch = stubFetch(() => new Response('', { status: 404 }));
    registerBackground();
    await expect(send('getPapersSoon', { arxivIds: ids(201) })).rejects.toThrow('getPapersSoon takes at most 200 arXiv ids, each as text');
    expect(fetch).not.toHaveBeenCalled();
    expect(await send('getPapersSoon', { arxivIds: ids(200) })).toHaveLength(200);
    await settle();
  });
});

describe('docs/security.md › Messages, settings and input: "The id and address readers refuse input over 2,000 characters before any pattern runs"', () => {
  const padded = (text: string, length: number) => text + ' '.repeat(length - text.length);

  it.each([
    ['an arXiv id', (input: string) => parseArxivId(input)?.id ?? null, '2607.21653', '2607.21653'],
    ['an arXiv address', (input: string) => parseArxivId(input)?.id ?? null, 'https://arxiv.org/abs/2607.21653', '2607.21653'],
    ['a repository', (input: string) => (parseRepoRef(input) ? 'openai/whisper' : null), 'openai/whisper', 'openai/whisper'],
  ])('%s of 2,000 characters is read, of 2,001 refused', (_name, read, text, expected) => {
    expect(read(padded(text, 2_000))).toBe(expected);
    expect(read(padded(text, 2_001))).toBeNull();
  });

  it('getPaper takes an id of 2,000 characters and refuses one of 2,001 (through the wired background)', async () => {
    stubFetch(() => new Response('', { status: 404 }));
    registerBackground();
    expect(await send('getPaper', { arxivId: padded('2607.21653', 2_000) })).toEqual({ status: 'none', arxivId: '2607.21653' });
    await expect(send('getPaper', { arxivId: padded('2607.21653', 2_001) })).rejects.toThrow('getPaper needs an arXiv id as text');
    await settle();
  });
});

describe('README › Also listed by Papers with Code: "\'and N more on the site\' past 20"', () => {
  const answer = (count: number) => ({
    paper: { id: 'molt', arxiv_id: '2607.21653' },
    repositories: { count, results: Array.from({ length: count }, (_, i) => ({ url: `https://github.com/lab/repo-${i}`, stars: 100 - i })) },
  });

  it('21 listed: 20 shown, 1 more', () => {
    const opinion = deriveSecondOpinion(answer(21), '2607.21653', 'https://paperswithcode.co');
    expect(opinion).toMatchObject({ status: 'found', more: 1 });
    expect(opinion.status === 'found' && opinion.repos).toHaveLength(20);
  });

  it('20 listed: all shown, none more', () => {
    const opinion = deriveSecondOpinion(answer(20), '2607.21653', 'https://paperswithcode.co');
    expect(opinion).toMatchObject({ status: 'found', more: 0 });
    expect(opinion.status === 'found' && opinion.repos).toHaveLength(20);
  });
});

describe('docs/record-source.md › The record server: "keeps the last 10,000 for the tests"', () => {
  // server/app.ts reads this bound at every request it keeps (requests.splice(0, length - MAX_KEPT_REQUESTS)).
  it('its bound is 10,000', () => {
    expect(MAX_KEPT_REQUESTS).toBe(10_000);
  });
});
