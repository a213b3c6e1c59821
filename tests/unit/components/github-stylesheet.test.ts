// github.css: scoped under the GitHub roots, panel.css's colours reused not copied, the mark kept inline.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStylesheet, rulesOf } from '../../support/css-rules';

const css = readStylesheet('github/github.css');
const panelCss = readStylesheet('shared/panel.css');
const rules = rulesOf(css);
const bodyOf = (selector: string) => rules.find((r) => r.selectors.includes(selector))?.body ?? '';
const ruleIndex = (selector: string) => rules.findIndex((r) => r.selectors.includes(selector));
/** Specificity as [ids, classes and pseudo-classes, types], enough for these selectors. */
const specificity = (s: string) => [0, (s.match(/[.:][\w-]+/g) ?? []).length, (s.match(/(^|[\s>+~])[a-z]+/g) ?? []).length];

describe('github.css', () => {
  it('scopes every rule under a GitHub root (.pcl-panel.pcl-gh*) or the inline host', () => {
    const stray = rules
      .flatMap((r) => r.selectors)
      .filter((s) => !/^\.pcl-panel\.pcl-gh[\w-]*(?=[\s.:[]|$)/.test(s) && !s.startsWith(':host(.pcl-inline-host)'));
    expect(stray).toEqual([]);
    expect(rules.length).toBeGreaterThan(30);
  });

  it('defines no colour variable of its own, and uses only those panel.css defines on .pcl-panel', () => {
    expect(css).not.toMatch(/--pcl-[\w-]+\s*:/);
    const panelRoot = rulesOf(panelCss).find((r) => r.selectors.includes('.pcl-panel') && r.within.length === 0)?.body ?? '';
    const defined = new Set([...panelRoot.matchAll(/(--pcl-[\w-]+)\s*:/g)].map((m) => m[1]));
    const used = new Set([...css.matchAll(/var\((--pcl-[\w-]+)\)/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((v) => !defined.has(v))).toEqual([]);
  });

  it("overrides panel.css's frame with selectors that beat .pcl-panel whichever sheet loads first", () => {
    for (const root of ['.pcl-panel.pcl-gh-box', '.pcl-panel.pcl-gh-mark', '.pcl-panel.pcl-gh-strip']) {
      expect(bodyOf(root)).toMatch(/margin:/);
      expect(specificity(root)[1]).toBeGreaterThan(specificity('.pcl-panel')[1]!);
    }
    expect(bodyOf('.pcl-panel.pcl-gh-box')).toMatch(/border:\s*0/);
  });

  it('keeps the citation mark inline and small, in a line of text', () => {
    const mark = bodyOf('.pcl-panel.pcl-gh-mark');
    expect(mark).toMatch(/display:\s*inline-flex/);
    expect(mark).toMatch(/vertical-align:\s*middle/);
    expect(mark).toMatch(/width:\s*auto/);
    expect(mark).toMatch(/white-space:\s*nowrap/);
    expect(mark).toMatch(/position:\s*relative/);
    // panel.css makes the shadow host a block with !important; the inline host rule must beat it.
    expect(bodyOf(':host(.pcl-inline-host)')).toMatch(/display:\s*inline\s*!important/);
    expect(bodyOf(':host(.pcl-inline-host) > div')).toMatch(/display:\s*inline/);
  });

  it("shows the mark's tooltip on hover and on keyboard focus, and Escape beats both", () => {
    const shown = rules.find((r) => r.body.includes('visibility: visible'));
    const focus = '.pcl-panel.pcl-gh-mark .pcl-gh-mark-label:focus + .pcl-tooltip';
    expect(shown?.selectors).toContain(focus);
    expect(shown?.selectors.some((s) => s.includes(':hover') && s.endsWith('.pcl-tooltip'))).toBe(true);
    const dismissed = '.pcl-panel.pcl-gh-mark .pcl-gh-mark-label + .pcl-tooltip.pcl-tooltip--dismissed';
    expect(bodyOf(dismissed)).toMatch(/visibility:\s*hidden/);
    expect(specificity(dismissed)).toEqual(specificity(focus));
    expect(ruleIndex(dismissed)).toBeGreaterThan(ruleIndex(focus));
  });

  it("gives the box GitHub's heading size and a small reserved loading height", () => {
    expect(bodyOf('.pcl-panel.pcl-gh-box .pcl-gh-heading')).toMatch(/font-size:\s*16px/);
    expect(bodyOf('.pcl-panel.pcl-gh-box .pcl-loading')).toMatch(/min-height:\s*\d+px/);
  });

  it('loads nothing from outside (no fonts, images or imports)', () => {
    expect(css).not.toMatch(/url\(|@import|@font-face/);
  });
});
