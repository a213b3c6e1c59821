// `npm run bench`: builds the production extension against a local record server, measures it in Chromium
// beside the same pages without it, prints one table and writes test-output/bench.json. Exits 0 even
// over budget (it reports); non-zero only when something could not be measured.
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRecordServer } from '../../server/app';
import { buildExtension, ROOT } from '../../tests/support/build';
import { RECORDS_DIR } from '../../tests/support/records';
import { abstractFigures } from './abstract';
import { abstractMainThreadFigures } from './abstract-main-thread';
import { abstractSecondFigures } from './second-source';
import { writeEmptyExtension } from './empty-extension';
import { loadBudgets } from './budgets';
import { launchBench, type BenchBrowser } from './chromium';
import type { BenchContext } from './context';
import { openExtensionTab } from './extension-messages';
import type { Figure } from './figure';
import { githubFigures } from './github';
import { listingFigures } from './listing';
import { parseBenchArgs, USAGE, type BenchOptions } from './options';
import { makeReport, reportText, writeReport } from './report';
import { floorFigure } from './floor-size';
import { sizeFigures } from './size';
import { BENCH_SITE, sitesFigures } from './sites';
import { sidePanelFigures } from './side-panel';
import { workerFigures } from './worker-memory';
import { cacheFigures } from './cache-hit';
import { freePort } from '../../tests/support/free-port';

/** The Papers with Code stand-in's fixtures (server/pwc.ts), served by the record server under `/api/v1/`. */
const SECOND_DIR = resolve(ROOT, 'tests/fixtures/pwc');

const log = (line: string) => process.stderr.write(`bench: ${line}\n`);

const MEASUREMENTS: { section: string; measure: (ctx: BenchContext) => Promise<Figure[]> }[] = [
  { section: 'Abstract page', measure: abstractFigures },
  { section: 'Abstract main thread', measure: abstractMainThreadFigures },
  // After both: it turns the second source on for its own loads only, and off again.
  { section: 'Abstract second source', measure: abstractSecondFigures },
  { section: 'Listing (2000 entries)', measure: listingFigures },
  { section: 'GitHub', measure: githubFigures },
  { section: 'Sites turned on', measure: sitesFigures },
  { section: 'Side panel', measure: sidePanelFigures },
  { section: 'Service worker', measure: workerFigures },
  { section: 'Record cache', measure: cacheFigures },
];

async function main(): Promise<number> {
  let options: BenchOptions | null;
  try {
    options = parseBenchArgs(process.argv.slice(2), resolve(ROOT, 'test-output/bench.json'));
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const budgets = loadBudgets();
  const startedAt = new Date().toISOString();
  const port = await freePort();
  log(`building the extension (.output/bench) against http://127.0.0.1:${port}`);
  const extensionPath = buildExtension({ recordSource: `http://127.0.0.1:${port}`, name: 'bench', testHosts: [BENCH_SITE] });
  log('building the floor of the stack (.output/bench-floor)');
  const floorSize = floorFigure();
  const figures: Figure[] = [...sizeFigures(extensionPath), floorSize];
  const failures: string[] = [];

  // Papers with Code's stand-in on the same loopback origin the build's SECOND_SOURCE names; asked only while the setting is on.
  const server = createRecordServer({ dir: RECORDS_DIR, secondDir: SECOND_DIR });
  await server.listen(port);
  const browsers: BenchBrowser[] = [];
  let chromium = 'unknown';
  let emptyDir: string | null = null;
  const failed = (what: string, error: unknown) => {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    log(`${what}: could not measure: ${message}`);
    failures.push(`${what}: ${message}`);
    return message;
  };
  try {
    const ext = await launchBench(extensionPath);
    browsers.push(ext);
    const bare = await launchBench(null);
    browsers.push(bare);
    emptyDir = writeEmptyExtension();
    const empty = await launchBench(emptyDir, { background: false });
    browsers.push(empty);
    chromium = ext.version;
    const extTab = await openExtensionTab(ext);
    const floorPath = resolve(ROOT, '.output/bench-floor/chrome-mv3');
    // Only a floor built in this run: an older build left in the folder would measure old code.
    const floor = floorSize.value !== null && existsSync(floorPath) ? await launchBench(floorPath) : null;
    if (floor) browsers.push(floor);
    const ctx: BenchContext = { ext, bare, empty, floor, extTab, scriptPrefix: `chrome-extension://${ext.extension!.id}/`, server, options, log };
    for (const { section, measure } of MEASUREMENTS) {
      if (options.only && !options.only.includes(section.toLowerCase().split(' ')[0]!)) continue;
      try {
        figures.push(...(await measure(ctx)));
      } catch (error) {
        const note = failed(section, error);
        figures.push({ id: `${section.toLowerCase().split(' ')[0]}.error`, section, label: 'could not measure', unit: 'count', value: null, note });
      }
    }
  } catch (error) {
    // No browser, so nothing but the sizes: still printed, but the run did not measure what it should.
    failed('Chromium', error);
  } finally {
    for (const browser of browsers) await browser.close();
    await server.close();
    if (emptyDir) rmSync(emptyDir, { recursive: true, force: true });
  }

  const report = makeReport({ startedAt, chromium, options, failures, figures }, budgets);
  console.log(reportText(report));
  writeReport(options.out, report);
  log(`figures written to ${options.out}`);
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(2);
  },
);
