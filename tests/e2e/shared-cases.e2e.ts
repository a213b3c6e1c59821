// The cases shared with Firefox (tests/e2e/cases/), here in Chromium with the Chrome build.
import { afterAll, beforeAll, inject } from 'vitest';
import { createRecordServer, type RecordServer } from '../../server/app';
import { launchChromium } from '../support/driver/chromium';
import { RECORDS_DIR } from '../support/records';
import { contentCases } from './cases/content-cases';

let server: RecordServer;
beforeAll(async () => {
  server = createRecordServer({ dir: RECORDS_DIR });
  await server.listen(inject('recordPort'));
});
afterAll(() => server?.close());

contentCases(() => ({ launch: launchChromium(inject('extensionPath')), server }));
