// The floor of the stack, measured in the same run: the size of a content script that does nothing but
// what every content script of ours must (scripts/bench/floor/), built beside the real extension.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from '../../tests/support/build';
import type { Figure } from './figure';
import { sizeFigures } from './size';

/**
 * Builds the floor extension and returns its content script's gzip size as `size.floor.gzip`, the
 * figure the content scripts' budgets are a multiple of; n/a when it cannot be built.
 * @example (await floorFigure()).value // 9.46
 */
export function floorFigure(): Figure {
  const base: Omit<Figure, 'value'> = {
    id: 'size.floor.gzip',
    section: 'Size (production build; KB = 1000 B, gzip -9 per file)',
    label: 'floor: one Preact component in a shadow root tied to ctx, one typed message: gzip',
    unit: 'KB',
  };
  const outDir = resolve(ROOT, '.output', 'bench-floor');
  try {
    execFileSync('npx', ['wxt', 'build', 'scripts/bench/floor'], {
      cwd: ROOT,
      env: { ...process.env, BUILD_DIR: outDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch (error) {
    return { ...base, value: null, note: `the floor did not build: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
  const floor = sizeFigures(resolve(outDir, 'chrome-mv3')).find((f) => f.id === 'size.content.floor.gzip');
  return { ...base, value: floor?.value ?? null, note: 'scripts/bench/floor/, built with the same lean content-script settings' };
}
