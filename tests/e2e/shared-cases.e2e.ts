// The cases shared with Firefox (tests/e2e/cases/), here in Chromium with the Chrome build.
import { afterAll, beforeAll, inject } from 'vitest';
import { createRecordServer, type RecordServer } from '../../server/app';
import { launchChromium } from '../support/driver/chromium';
import { RECORDS_DIR } from '../support/records';
import { contentCases } from './cases/content-cases';
import { pageCases } from './cases/page-cases';

let server: RecordServer;
let sourceUrl = '';
beforeAll(async () => {
  server = createRecordServer({ dir: RECORDS_DIR });
  ({ url: sourceUrl } = await server.listen(inject('recordPort')));
});
afterAll(() => server?.close());

const context = () => ({ launch: launchChromium(inject('extensionPath')), server, sourceUrl });
contentCases(context);
pageCases(context);
