// `npm run demo`: the record server with the bundled records, a build pointing at it, and
// Chromium with the extension on the saved abstract page of 2607.21653 (a window where there is
// a display, headless elsewhere), with a screenshot of the panel.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRecordServer } from '../server/app';
import { serveArxiv } from '../tests/support/arxiv-pages';
import { launchWithExtension } from '../tests/support/browser';
import { buildExtension, ROOT } from '../tests/support/build';
import { RECORDS_DIR } from '../tests/support/records';

const PAPER = 'https://arxiv.org/abs/2607.21653';
const headless = !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;

const server = createRecordServer({ dir: RECORDS_DIR, log: (line) => console.log(`  ${line}`) });
const { url } = await server.listen(0);
console.log(`Record server on ${url}; building the extension against it…`);
const extension = buildExtension({ recordSource: url, name: 'demo' });

const browser = await launchWithExtension(extension, { headless });
await serveArxiv(browser.context);
const page = browser.context.pages()[0] ?? (await browser.context.newPage());
await page.goto(PAPER);
const panel = page.locator('paper-code-lens-panel');
await panel
  .getByText(/harvested functions? ran/)
  .first()
  .waitFor({ timeout: 20_000 });

const outDir = resolve(ROOT, 'test-output');
mkdirSync(outDir, { recursive: true });
const shot = resolve(outDir, 'demo-panel.png');
await panel.screenshot({ path: shot });
console.log(`The panel shows the record of ${PAPER}. Screenshot: ${shot}`);

if (headless) {
  await browser.close();
  await server.close();
} else {
  console.log('Close the browser window (or press Ctrl+C) to stop.');
  const stop = async () => {
    await browser.close().catch(() => undefined);
    await server.close();
    process.exit(0);
  };
  browser.context.on('close', () => void stop());
  process.on('SIGINT', () => void stop());
}
