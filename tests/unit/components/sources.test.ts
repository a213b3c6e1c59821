// The components' hard rules, checked on their source: text only, links only through ExternalLink.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../../../components/', import.meta.url));
// Every folder (one per surface) and the files in it, by their path under components/.
const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.tsx') || name.endsWith('.ts'))
  .map((name) => ({ name, text: readFileSync(`${dir}${name}`, 'utf8') }));

describe('component sources', () => {
  it('are there to check', () => {
    expect(sources.map((s) => s.name)).toEqual(expect.arrayContaining(['panel/PaperPanel.tsx', 'github/PapersBox.tsx', 'options/OptionsSource.tsx']));
  });

  it.each(sources)('$name never writes HTML', ({ text }) => {
    expect(text).not.toMatch(/innerHTML|outerHTML|dangerouslySetInnerHTML|insertAdjacentHTML|document\.write/);
  });

  // LineLink.tsx also writes an <a>, for same-page "#L" anchors only (its own test checks its gate).
  const linkMakers = ['shared/ExternalLink.tsx', 'github/LineLink.tsx'];
  it.each(sources.filter((s) => !linkMakers.includes(s.name)))('$name makes links only through ExternalLink', ({ text }) => {
    expect(text).not.toMatch(/<a[\s>]/);
    expect(text).not.toMatch(/createElement\(\s*['"]a['"]|\bh\(\s*['"]a['"]/);
  });

  it.each(sources)('$name fetches nothing and touches no browser API or storage', ({ text }) => {
    expect(text).not.toMatch(/\bfetch\(|\bbrowser\.|\bchrome\.|localStorage|sessionStorage|wxt\//);
  });

  it.each(sources)('$name is small and starts with a one-line header comment', ({ text }) => {
    expect(text.split('\n').length).toBeLessThan(150);
    expect(text).toMatch(/^\/\/ \S.+\n/);
  });
});
