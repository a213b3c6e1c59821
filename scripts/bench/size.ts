// Size figures: each entrypoint's JS and CSS, raw and gzip, and whether content scripts carry background-only code.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { entrypoints, type Entrypoint } from './bundle-files';
import type { Figure } from './figure';

/** Strings only a bundle holding that code contains, minified or not. */
export const MARKERS: { what: string; zod: boolean; strings: string[] }[] = [
  { what: 'zod', zod: true, strings: ['_zod', 'ZodError'] },
  { what: 'record client (lib/net)', zod: false, strings: ['Retry-After'] },
  { what: 'record cache (lib/cache)', zod: false, strings: ['cache-index'] },
  { what: 'record reader (lib/record/read-record)', zod: false, strings: ['repo_kind_vocabulary'] },
  // Built into the background and the pages only (scripts/build/lean-content-scripts.ts).
  { what: 'WebExtension polyfill', zod: false, strings: ['This script should only be loaded in a browser extension'] },
];

const SECTION = 'Size (production build; KB = 1000 B, gzip -9 per file)';
const KB = 1000;

/**
 * The markers found in `code`, by what they stand for.
 * @example markersIn('x._zod.def', MARKERS) // ['zod']
 */
export function markersIn(code: string, markers: typeof MARKERS): string[] {
  return markers.filter((m) => m.strings.some((s) => code.includes(s))).map((m) => m.what);
}

interface Measured {
  raw: number;
  gzip: number;
  /** gzip bytes of the CSS files alone, so the note can split JS from CSS. */
  cssGzip: number;
  code: string;
}

function measure(outDir: string, entry: Entrypoint): Measured {
  const m: Measured = { raw: 0, gzip: 0, cssGzip: 0, code: '' };
  for (const file of entry.files.filter((f) => /\.(m?js|css)$/.test(f))) {
    const bytes = readFileSync(resolve(outDir, file));
    const packed = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
    m.raw += bytes.length;
    m.gzip += packed;
    if (file.endsWith('.css')) m.cssGzip += packed;
    else m.code += bytes.toString('utf8');
  }
  return m;
}

/**
 * Two figures per entrypoint (raw, gzip) and for each content script two yes/no checks: zod, and any
 * other background-only code. A marker the background bundle itself lacks has gone stale and is not used.
 * @example sizeFigures('.output/bench/chrome-mv3').find((f) => f.id === 'size.content.arxiv.gzip')?.value // 24.5
 */
export function sizeFigures(outDir: string): Figure[] {
  const entries = entrypoints(outDir);
  const background = entries.find((e) => e.kind === 'background');
  const backgroundCode = background ? measure(outDir, background).code : '';
  const live = MARKERS.filter((m) => m.strings.some((s) => backgroundCode.includes(s)));
  const stale = MARKERS.filter((m) => !live.includes(m)).map((m) => m.what);
  const figures: Figure[] = [];
  for (const entry of entries) {
    const { raw, gzip, cssGzip, code } = measure(outDir, entry);
    const id = `size.${entry.kind}.${entry.name}`;
    const files = entry.files.filter((f) => /\.(m?js|css)$/.test(f));
    const label = `${entry.kind} ${entry.name}`;
    figures.push({ id: `${id}.raw`, section: SECTION, label: `${label}: raw`, unit: 'KB', value: raw / KB, note: files.join(', ') });
    const split = `JS ${((gzip - cssGzip) / KB).toFixed(1)} + CSS ${(cssGzip / KB).toFixed(1)}`;
    figures.push({ id: `${id}.gzip`, section: SECTION, label: `${label}: gzip`, unit: 'KB', value: gzip / KB, note: split });
    if (entry.kind !== 'content') continue;
    const found = markersIn(code, live);
    const others = found.filter((what) => what !== 'zod');
    figures.push({ id: `${id}.zod`, section: SECTION, label: `${label}: carries zod`, unit: 'yes/no', value: found.includes('zod') });
    figures.push({
      id: `${id}.backgroundOnly`,
      section: SECTION,
      label: `${label}: carries background-only code`,
      unit: 'yes/no',
      value: others.length > 0,
      note:
        [others.length ? `found: ${others.join(', ')}` : '', stale.length ? `stale markers (not in background): ${stale.join(', ')}` : '']
          .filter(Boolean)
          .join('; ') || undefined,
    });
  }
  return figures;
}
