// Each Firefox case's browser is one the case before let go, its add-on taken out and installed anew
// (tests/support/driver/firefox-pool.ts). These cases show that such a start is as clean as a new
// browser's: default settings, no recent lookups, no kept record, no tab left over.
import { afterAll, afterEach, beforeAll, expect, inject, it } from 'vitest';
import { createRecordServer, type RecordServer } from '../../server/app';
import { launchFirefox } from '../support/driver/firefox';
import { closeIdleFirefoxes } from '../support/driver/firefox-pool';
import { pollUntil } from '../support/driver/in-page';
import { turnSecondSourceOn } from '../support/driver/second-source';
import type { CaseBrowser } from '../support/driver/types';
import { GITHUB_DIR, loadRecord, RECORDS_DIR, ranHeadline, REAL_RECORD, SECOND_DIR } from '../support/records';

const real = loadRecord(REAL_RECORD);
const INPUT = 'input.pcl-popup-input';
let server: RecordServer;
let browser: CaseBrowser | null = null;
const launch = async (options?: { dark?: boolean }) => {
  browser = await launchFirefox(inject('extensionPath'))(options);
  return browser;
};

beforeAll(async () => {
  server = createRecordServer({ dir: RECORDS_DIR, secondDir: SECOND_DIR, githubDir: GITHUB_DIR });
  await server.listen(inject('recordPort'));
});
afterEach(async () => {
  await browser?.close();
  browser = null;
});
afterAll(async () => {
  await closeIdleFirefoxes();
  await server?.close();
});

/** The tabs open on arXiv, as the add-on sees them. Runs in an extension page. */
async function arxivTabs(): Promise<number> {
  const api = ((globalThis as { browser?: typeof chrome }).browser ?? chrome).tabs;
  return (await api.query({ url: 'https://arxiv.org/*' })).length;
}

/** Whether the Papers with Code switch is on. Runs in the options page. */
function secondSwitchChecked(): string {
  return document.querySelector('.pcl-options-second input[role="switch"]')?.getAttribute('aria-checked') ?? '';
}

it.each([false, true])('a case after one that changed the settings, looked up and kept a record starts as a new browser would (dark: %s)', async (dark) => {
  const first = await launch({ dark });
  await turnSecondSourceOn(first);
  const popup = await first.openExtensionPage('popup.html');
  await popup.type(INPUT, real.arxiv_id);
  await popup.press('Enter');
  await popup.waitForBodyText(ranHeadline(real));
  const abstract = await first.open(`https://arxiv.org/abs/${real.arxiv_id}`);
  await abstract.waitForShadowText('paper-code-lens-panel', ranHeadline(real));
  await first.close();

  const next = await launch({ dark });
  const options = await next.openExtensionPage('options.html');
  await pollUntil(
    () => options.evaluate(secondSwitchChecked, null),
    (state) => state !== '',
    10_000,
    'the Papers with Code switch',
  );
  expect(await options.evaluate(secondSwitchChecked, null)).toBe('false');
  expect(await options.evaluate(arxivTabs, null), 'tabs left from the case before').toBe(0);
  const fresh = await next.openExtensionPage('popup.html');
  await fresh.waitForBodyText('Look up');
  expect(await fresh.bodyText()).not.toContain('Recent lookups');
  // No record kept: the paper is asked of the record server again.
  server.requests.length = 0;
  const again = await next.open(`https://arxiv.org/abs/${real.arxiv_id}`);
  await again.waitForShadowText('paper-code-lens-panel', ranHeadline(real));
  expect(server.requests.map((request) => request.path)).toContain(`/paper/arxiv-${real.arxiv_id.replace('.', '-')}`);
  // The theme asked for is still the one pages see.
  expect(await again.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches, null)).toBe(dark);
});
