// Runs the tour: each surface brought up in one browser (a tab each), photographed, and a line
// printed per surface. With `docs`, the README's screenshots in light and in dark, and the stores'.
import { resolve } from 'node:path';
import type { CaseBrowser, LaunchCaseBrowser } from '../../tests/support/driver/types';
import type { Surface } from './surfaces';

/** The stores' screenshot size (Chrome Web Store and addons.mozilla.org both take 1280×800). */
export const STORE_SIZE = { width: 1280, height: 800 } as const;
/** The surfaces whose page, whole, makes a store screenshot. */
export const STORE_SURFACES = ['abstract', 'listing', 'huggingface', 'feed'];

interface TourOptions {
  launch: LaunchCaseBrowser;
  surfaces: Surface[];
  outDir: string;
  headless: boolean;
  docs: boolean;
  log: (line: string) => void;
}

/** Shows each surface in `browser` and saves its screenshot; returns how many failed. */
async function tourOnce(browser: CaseBrowser, options: TourOptions, theme: 'light' | 'dark'): Promise<number> {
  let failed = 0;
  for (const surface of options.surfaces) {
    if (theme === 'dark' && !surface.dark) continue;
    const file = options.docs ? `${surface.name}-${theme}.png` : `${surface.name}.png`;
    try {
      const { page, element } = await surface.show(browser);
      await page.screenshot(resolve(options.outDir, file), element);
      options.log(`✓ ${surface.name.padEnd(12)} ${surface.title}: ${resolve(options.outDir, file)}`);
      if (options.docs && theme === 'light' && STORE_SURFACES.includes(surface.name)) {
        await page.setViewport(STORE_SIZE.width, STORE_SIZE.height);
        const store = resolve(options.outDir, 'store', `${surface.name}.png`);
        await page.screenshot(store);
        options.log(`  store screenshot ${STORE_SIZE.width}×${STORE_SIZE.height}: ${store}`);
      }
    } catch (error) {
      failed++;
      options.log(`✗ ${surface.name.padEnd(12)} could not be shown: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  return failed;
}

/**
 * @example const failed = await runTour({ launch, surfaces: SURFACES, outDir, headless: true, docs: false, log: console.log })
 */
export async function runTour(options: TourOptions): Promise<number> {
  const browser = await options.launch({ headless: options.headless });
  let failed = await tourOnce(browser, options, 'light');
  if (!options.docs) {
    if (options.headless) await browser.close();
    else await keepOpen(browser, options.log);
    return failed;
  }
  await browser.close();
  const dark = await options.launch({ headless: true, dark: true });
  failed += await tourOnce(dark, options, 'dark');
  await dark.close();
  return failed;
}

/** Leaves the window open for the reader until Ctrl+C. */
function keepOpen(browser: CaseBrowser, log: (line: string) => void): Promise<void> {
  log('Each surface is open in a tab of the window. Press Ctrl+C to stop.');
  return new Promise((resolve) => {
    process.once('SIGINT', () => void browser.close().finally(resolve));
  });
}
