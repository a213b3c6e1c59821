// What every end-to-end test file starts with: the record server on the port the build expects,
// and Chromium with the extension, arxiv.org and github.com answered from snapshots.
import { inject } from 'vitest';
import { createRecordServer, type RecordServer } from '../../server/app';
import { serveArxiv } from './arxiv-pages';
import { launchWithExtension, type ExtensionBrowser } from './browser';
import { serveGithub } from './github-pages';
import { RECORDS_DIR } from './records';

export interface Harness {
  server: RecordServer;
  browser: ExtensionBrowser;
  /** The record server's address, the build's default record source. */
  url: string;
  close(): Promise<void>;
}

/** Call in `beforeAll`; `close` in `afterAll`. */
export async function startHarness(): Promise<Harness> {
  const server = createRecordServer({ dir: RECORDS_DIR });
  const { url } = await server.listen(inject('recordPort'));
  const browser = await launchWithExtension(inject('extensionPath'));
  await serveArxiv(browser.context);
  await serveGithub(browser.context);
  return {
    server,
    browser,
    url,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
