// The sites' link watch, case by case: which links a batch brings (shown ones, still on the page, each
// once, a link the page adds by itself too), how much is read in one idle moment, how long the page
// must rest, and nothing once the watch has ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchLinks } from '../../../lib/ui/link-watch';

beforeEach(() => {
  document.body.innerHTML = '';
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  vi.stubGlobal('innerHeight', 900);
});
// Every watch a test starts ends with it, so none of them reads the next test's page.
const watches: AbortController[] = [];
afterEach(() => {
  for (const stop of watches.splice(0)) stop.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A link to `href` numbered `i`, laid out at i × 20 px from the top, `width` × `height` px. */
function link(i: number, href = `https://arxiv.org/abs/2607.${10000 + i}`, width = 80, height = 20) {
  const a = document.createElement('a');
  a.href = href;
  a.dataset.i = String(i);
  a.getBoundingClientRect = () => ({ top: i * 20, bottom: i * 20 + height, width, height }) as DOMRect;
  return a;
}

/** Puts `links` on the page in one block. */
function page(...links: HTMLAnchorElement[]) {
  const div = document.createElement('div');
  div.append(...links);
  document.body.append(div);
  return div;
}

/** Watches the page, every address accepted; returns the batches as link numbers. */
function watch(options: { chunk?: number; dwellMs?: number } = {}, read = vi.fn((href: string): string | null => href)) {
  const batches: number[][] = [];
  const stop = new AbortController();
  watches.push(stop);
  watchLinks(document, read, (batch) => batches.push(batch.map(({ link }) => Number(link.dataset.i))), { signal: stop.signal, ...options });
  return { batches, stop, read };
}

describe('watchLinks: which links a batch brings', () => {
  it.each([
    { box: '80 × 20 px', width: 80, height: 20, delivered: true },
    { box: '80 × 0 px (a line of text with no height)', width: 80, height: 0, delivered: true },
    { box: '0 × 20 px (an empty inline link)', width: 0, height: 20, delivered: true },
    { box: '0 × 0 px (hidden)', width: 0, height: 0, delivered: false },
  ])('a link of $box on screen is delivered: $delivered', async ({ width, height, delivered }) => {
    page(link(0), link(1, undefined, width, height));
    const { batches } = watch();
    await vi.runAllTimersAsync();
    expect(batches).toEqual([delivered ? [0, 1] : [0]]);
  });

  it('leaves out a link the page removed before it came to rest', async () => {
    const gone = link(1);
    page(link(0), gone, link(2));
    const { batches } = watch();
    await vi.advanceTimersByTimeAsync(20);
    gone.remove();
    await vi.runAllTimersAsync();
    expect(batches).toEqual([[0, 2]]);
  });

  it('delivers a link the page removed before it came to rest and then put back', async () => {
    const moved = link(1);
    const block = page(link(0), moved);
    const { batches } = watch();
    await vi.advanceTimersByTimeAsync(20);
    moved.remove();
    await vi.runAllTimersAsync();
    block.append(moved);
    await vi.runAllTimersAsync();
    expect(batches).toEqual([[0], [1]]);
  });

  it('delivers a link the page adds on its own (not inside a block)', async () => {
    page(link(0));
    const { batches } = watch();
    await vi.runAllTimersAsync();
    document.body.append(link(1));
    await vi.runAllTimersAsync();
    expect(batches).toEqual([[0], [1]]);
  });

  it('delivers each link once when the page adds a block and then a link inside it', async () => {
    page(link(0));
    const { batches } = watch();
    await vi.runAllTimersAsync();
    const block = page(link(1));
    block.append(link(2));
    await vi.runAllTimersAsync();
    expect(batches).toEqual([[0], [1, 2]]);
  });
});

describe('watchLinks: the page’s work first', () => {
  it('reads at most `chunk` links (here 100 of 250) in one idle moment, asking for one within 500 ms', async () => {
    page(...Array.from({ length: 250 }, (_, i) => link(i)));
    const idle: (() => void)[] = [];
    const requestIdleCallback = vi.fn((run: () => void, _options: { timeout: number }) => idle.push(run));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const { read } = watch({ chunk: 100 });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    idle.shift()!();
    expect(read).toHaveBeenCalledTimes(100);
    idle.shift()!();
    expect(read).toHaveBeenCalledTimes(200);
    idle.shift()!();
    expect(read).toHaveBeenCalledTimes(250);
    expect(idle).toEqual([]);
  });

  it('asks for one idle moment at a time, however often the page adds links while it reads', async () => {
    page(link(0));
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    watch();
    page(link(1));
    await Promise.resolve();
    page(link(2));
    await Promise.resolve();
    expect(idle).toHaveLength(1);
  });

  it('reads what the page added during the last chunk of a read, without waiting for another change', async () => {
    page(link(0), link(1));
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { read } = watch({ chunk: 1 });
    idle.shift()!();
    page(link(2, 'https://arxiv.org/abs/2607.99999'));
    await Promise.resolve();
    idle.shift()!();
    idle.shift()!();
    expect(read).toHaveBeenLastCalledWith('https://arxiv.org/abs/2607.99999');
    expect(idle).toEqual([]);
  });

  it('keeps the dwell of a waiting link when a later chunk finds nothing to show', async () => {
    page(link(0), link(1, 'https://example.org/not-a-paper'));
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { batches } = watch(
      { chunk: 1 },
      vi.fn((href: string) => (href.includes('arxiv') ? href : null)),
    );
    idle.shift()!();
    await vi.advanceTimersByTimeAsync(100);
    idle.shift()!();
    await vi.advanceTimersByTimeAsync(60);
    expect(batches).toEqual([[0]]);
  });

  it.each([
    { dwell: 'the default 120 ms', dwellMs: undefined, early: 100, late: 150 },
    { dwell: '300 ms', dwellMs: 300, early: 280, late: 330 },
  ])('delivers only once the page has rested $dwell', async ({ dwellMs, early, late }) => {
    page(link(0));
    const { batches } = watch({ dwellMs });
    await vi.advanceTimersByTimeAsync(early);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(late - early);
    expect(batches).toEqual([[0]]);
  });

  it('reads an address again after 5,000 others (it remembers at most 5,000)', async () => {
    const first = 'https://arxiv.org/abs/2607.00000';
    page(
      ...Array.from({ length: 5000 }, (_, i) => link(i, `https://arxiv.org/abs/2607.${String(i).padStart(5, '0')}`)),
      link(5000, 'https://arxiv.org/abs/2607.99999'),
      link(5001, first),
    );
    const { read } = watch({ chunk: 10_000 });
    await vi.runAllTimersAsync();
    expect(read).toHaveBeenCalledTimes(5002);
    expect(read).toHaveBeenLastCalledWith(first);
  });
});

describe('watchLinks: pages of every shape', () => {
  it('reads a link the page adds after a bare text node', async () => {
    page(link(0));
    const { batches } = watch();
    await vi.runAllTimersAsync();
    document.body.append('more results:', link(1));
    await vi.runAllTimersAsync();
    expect(batches).toEqual([[0], [1]]);
  });

  it('watches a document with no body (an XML feed on a site turned on) without failing', async () => {
    // As browsers do (happy-dom lets it pass): observing nothing is a TypeError.
    vi.spyOn(MutationObserver.prototype, 'observe').mockImplementation((target) => {
      if (!(target instanceof Node)) throw new TypeError("Failed to execute 'observe' on 'MutationObserver'");
    });
    const feed = new DOMParser().parseFromString('<rss><channel/></rss>', 'application/xml');
    const onNear = vi.fn();
    const stop = new AbortController();
    watches.push(stop);
    expect(() => watchLinks(feed, (href) => href, onNear, { signal: stop.signal })).not.toThrow();
    await vi.runAllTimersAsync();
    expect(onNear).not.toHaveBeenCalled();
  });

  it('delivers the links a taller window brings near the screen', async () => {
    page(link(0), link(70));
    const { batches } = watch(
      {},
      vi.fn((href: string) => href),
    );
    await vi.runAllTimersAsync();
    expect(batches).toEqual([[0]]);
    vi.stubGlobal('innerHeight', 1200);
    window.dispatchEvent(new Event('resize'));
    await vi.runAllTimersAsync();
    expect(batches).toEqual([[0], [70]]);
  });
});

describe('watchLinks: the end of the watch', () => {
  it.each([
    { moment: 'while a frame is pending', wait: 5 },
    { moment: 'while the dwell is running', wait: 40 },
  ])('leaves nothing scheduled in the page when it ends $moment, nor after a scroll or a new link', async ({ wait }) => {
    page(link(0));
    const { stop } = watch();
    await vi.advanceTimersByTimeAsync(wait);
    expect(vi.getTimerCount()).toBe(1);
    stop.abort();
    expect(vi.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    page(link(1));
    await Promise.resolve();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('delivers nothing when the watch ends while a link is being read', async () => {
    page(link(0));
    const stop = new AbortController();
    const onNear = vi.fn();
    watchLinks(
      document,
      (href) => {
        stop.abort();
        return href;
      },
      onNear,
      { signal: stop.signal },
    );
    await vi.runAllTimersAsync();
    expect(onNear).not.toHaveBeenCalled();
  });
});
