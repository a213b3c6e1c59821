// @vitest-environment node
// Which files make each entrypoint of a build, and the markers of background-only code.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entrypoints, pageAssets, staticImports } from '../../../scripts/bench/bundle-files';
import { MARKERS, markersIn, sizeFigures } from '../../../scripts/bench/size';

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pcl-build-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('staticImports and pageAssets', () => {
  it('follows minified static imports, relative and root-relative, not dynamic ones', () => {
    const code = 'import{a as b}from"./use-stored.js";import"/chunks/side.js";export{c}from"../x.js";import("./lazy.js")';
    expect(staticImports('chunks/popup.js', code)).toEqual(['chunks/use-stored.js', 'chunks/side.js', 'x.js']);
  });

  it("reads a page's scripts, stylesheets and module preloads, not other links", () => {
    const html =
      '<script type="module" crossorigin src="/chunks/popup.js"></script><link rel="modulepreload" href="/chunks/shared.js"><link rel="stylesheet" href="/assets/popup.css"><link rel="icon" href="/icon.png">';
    expect(pageAssets(html)).toEqual(['chunks/popup.js', 'chunks/shared.js', 'assets/popup.css']);
  });
});

describe('entrypoints and sizeFigures', () => {
  const dir = build({
    'manifest.json': JSON.stringify({
      background: { service_worker: 'background.js' },
      content_scripts: [{ js: ['content-scripts/arxiv.js'], matches: ['https://arxiv.org/abs/*'] }],
    }),
    'background.js': 'const z={_zod:1};fetch(u,{headers:{"Retry-After":1}});"cache-index"',
    'content-scripts/arxiv.js': 'console.log("panel")',
    'content-scripts/arxiv.css': '.pcl-panel{color:red}',
    'popup.html': '<script type="module" src="/chunks/popup.js"></script>',
    'chunks/popup.js': 'import{a}from"./shared.js";',
    'chunks/shared.js': 'export const a=1;',
  });

  it("counts a content script's shadow-root stylesheet, and a page's imports", () => {
    expect(entrypoints(dir)).toEqual([
      { kind: 'content', name: 'arxiv', files: ['content-scripts/arxiv.js', 'content-scripts/arxiv.css'] },
      { kind: 'background', name: 'worker', files: ['background.js'] },
      { kind: 'page', name: 'popup', files: ['chunks/popup.js', 'chunks/shared.js'] },
    ]);
  });

  it('gives raw and gzip sizes, and says no zod and no background-only code in a clean content script', () => {
    const figures = sizeFigures(dir);
    const byId = Object.fromEntries(figures.map((f) => [f.id, f]));
    expect(byId['size.content.arxiv.raw']!.value).toBeCloseTo((21 + 21) / 1000);
    expect(byId['size.content.arxiv.gzip']!.value).toBeGreaterThan(0);
    expect(byId['size.content.arxiv.zod']!.value).toBe(false);
    expect(byId['size.content.arxiv.backgroundOnly']!.value).toBe(false);
    expect(byId['size.content.arxiv.backgroundOnly']!.note).toMatch(/stale markers .*record reader/);
  });

  it('names what it finds', () => {
    expect(markersIn('a._zod.def; h.get("Retry-After")', MARKERS)).toEqual(['zod', 'record client (lib/net)']);
  });
});
