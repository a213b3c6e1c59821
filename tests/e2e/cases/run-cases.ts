// Runs every shared case with one browser's launcher, against the record server its build reads from.
import { afterAll, beforeAll, inject } from 'vitest';
import { createRecordServer, type RecordServer } from '../../../server/app';
import type { LaunchCaseBrowser } from '../../support/driver/types';
import { GITHUB_DIR, RECORDS_DIR, SECOND_DIR } from '../../support/records';
import { codePartsCases } from './code-parts-cases';
import { contentCases } from './content-cases';
import { pageCases } from './page-cases';
import { repoStateCases } from './repo-state-cases';

/** Call at the top of a browser's test file. */
export function runSharedCases(launcher: (extensionPath: string) => LaunchCaseBrowser): void {
  let server: RecordServer;
  let sourceUrl = '';
  beforeAll(async () => {
    server = createRecordServer({ dir: RECORDS_DIR, secondDir: SECOND_DIR, githubDir: GITHUB_DIR });
    ({ url: sourceUrl } = await server.listen(inject('recordPort')));
  });
  afterAll(() => server?.close());
  const context = () => ({ launch: launcher(inject('extensionPath')), server, sourceUrl });
  contentCases(context);
  pageCases(context);
  codePartsCases(context);
  repoStateCases(context);
}
