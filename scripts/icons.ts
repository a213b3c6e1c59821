// `npm run icons`: renders scripts/icon.svg to public/icon/<size>.png at every size the stores and
// toolbars use (WXT lists them in the manifest's `icons`). `npm run icons -- --check` renders in
// memory and fails if a committed PNG differs, so the PNGs never drift from their source.
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** 16 and 32: toolbar (1x, 2x); 48: Chrome's extensions page; 96: Firefox's add-ons manager at 2x; 128: the stores. */
export const ICON_SIZES = [16, 32, 48, 96, 128] as const;

const root = resolve(import.meta.dirname, '..');
const source = resolve(root, 'scripts/icon.svg');
const outDir = resolve(root, 'public/icon');

/** The icon as a PNG of `size` × `size` pixels. */
export function renderIcon(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng();
}

function main(check: boolean): number {
  const svg = readFileSync(source, 'utf8');
  const stale: string[] = [];
  if (!check) mkdirSync(outDir, { recursive: true });
  for (const size of ICON_SIZES) {
    const png = renderIcon(svg, size);
    const file = resolve(outDir, `${size}.png`);
    if (check) {
      if (!existsSync(file) || !readFileSync(file).equals(png)) stale.push(`public/icon/${size}.png`);
    } else {
      writeFileSync(file, png);
      console.log(`public/icon/${size}.png  ${png.length} bytes`);
    }
  }
  if (stale.length > 0) {
    console.error(`Out of date with scripts/icon.svg (run npm run icons): ${stale.join(', ')}`);
    return 1;
  }
  if (check) console.log('public/icon/ matches scripts/icon.svg');
  return 0;
}

// Run as a script, not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.includes('--check'));
