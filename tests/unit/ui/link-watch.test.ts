// The sites' link watch: links read in chunks (those the page adds later too), delivered only when
// near the screen and the page rests, each once, each address read once; nothing after the end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchLinks } from '../../../lib/ui/link-watch';

const HEIGHT = 20;

/** A page of `count` links stacked HEIGHT px apart (the n-th at n × HEIGHT, minus the scroll). */
function page(count: number, href = (i: number) => `https://arxiv.org/abs/2607.${String(10000 + (i % 7))}`) {
  document.body.innerHTML = '';
  let scrolled = 0;
  const add = (from: number, to: number) => {
    const div = document.createElement('div');
    for (let i = from; i < to; i++) {
      const a = document.createElement('a');
      a.href = href(i);
      a.dataset.i = String(i);
      a.getBoundingClientRect = () => ({ top: i * HEIGHT - scrolled, bottom: i * HEIGHT - scrolled + HEIGHT, width: 80, height: HEIGHT }) as DOMRect;
      div.append(a);
    }
    document.body.append(div);
  };
  add(0, count);
  const scrollTo = (y: number) => {
    scrolled = y;
    window.dispatchEvent(new Event('scroll'));
  };
  return { add, scrollTo };
}

const indices = (batch: { link: HTMLAnchorElement }[]) => batch.map(({ link }) => Number(link.dataset.i));

describe('watchLinks', () => {
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    vi.stubGlobal('innerHeight', 900);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('delivers the links near the screen once the page rests, then the next ones as it scrolls, each once', async () => {
    const { scrollTo } = page(1000);
    const batches: number[][] = [];
    const read = vi.fn((href: string) => (href.includes('arxiv') ? href : null));
    const stop = new AbortController();
    watchLinks(document, read, (batch) => batches.push(indices(batch)), { signal: stop.signal, chunk: 100 });
    await vi.runAllTimersAsync();
    // 900 px of window and 300 px each side: links 0 to 60 (a top within 1200 px).
    expect(batches).toEqual([Array.from({ length: 61 }, (_, i) => i)]);
    // Seven addresses in all: each read once, however many links carry it.
    expect(read).toHaveBeenCalledTimes(7);
    scrollTo(10_000);
    await vi.runAllTimersAsync();
    // Scrolled 10,000 px: a bottom at -300 px or lower down (link 484) to a top within 1200 px (link 560).
    expect(batches[1]).toEqual(Array.from({ length: 77 }, (_, i) => 484 + i));
    scrollTo(0);
    await vi.runAllTimersAsync();
    expect(batches).toHaveLength(2);
    stop.abort();
  });

  it('reads the links the page adds later, and skips those that lead nowhere of ours', async () => {
    const { add } = page(0, (i) => (i % 2 === 0 ? 'https://arxiv.org/abs/2607.21653' : 'https://example.org/'));
    const batches: number[][] = [];
    const stop = new AbortController();
    watchLinks(
      document,
      (href) => (href.includes('arxiv') ? href : null),
      (batch) => batches.push(indices(batch)),
      { signal: stop.signal },
    );
    await vi.runAllTimersAsync();
    add(0, 10);
    await vi.runAllTimersAsync();
    expect(batches).toEqual([[0, 2, 4, 6, 8]]);
    stop.abort();
  });

  it('does nothing more once its signal ends', async () => {
    const { add, scrollTo } = page(10);
    const onNear = vi.fn();
    const stop = new AbortController();
    watchLinks(document, (href) => href, onNear, { signal: stop.signal });
    stop.abort();
    add(10, 20);
    scrollTo(100);
    await vi.runAllTimersAsync();
    expect(onNear).not.toHaveBeenCalled();
  });
});
