// The cases shared with Chromium (tests/e2e/cases/), here in Firefox ESR with the Firefox build.
import { afterAll } from 'vitest';
import { runSharedCases } from '../e2e/cases/run-cases';
import { launchFirefox } from '../support/driver/firefox';
import { closeIdleFirefoxes } from '../support/driver/firefox-pool';

runSharedCases(launchFirefox);
afterAll(closeIdleFirefoxes);
