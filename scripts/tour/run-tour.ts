// Runs the tour: each surface brought up in one browser (a tab each), photographed, and a line
// printed per surface. With `docs`, the README's screenshots in light and in dark, and the stores'.
import { resolve } from 'node:path';
import type { CaseBrowser, CasePage, Clip, LaunchCaseBrowser } from '../../tests/support/driver/types';
import type { Around, Shown, Surface } from './surfaces';

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

type Sides = { top: number; right: number; bottom: number; left: number };

/**
 * The rectangle around the first match of each selector, widened by `margin` and kept inside the
 * page (runs in the page). `host >>> inner` finds `inner` in the shadow root of `host`.
 */
function areaInPage({ of, margin }: { of: string[]; margin: Sides }): Clip | string {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const selector of of) {
    const [host = '', inner] = selector.split(' >>> ');
    const found = document.querySelector(host);
    const element = inner ? found?.shadowRoot?.querySelector(inner) : found;
    if (!element) return `nothing matched ${selector}`;
    const rect = element.getBoundingClientRect();
    left = Math.min(left, rect.left + window.scrollX);
    top = Math.min(top, rect.top + window.scrollY);
    right = Math.max(right, rect.right + window.scrollX);
    bottom = Math.max(bottom, rect.bottom + window.scrollY);
  }
  const page = document.documentElement;
  const x = Math.max(0, Math.floor(left - margin.left));
  const y = Math.max(0, Math.floor(top - margin.top));
  const width = Math.min(page.scrollWidth, Math.ceil(right + margin.right)) - x;
  const height = Math.min(page.scrollHeight, Math.ceil(bottom + margin.bottom)) - y;
  return { x, y, width, height };
}

/** The clip rectangle of a part in place; throws naming the selector that matched nothing. */
async function clipOf(page: CasePage, { of, margin = 0, maxWidth = Infinity }: Around): Promise<Clip> {
  const sides = typeof margin === 'number' ? { top: margin, right: margin, bottom: margin, left: margin } : { top: 0, right: 0, bottom: 0, left: 0, ...margin };
  const area = await page.evaluate(areaInPage, { of, margin: sides });
  if (typeof area === 'string') throw new Error(area);
  return { ...area, width: Math.min(area.width, maxWidth) };
}

/** Photographs what `shown` names: the part in place, or the viewport. */
async function photograph({ page, around }: Shown, path: string): Promise<void> {
  await page.screenshot(path, around ? await clipOf(page, around) : undefined);
}

/** Shows each surface in `browser` and saves its screenshot; returns how many failed. */
async function tourOnce(browser: CaseBrowser, options: TourOptions, theme: 'light' | 'dark'): Promise<number> {
  let failed = 0;
  for (const surface of options.surfaces) {
    if (theme === 'dark' && !surface.dark) continue;
    const file = options.docs ? `${surface.name}-${theme}.png` : `${surface.name}.png`;
    try {
      const shown = await surface.show(browser);
      const { page } = shown;
      await photograph(shown, resolve(options.outDir, file));
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
