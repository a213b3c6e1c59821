// @vitest-environment node
// Every surface's stylesheet isolates its elements, so a stray U+202E in record text ends with its element.
import { describe, expect, it } from 'vitest';
import { readStylesheet, rulesOf } from '../../support/css-rules';

describe.each([
  ['shared/panel.css', '.pcl-panel *'],
  ['badges/badge.css', '.pcl-badge *'],
  ['popup/popup.css', '.pcl-popup *'],
])('%s', (file, selector) => {
  it(`isolates every element under ${selector.replace(' *', '')}`, () => {
    const rules = rulesOf(readStylesheet(file)).filter((r) => r.selectors.includes(selector) && r.within.length === 0);
    expect(rules.some((rule) => /unicode-bidi:\s*isolate/.test(rule.body))).toBe(true);
  });
});
