// The stores' listing: the texts within their limits, the manifest's description the short one, and
// the screenshots the size both stores take.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../support/build';

const STORE = resolve(ROOT, 'docs/store');
const short = readFileSync(resolve(STORE, 'short-description.txt'), 'utf8').trim();
const long = readFileSync(resolve(STORE, 'long-description.md'), 'utf8').trim();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the store listing', () => {
  it('has a short description within the Chrome Web Store’s 132 characters (and addons.mozilla.org’s 250 for a summary)', () => {
    expect(short.length).toBeGreaterThan(40);
    expect(short.length).toBeLessThanOrEqual(132);
    expect(short).not.toMatch(/\n/);
  });

  it('has a long description within the Chrome Web Store’s 16,000 characters that names every surface', () => {
    expect(long.length).toBeLessThanOrEqual(16_000);
    for (const surface of ['abstract page', 'listing', 'HTML view', 'GitHub', 'side panel', 'popup', 'Scan this page', 'Hugging Face', 'Google Scholar']) {
      expect(long).toContain(surface);
    }
    // The attribution that travels with the data travels with the listing too.
    expect(long).toContain('CC BY-SA 4.0');
  });

  it('gives the manifest the short description', () => {
    const config = readFileSync(resolve(ROOT, 'wxt.config.ts'), 'utf8');
    expect(config).toContain("'docs/store/short-description.txt'");
  });

  it('has screenshots of 1280×800, as both stores take', () => {
    const shots = readdirSync(STORE).filter((f) => f.endsWith('.png'));
    expect(shots.length).toBeGreaterThanOrEqual(3);
    for (const shot of shots) expect(pngSize(resolve(STORE, shot))).toEqual({ width: 1280, height: 800 });
  });
});

describe('the README’s screenshots', () => {
  it('are all there, and the tour writes every one of them', () => {
    const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
    const shown = [...readme.matchAll(/src="(docs\/[^"]+\.png)"/g)].map((m) => m[1]!);
    expect(shown.length).toBeGreaterThanOrEqual(10);
    const written = new Set(readdirSync(resolve(ROOT, 'docs')));
    for (const file of shown) expect(written).toContain(file.replace('docs/', ''));
  });
});
