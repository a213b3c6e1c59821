// The icons WXT lists in the manifest: every size the stores and toolbars use, square, and
// rendered from scripts/icon.svg as they are now (npm run icons).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, renderIcon } from '../../../scripts/icons';

const root = resolve(import.meta.dirname, '../../..');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('public/icon', () => {
  it('has 16, 32, 48, 96 and 128', () => {
    expect([...ICON_SIZES]).toEqual([16, 32, 48, 96, 128]);
  });

  it.each(ICON_SIZES)('%i.png is that many pixels square and matches scripts/icon.svg', (size) => {
    const png = readFileSync(resolve(root, `public/icon/${size}.png`));
    expect(pngSize(png)).toEqual({ width: size, height: size });
    expect(png.equals(renderIcon(readFileSync(resolve(root, 'scripts/icon.svg'), 'utf8'), size))).toBe(true);
  });
});
