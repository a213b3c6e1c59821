// End-to-end cases in Debian's Firefox ESR with the Firefox build, driven over WebDriver BiDi.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e-firefox/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e-firefox/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
