// The look a badge or panel takes from the background it sits on.
import { describe, expect, it } from 'vitest';
import { backgroundTheme } from '../../../lib/ui/page-theme';

function placed(html: string): Element {
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  document.body.innerHTML = html;
  return document.querySelector('#target')!;
}

describe('backgroundTheme', () => {
  it.each([
    ['<div style="background: #0d1117"><a id="target">x</a></div>', 'dark'],
    ['<div style="background: rgb(255, 255, 255)"><a id="target">x</a></div>', 'light'],
    ['<div style="background: #0d1117"><p style="background: rgba(255,255,255,0.1)"><a id="target">x</a></p></div>', 'dark'],
    ['<div style="background: #fafafa"><p style="background: rgba(0,0,0,0.9)"><a id="target">x</a></p></div>', 'dark'],
    ['<a id="target">x</a>', 'light'],
    // Mid greys: whichever text reads better on them (#767676 takes light text, #8a8a8a dark text).
    ['<div style="background: #767676"><a id="target">x</a></div>', 'dark'],
    ['<div style="background: #8a8a8a"><a id="target">x</a></div>', 'light'],
  ])('%s → %s', (html, theme) => {
    expect(backgroundTheme(placed(html))).toBe(theme);
  });

  it('follows a page that paints nothing but asks for a dark canvas', () => {
    const target = placed('<a id="target">x</a>');
    document.documentElement.style.colorScheme = 'dark';
    expect(backgroundTheme(target)).toBe('dark');
  });
});
