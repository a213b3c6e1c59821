// One reading of the page's themes for a batch of badges: the same answer for each element as
// backgroundTheme gives alone, each ancestor's background read once for the whole batch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundTheme, pageThemeReader } from '../../../lib/ui/page-theme';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
  document.body.innerHTML = '';
});

const FEED = `
<div id="dark" style="background: #0d1117">${'<p><a>dark post</a></p>'.repeat(5)}</div>
<div id="light" style="background: #ffffff">${'<p><a>light post</a></p>'.repeat(5)}</div>
<div id="bare">${'<p><a>post on the canvas</a></p>'.repeat(5)}</div>
<p style="background: rgba(0, 0, 0, 0.9)"><a>a dark line</a></p>`;

describe('pageThemeReader', () => {
  it('answers for each link as backgroundTheme does alone', () => {
    document.body.innerHTML = FEED;
    const links = [...document.querySelectorAll('a')];
    const themeAt = pageThemeReader(document);
    const batch = links.map((link) => themeAt(link));
    expect(batch).toEqual(links.map((link) => backgroundTheme(link)));
    expect(batch).toEqual([...Array(5).fill('dark'), ...Array(5).fill('light'), ...Array(5).fill('light'), 'dark']);
  });

  it('reads each element’s background once for the whole batch: 38 reads for 16 links, not 62', () => {
    document.body.innerHTML = FEED;
    const links = [...document.querySelectorAll('a')];
    const reads = vi.spyOn(window, 'getComputedStyle');
    const themeAt = pageThemeReader(document);
    for (const link of links) themeAt(link);
    // Each link and its <p> (32); the three containers, body and html once each (5); the root once
    // more for the canvas's colour scheme (1). Alone, each link would read its whole way up: 62.
    expect(reads).toHaveBeenCalledTimes(32 + 5 + 1);
    reads.mockClear();
    for (const link of links) themeAt(link);
    expect(reads).not.toHaveBeenCalled();
  });

  it('follows a page that paints nothing but asks for a dark canvas, and a page’s own switch before all', () => {
    document.body.innerHTML = '<p><a>x</a></p><p><a>y</a></p>';
    document.documentElement.style.colorScheme = 'dark';
    const [x, y] = [...document.querySelectorAll('a')];
    const themeAt = pageThemeReader(document);
    expect([themeAt(x!), themeAt(y!)]).toEqual(['dark', 'dark']);
    document.documentElement.setAttribute('data-theme', 'light');
    expect(pageThemeReader(document)(x!)).toBe('light');
  });
});
