// `npm run demo`: a tour of every surface, on the bundled snapshots in their sites' own look and the
// record server (no network), in Chromium or, with --firefox, in Firefox; a window where there is a
// display, headless elsewhere. One line per surface says where its screenshot is. `--only
// github,popup-paper` shows just those; `--docs` writes the README's screenshots (light and dark) and
// the stores' (1280×800). The build keeps a reader's defaults (https://codewithpapers.app, …), and the
// browser hands their requests to the record server.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createRecordServer } from '../server/app';
import { TEST_HOSTS } from '../tests/e2e/global-setup';
import { buildExtension, ROOT } from '../tests/support/build';
import { findBrowser, missingBrowserMessage } from '../tests/support/browser-path';
import { launchChromium } from '../tests/support/driver/chromium';
import { launchFirefox } from '../tests/support/driver/firefox';
import { GITHUB_DIR, RECORDS_DIR } from '../tests/support/records';
import { runTour } from './tour/run-tour';
import { SURFACES } from './tour/surfaces';

const { values } = parseArgs({
  options: { only: { type: 'string' }, firefox: { type: 'boolean' }, docs: { type: 'boolean' }, headless: { type: 'boolean' } },
});
const kind = values.firefox ? 'firefox' : 'chromium';
if (!findBrowser(kind)) {
  console.error(missingBrowserMessage(kind));
  process.exit(3);
}
const wanted = values.only?.split(',').map((name) => name.trim()) ?? null;
const unknown = wanted?.filter((name) => !SURFACES.some((s) => s.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`No surface named ${unknown.join(', ')}. The surfaces: ${SURFACES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const surfaces = wanted ? SURFACES.filter((s) => wanted.includes(s.name)) : SURFACES;
const headless = values.headless || values.docs || (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY);

// The record server also stands in for Papers with Code under /api/v1/ and GitHub's API under /repos/,
// from their fixtures, for the surfaces that turn them on.
const server = createRecordServer({ dir: RECORDS_DIR, secondDir: resolve(ROOT, 'tests/fixtures/pwc'), githubDir: GITHUB_DIR });
const { url } = await server.listen(0);
/** A reader's defaults (wxt.config.ts), each answered by the record server through the browser's routing. */
const forward = { 'https://codewithpapers.app': url, 'https://paperswithcode.co': url, 'https://api.github.com': url };
console.log(`Record server on ${url}, answering for ${Object.keys(forward).join(', ')}; building the extension for ${kind}…`);
// The demo build, like the tests', may read the demo's own stand-in sites (a lab page, Hugging Face,
// a feed) without the permission prompt, which only a person can answer; a release build never can.
// So too Papers with Code and GitHub's API, which a reader grants with a click when turning them on.
const testHosts = [...TEST_HOSTS, 'https://paperswithcode.co/*', 'https://api.github.com/*'];
const extension = buildExtension({ recordSource: null, name: `demo-${kind}`, testHosts, browser: kind === 'firefox' ? 'firefox' : 'chrome' });
const launch = kind === 'firefox' ? launchFirefox(extension, { look: true, forward }) : launchChromium(extension, { look: true, forward });

const outDir = values.docs ? resolve(ROOT, 'docs') : resolve(ROOT, 'test-output/demo', kind);
mkdirSync(outDir, { recursive: true });
const failed = await runTour({ launch, surfaces, outDir, headless, docs: Boolean(values.docs), log: (line) => console.log(line) });
await server.close();
process.exit(failed > 0 ? 1 : 0);
