// The look a badge or panel takes, case by case: the colours a page's background can be given as,
// and the backgrounds at the edges where the theme switches.
import { afterEach, describe, expect, it } from 'vitest';
import { backgroundTheme, pageThemeAt } from '../../../lib/ui/page-theme';

/**
 * A window whose computed styles are the given strings, as a browser reports them: `background` for
 * the element itself, `scheme` for the page's root.
 */
function viewWith(background: string, scheme = ''): Window {
  return {
    getComputedStyle: (node: Element) => (node === document.documentElement ? { colorScheme: scheme, backgroundColor: '' } : { backgroundColor: background }),
  } as unknown as Window;
}

function target(): Element {
  document.body.innerHTML = '<a id="target">x</a>';
  return document.querySelector('#target')!;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('style');
});

describe('backgroundTheme, on a page whose canvas is light', () => {
  it.each([
    // Short hex: each digit doubled (#123 is #112233, a dark blue).
    ['#000', 'dark'],
    ['#123', 'dark'],
    ['#fff', 'light'],
    ['#FFF', 'light'],
    // Spaces around a colour are not part of it.
    [' #000000 ', 'dark'],
    // rgb(…) with or without alpha, with several digits a channel, spaces inside the brackets.
    ['rgb(13, 17, 23)', 'dark'],
    ['rgb( 13, 17, 23 )', 'dark'],
    ['rgb(13 17 23 / 0.9)', 'dark'],
    // Exactly half opaque counts as the background; a percentage alpha is a fraction of 100.
    ['rgba(0, 0, 0, 0.5)', 'dark'],
    ['rgba(0, 0, 0, 0.49)', 'light'],
    ['rgba(0, 0, 0, 60%)', 'dark'],
    ['rgba(0, 0, 0, 40%)', 'light'],
    // Near-black channels (the linear part of the sRGB curve) stay dark.
    ['rgb(5, 5, 5)', 'dark'],
    // Pure blue is dark: blue adds only a little to how light a colour looks.
    ['rgb(0, 0, 255)', 'dark'],
    // A mid grey just lighter than the switch point takes dark text.
    ['rgb(128, 128, 128)', 'light'],
    // Just darker than the switch point with a channel at zero: the zero counts for nothing.
    ['rgb(200, 0, 251)', 'dark'],
    ['rgb(199, 0, 254)', 'dark'],
  ])('%s → %s', (background, theme) => {
    expect(backgroundTheme(target(), viewWith(background))).toBe(theme);
  });
});

describe('backgroundTheme, on a page that asks for a dark canvas', () => {
  // None of these is a colour, so the canvas decides: dark.
  it.each(['x#ffffff', '#f', '#zzz', '#12345', 'xrgb(255, 255, 255)', 'rgb(255, 255, 255)x', 'rgb(255, 255)', 'transparent'])(
    '%s is not a colour: dark',
    (background) => {
      expect(backgroundTheme(target(), viewWith(background, 'dark'))).toBe('dark');
    },
  );

  it('takes a white rgb() as the background over the dark canvas', () => {
    expect(backgroundTheme(target(), viewWith('rgb(255, 255, 255)', 'dark'))).toBe('light');
  });
});

describe('backgroundTheme, the canvas alone', () => {
  it.each([
    ['dark', 'dark'],
    ['dark light', 'dark'],
    ['light dark', 'light'],
    ['light', 'light'],
    ['normal', 'light'],
    ['', 'light'],
  ])('color-scheme "%s" → %s', (scheme, theme) => {
    expect(backgroundTheme(target(), viewWith('rgba(0, 0, 0, 0)', scheme))).toBe(theme);
  });
});

describe('pageThemeAt', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
  ])('follows the page’s own data-theme="%s" over its background', (own, theme) => {
    const link = target();
    document.body.style.background = own === 'dark' ? '#ffffff' : '#000000';
    document.documentElement.setAttribute('data-theme', own);
    expect(pageThemeAt(link)).toBe(theme);
    document.body.removeAttribute('style');
  });

  it('reads the background when data-theme is something else', () => {
    const link = target();
    document.body.style.background = '#000000';
    document.documentElement.setAttribute('data-theme', 'auto');
    expect(pageThemeAt(link)).toBe('dark');
    document.body.removeAttribute('style');
  });
});
