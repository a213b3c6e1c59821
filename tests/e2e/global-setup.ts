// Builds the extension once, with its default record source on a loopback port that each
// test file's record server then listens on.
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { buildExtension } from '../support/build';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  // Each run builds into its own folder, so runs side by side (two checkouts' worth) never clash.
  const extensionPath = buildExtension({ recordSource: `http://127.0.0.1:${port}`, name: process.env.E2E_BUILD_NAME ?? 'e2e' });
  project.provide('recordPort', port);
  project.provide('extensionPath', extensionPath);
}

declare module 'vitest' {
  export interface ProvidedContext {
    recordPort: number;
    extensionPath: string;
  }
}
