// popup.css and options.css: the popup's 400 x 600 frame, both colour schemes, focus always visible.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(fileURLToPath(new URL(`../../../components/${name}`, import.meta.url)), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties a block sets, by name. */
const varsIn = (block: string) => new Set([...block.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
/** The body of the rule whose whole selector is `selector`, at the top level or inside the dark media query. */
function block(css: string, selector: string, dark = false): string {
  const scope = dark ? (/@media \(prefers-color-scheme: dark\)\s*\{([\s\S]*?\n)\}/.exec(css)?.[1] ?? '') : css;
  for (const [, prelude = '', body = ''] of scope.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (prelude.trim() === selector) return body;
  }
  return '';
}

describe.each(['popup/popup.css', 'options/options.css'])('%s', (name) => {
  const css = read(name);

  it('sets a dark colour set for every light colour, for the system preference', () => {
    const light = varsIn(block(css, ':root'));
    const dark = varsIn(block(css, ':root', true));
    expect(light.size).toBeGreaterThan(5);
    expect([...dark].sort()).toEqual([...light].sort());
    expect(block(css, ':root')).toMatch(/color-scheme:\s*light dark/);
  });

  it('uses only the colour variables it defines', () => {
    const defined = varsIn(block(css, ':root'));
    const used = new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1]));
    expect([...used].filter((v) => !defined.has(v))).toEqual([]);
  });

  it('keeps keyboard focus visible', () => {
    expect(css).toMatch(/:focus-visible\s*\{[^}]*outline:\s*2px solid/);
  });

  it('loads nothing from outside', () => {
    expect(css).not.toMatch(/url\(|@import|@font-face/);
  });
});

describe('popup.css', () => {
  it('is 400 px wide and at most 600 px tall, scrolling inside', () => {
    const body = block(read('popup/popup.css'), 'body');
    expect(body).toMatch(/width:\s*400px/);
    expect(body).toMatch(/max-height:\s*600px/);
    expect(body).toMatch(/overflow-y:\s*auto/);
  });
});
