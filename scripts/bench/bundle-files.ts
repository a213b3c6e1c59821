// Which files of a built extension make each entrypoint: read from the manifest, the pages' HTML and the static imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';

export type EntryKind = 'content' | 'background' | 'page';

export interface Entrypoint {
  kind: EntryKind;
  /** `arxiv-lists` for content-scripts/arxiv-lists.js, `worker` for the background, `popup` for popup.html. */
  name: string;
  /** Paths relative to the build folder, without a leading slash. */
  files: string[];
}

interface Manifest {
  background?: { service_worker?: string; type?: string };
  content_scripts?: { js?: string[]; css?: string[] }[];
}

const strip = (path: string) => path.replace(/^\/+/, '');

/**
 * The files a JS module statically imports (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from`), as build-relative paths; dynamic `import()` is left out, being loaded later if at all.
 * @example staticImports('chunks/popup.js', 'import{a as b}from"./use-stored.js";') // ['chunks/use-stored.js']
 */
export function staticImports(file: string, code: string): string[] {
  const found = new Set<string>();
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;
  for (const match of code.matchAll(pattern)) {
    const spec = match[1]!;
    found.add(spec.startsWith('/') ? strip(spec) : posix.normalize(posix.join(posix.dirname(file), spec)));
  }
  return [...found];
}

/** A file and everything it statically imports, each once. */
function withImports(outDir: string, start: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(resolve(outDir, file))) continue;
    seen.add(file);
    if (/\.m?js$/.test(file)) queue.push(...staticImports(file, readFileSync(resolve(outDir, file), 'utf8')));
  }
  return [...seen];
}

/**
 * The scripts and stylesheets an HTML page loads (`script[src]`, `link[rel=stylesheet|modulepreload]`).
 * @example pageAssets('<script type="module" src="/chunks/popup.js"></script>') // ['chunks/popup.js']
 */
export function pageAssets(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/g)].map((m) => m[1]!);
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel=["']?(stylesheet|modulepreload)\b/.test(tag))
    .map((tag) => /\bhref=["']([^"']+)["']/.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined);
  return [...scripts, ...links].filter((url) => !/^[a-z]+:/i.test(url)).map(strip);
}

/**
 * Every entrypoint of the build in `outDir` (the folder holding manifest.json): each content script
 * (the manifest's and those registered at run time) with its manifest CSS and the stylesheet WXT puts into its shadow root (`content-scripts/<name>.css`),
 * the background worker with its imports, and each HTML page at the top level with the scripts and
 * stylesheets it loads (the HTML itself is not counted).
 * @example entrypoints('.output/bench/chrome-mv3')[0] // { kind: 'content', name: 'arxiv-lists', files: ['content-scripts/arxiv-lists.js', …] }
 */
export function entrypoints(outDir: string): Entrypoint[] {
  const manifest = JSON.parse(readFileSync(resolve(outDir, 'manifest.json'), 'utf8')) as Manifest;
  const result: Entrypoint[] = [];
  const scripts = new Set((manifest.content_scripts ?? []).flatMap((c) => c.js ?? []).map(strip));
  // Scripts the background registers at run time (the sites script) are in the folder, not the manifest.
  const folder = resolve(outDir, 'content-scripts');
  if (existsSync(folder)) for (const file of readdirSync(folder).sort()) if (file.endsWith('.js')) scripts.add(`content-scripts/${file}`);
  for (const js of scripts) {
    const name = posix.basename(js).replace(/\.js$/, '');
    const css = (manifest.content_scripts ?? []).filter((c) => c.js?.map(strip).includes(js)).flatMap((c) => c.css ?? []);
    const shadowCss = posix.join(posix.dirname(js), `${name}.css`);
    result.push({ kind: 'content', name, files: withImports(outDir, [js, ...css.map(strip), shadowCss]) });
  }
  const worker = manifest.background?.service_worker;
  if (worker) result.push({ kind: 'background', name: 'worker', files: withImports(outDir, [strip(worker)]) });
  for (const page of readdirSync(outDir)
    .filter((f) => f.endsWith('.html'))
    .sort()) {
    const html = readFileSync(resolve(outDir, page), 'utf8');
    result.push({ kind: 'page', name: page.replace(/\.html$/, ''), files: withImports(outDir, pageAssets(html)) });
  }
  return result;
}
