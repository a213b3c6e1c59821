// The cases shared with Chromium (tests/e2e/cases/), here in Firefox ESR with the Firefox build.
import { afterAll, beforeAll, inject } from 'vitest';
import { createRecordServer, type RecordServer } from '../../server/app';
import { launchFirefox } from '../support/driver/firefox';
import { RECORDS_DIR } from '../support/records';
import { contentCases } from '../e2e/cases/content-cases';

let server: RecordServer;
beforeAll(async () => {
  server = createRecordServer({ dir: RECORDS_DIR });
  await server.listen(inject('recordPort'));
});
afterAll(() => server?.close());

contentCases(() => ({ launch: launchFirefox(inject('extensionPath')), server }));
