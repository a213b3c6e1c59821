// panel.css: scoped under the root class, themable both ways, and the tooltip shown on hover and focus.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStylesheet, rulesOf } from '../../support/css-rules';

const css = readStylesheet('shared/panel.css');
const rules = rulesOf(css);
const varsIn = (body: string) => new Set([...body.matchAll(/(--pcl-[\w-]+)\s*:/g)].map((m) => m[1]));
const bodyOf = (selector: string, within: string[] = []) =>
  rules.find((r) => r.selectors.includes(selector) && r.within.join('|') === within.join('|'))?.body ?? '';

describe('panel.css', () => {
  it.each([
    ['shared/panel.css', 40],
    ['panel/panel-record.css', 25],
  ])('scopes every rule of %s under .pcl-panel (or the shadow host)', (name, atLeast) => {
    const styleRules = rulesOf(readStylesheet(name)).filter((r) => !r.within.some((w) => w.startsWith('@keyframes')));
    const stray = styleRules.flatMap((r) => r.selectors).filter((s) => s !== ':host' && !/^\.pcl-panel(?=[\s.:[]|$)/.test(s));
    expect(stray).toEqual([]);
    expect(styleRules.length).toBeGreaterThan(atLeast);
  });

  it('resets the host and sets its own font on the root', () => {
    expect(bodyOf(':host')).toMatch(/all:\s*initial/);
    expect(css).toMatch(/font:\s*13px\/1\.4 system-ui/);
  });

  it('gives every colour a light and a dark value, chosen by the system unless a theme class fixes it', () => {
    const palette = bodyOf('.pcl-panel');
    const colours = [...palette.matchAll(/(--pcl-[\w-]+)\s*:\s*([^;]+);/g)];
    expect(colours.length).toBeGreaterThan(10);
    // One colour: a word, a hex value or a function such as rgba(…) with no nesting.
    const pair = /^light-dark\(\s*((?:[^(),]|\([^()]*\))+),\s*((?:[^(),]|\([^()]*\))+)\)$/;
    expect(colours.filter(([, , value]) => !pair.test((value ?? '').trim())).map(([line]) => line)).toEqual([]);
    // Light first, as light-dark() reads: the light background is the lighter of its pair and the
    // light text the darker (greys, so their hex values order them).
    const pairOf = (name: string) =>
      colours
        .find(([, n]) => n === name)?.[2]
        ?.match(pair)
        ?.slice(1, 3)
        .map((c) => parseInt(c.trim().slice(1), 16));
    const [bgLight = 0, bgDark = 0] = pairOf('--pcl-bg') ?? [];
    const [fgLight = 0, fgDark = 0] = pairOf('--pcl-fg') ?? [];
    expect([bgLight > bgDark, fgLight < fgDark]).toEqual([true, true]);
    expect(palette).toMatch(/color-scheme:\s*light dark/);
    expect(bodyOf('.pcl-panel.pcl-theme-light')).toMatch(/color-scheme:\s*light;/);
    expect(bodyOf('.pcl-panel.pcl-theme-dark')).toMatch(/color-scheme:\s*dark;/);
    expect(rules.filter((r) => r.within.some((w) => w.includes('prefers-color-scheme')))).toEqual([]);
  });

  it('uses only colour variables it defines', () => {
    const defined = varsIn(bodyOf('.pcl-panel'));
    const used = new Set([...css.matchAll(/var\((--pcl-[\w-]+)\)/g)].map((m) => m[1]));
    expect([...used].filter((v) => !defined.has(v))).toEqual([]);
  });

  it('shows an explained label’s tooltip (a kind, a verification level) on hover and on keyboard focus', () => {
    const shown = rules.find((r) => r.body.includes('visibility: visible'));
    expect(shown?.selectors).toContain('.pcl-panel .pcl-explained:focus + .pcl-tooltip');
    expect(shown?.selectors.some((s) => s.includes(':hover') && s.endsWith('.pcl-tooltip'))).toBe(true);
  });

  it('keeps the hidden attribute stronger than display rules, and focus visible', () => {
    expect(bodyOf('.pcl-panel [hidden]')).toMatch(/display:\s*none\s*!important/);
    expect(bodyOf('.pcl-panel :focus-visible')).toMatch(/outline:\s*2px solid/);
  });

  it('reserves the header and loading heights', () => {
    const header = rulesOf(readStylesheet('panel/panel-record.css')).find((r) => r.selectors.includes('.pcl-panel .pcl-header'))?.body ?? '';
    expect(header).toMatch(/min-height:\s*\d+px/);
    expect(bodyOf('.pcl-panel .pcl-loading')).toMatch(/min-height:\s*\d+px/);
  });

  it('loads nothing from outside (no fonts, images or imports)', () => {
    for (const sheet of [css, readStylesheet('panel/panel-record.css')]) expect(sheet).not.toMatch(/url\(|@import|@font-face/);
  });
});
