import { afterEach, describe, expect, it, vi } from 'vitest';
import { githubTheme } from '../../../../lib/pages/github/theme';
import { PAGES } from './corpus';

// The live document, whose defaultView is happy-dom's window, so matchMedia can be stubbed.
function liveDocument(attributes: Record<string, string>, prefersDark: boolean | 'throws' | 'missing'): Document {
  const html = document.documentElement;
  for (const name of ['data-color-mode', 'data-light-theme', 'data-dark-theme']) html.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes)) html.setAttribute(name, value);
  if (prefersDark === 'missing') vi.spyOn(window, 'matchMedia').mockReturnValue(undefined as never);
  else
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      if (prefersDark === 'throws') throw new Error('no media queries here');
      return { matches: prefersDark && query.includes('dark'), media: query } as MediaQueryList;
    });
  return document;
}

describe('githubTheme on saved pages', () => {
  it.each([
    ['root', 'light'],
    ['root-dark', 'dark'],
    // data-color-mode="auto" on a parsed page: no window to ask, so GitHub's default.
    ['no-sidebar', 'light'],
    ['not-github', 'light'],
  ] as const)('%s is %s', (page, theme) => {
    expect(githubTheme(PAGES[page]())).toBe(theme);
  });
});

describe('githubTheme from the html attributes', () => {
  afterEach(() => {
    for (const name of ['data-color-mode', 'data-light-theme', 'data-dark-theme']) document.documentElement.removeAttribute(name);
  });

  it.each([
    [{ 'data-color-mode': 'light', 'data-light-theme': 'light', 'data-dark-theme': 'dark' }, true, 'light'],
    [{ 'data-color-mode': 'dark', 'data-light-theme': 'light', 'data-dark-theme': 'dark' }, false, 'dark'],
    [{ 'data-color-mode': 'dark', 'data-dark-theme': 'dark_dimmed' }, false, 'dark'],
    [{ 'data-color-mode': 'dark', 'data-dark-theme': 'dark_tritanopia_high_contrast' }, false, 'dark'],
    // A light theme chosen for night: the theme's name decides, not the mode.
    [{ 'data-color-mode': 'dark', 'data-dark-theme': 'light_high_contrast' }, true, 'light'],
    [{ 'data-color-mode': 'light', 'data-light-theme': 'dark_dimmed' }, false, 'dark'],
    [{ 'data-color-mode': 'auto', 'data-light-theme': 'light', 'data-dark-theme': 'dark_dimmed' }, true, 'dark'],
    [{ 'data-color-mode': 'auto', 'data-light-theme': 'light', 'data-dark-theme': 'dark_dimmed' }, false, 'light'],
    [{ 'data-color-mode': 'auto', 'data-light-theme': 'light_colorblind', 'data-dark-theme': 'dark' }, false, 'light'],
    [{ 'data-color-mode': 'AUTO', 'data-dark-theme': 'dark' }, true, 'dark'],
    // Missing or unknown theme names fall back to the mode's own side.
    [{ 'data-color-mode': 'dark' }, false, 'dark'],
    [{ 'data-color-mode': 'dark', 'data-dark-theme': 'solarized' }, false, 'dark'],
    [{ 'data-color-mode': 'auto' }, true, 'dark'],
    [{}, true, 'light'],
    [{ 'data-color-mode': 'sepia', 'data-dark-theme': 'dark' }, true, 'light'],
  ] as const)('%o, prefers dark: %s -> %s', (attributes, prefersDark, theme) => {
    expect(githubTheme(liveDocument(attributes, prefersDark))).toBe(theme);
  });

  it.each(['throws', 'missing'] as const)('auto is light when matchMedia %s (no answer)', (how) => {
    expect(githubTheme(liveDocument({ 'data-color-mode': 'auto', 'data-dark-theme': 'dark' }, how))).toBe('light');
  });

  it('never throws on a document it cannot read', () => {
    expect(githubTheme({} as Document)).toBe('light');
  });
});
