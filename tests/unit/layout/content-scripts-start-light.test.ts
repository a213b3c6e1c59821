// What a content script builds as it loads, every page it runs on pays before anything shows. An
// `Intl` formatter made at module level loads the browser's locale data: one such line in the GitHub
// states' code took 38 ms of the arXiv panel's start in a CPU profile (docs/speed-and-size.md).
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reached, root } from './imports';

/** Module-level statements start at the line's first column; a constant whose value is a new formatter
 * is made at load (one whose value is a function making it is not). */
const MADE_AT_LOAD = /^(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*(?::[^=\n]+)?=\s*new\s+Intl\.\w+/gm;

/** The lines of `text` that make an `Intl` object as the module loads. */
const madeAtLoad = (text: string): string[] => [...text.matchAll(MADE_AT_LOAD)].map((m) => m[0]);

const CONTENT_SCRIPTS = readdirSync(resolve(root, 'entrypoints'))
  .filter((name) => name.endsWith('.content'))
  .map((name) => `entrypoints/${name}/index.tsx`);

describe('the check itself', () => {
  it('finds a formatter made at module level, and not one made at first use or inside a function', () => {
    const source = [
      "const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });",
      "export const day: Intl.DateTimeFormat = new Intl.DateTimeFormat('en-GB');",
      "const lazy = () => (made ??= new Intl.RelativeTimeFormat('en'));",
      'function dayWritten(at) {',
      "  return new Intl.DateTimeFormat('en-GB').format(at);",
      '}',
    ].join('\n');
    expect(madeAtLoad(source)).toHaveLength(2);
  });

  it('reads every content script (the arXiv panel, the listings, GitHub, its views, the record view, the sites)', () => {
    expect(CONTENT_SCRIPTS.length).toBeGreaterThanOrEqual(6);
    expect(reached('entrypoints/arxiv.content/index.tsx')).toContain('lib/record/github-state-time.ts');
  });
});

describe.each(CONTENT_SCRIPTS)('%s', (entry) => {
  it('makes no Intl object as it loads, in any module it reaches', () => {
    const found = reached(entry).flatMap((path) => madeAtLoad(readFileSync(resolve(root, path), 'utf8')).map((line) => `${path}: ${line}`));
    expect(found).toEqual([]);
  });
});
