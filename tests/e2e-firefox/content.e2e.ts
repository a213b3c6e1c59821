// The cases shared with Chromium (tests/e2e/cases/), here in Firefox ESR with the Firefox build.
import { afterAll, beforeAll, inject } from 'vitest';
import { createRecordServer, type RecordServer } from '../../server/app';
import { launchFirefox } from '../support/driver/firefox';
import { RECORDS_DIR } from '../support/records';
import { contentCases } from '../e2e/cases/content-cases';
import { pageCases } from '../e2e/cases/page-cases';

let server: RecordServer;
let sourceUrl = '';
beforeAll(async () => {
  server = createRecordServer({ dir: RECORDS_DIR });
  ({ url: sourceUrl } = await server.listen(inject('recordPort')));
});
afterAll(() => server?.close());

const context = () => ({ launch: launchFirefox(inject('extensionPath')), server, sourceUrl });
contentCases(context);
pageCases(context);
