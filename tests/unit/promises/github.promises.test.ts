// docs/speed-and-size.md › How each surface stays light, GitHub: "a repository the tab showed in the last ten minutes is drawn at once from the answer
// the page kept, in the navigation's own task, and the background is asked again behind it". Held to
// the GitHub script's own view (entrypoints/github.content/repo-view.ts) on a fake clock; the page's
// reading, the views' script and the messages are stand-ins.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createRepoView } from '../../../entrypoints/github.content/repo-view';
import { sendMessage } from '../../../lib/messaging/protocol';
import { loadGithubView } from '../../../mounts/github-view-port';

vi.mock('../../../lib/messaging/protocol', () => ({ sendMessage: vi.fn() }));
vi.mock('../../../mounts/github-view-port', () => ({ loadGithubView: vi.fn() }));
vi.mock('../../../lib/pages/github/repo-page', () => ({
  scanRepoPage: () => ({ owner: 'openai', name: 'whisper', kind: 'code', path: null, ref: null }),
}));

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 11, 1, 12);
const start = {
  features: { abstractPanel: true, listingBadges: true, githubBox: true, readmeMarks: false, fileStrip: false, noPapersLine: true },
  lookup: { status: 'found', stale: false, problem: null, view: { citations: [] } },
};

let showBox: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // A box that is no longer in the page, as after GitHub swapped it out: every refresh draws again.
  showBox = vi.fn(async () => ({ remove: () => undefined, connected: false, update: () => undefined }));
  vi.mocked(loadGithubView).mockResolvedValue({ showBox, showMark: vi.fn(), showStrip: vi.fn() } as never);
});
afterEach(() => vi.useRealTimers());

const ctx = { onInvalidated: () => undefined, setTimeout: globalThis.setTimeout, isValid: true } as unknown as ContentScriptContext;

/** The first answer comes; every later openRepo is left unanswered, so only a kept answer draws. */
function background() {
  const send = vi.mocked(sendMessage as (name: string, data?: unknown) => Promise<unknown>);
  send.mockReset();
  send.mockResolvedValueOnce(start).mockImplementation(() => new Promise(() => undefined));
  return send;
}

/** Whether a refresh draws the box before any answer from the background. */
async function drawsAtOnce(view: ReturnType<typeof createRepoView>): Promise<boolean> {
  const before = showBox.mock.calls.length;
  await Promise.race([view.refresh(), new Promise((resolve) => setTimeout(resolve, 20))]);
  return showBox.mock.calls.length > before;
}

describe('docs/speed-and-size.md › How each surface stays light, GitHub: the GitHub page keeps a repository’s answer for ten minutes', () => {
  it('10 minutes after, the box is drawn at once from the kept answer, and the background asked again behind it', async () => {
    const send = background();
    const view = createRepoView(ctx);
    await view.refresh();
    expect(showBox).toHaveBeenCalledTimes(1);
    vi.setSystemTime(T0 + 10 * MINUTE);
    expect(await drawsAtOnce(view)).toBe(true);
    expect(send.mock.calls.filter(([name]) => name === 'openRepo')).toHaveLength(2);
  });

  it('10 minutes and 1 ms after, the page waits for the background', async () => {
    background();
    const view = createRepoView(ctx);
    await view.refresh();
    vi.setSystemTime(T0 + 10 * MINUTE + 1);
    expect(await drawsAtOnce(view)).toBe(false);
  });
});
