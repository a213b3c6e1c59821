// The cases shared with Firefox (tests/e2e/cases/), here in Chromium with the Chrome build.
import { launchChromium } from '../support/driver/chromium';
import { runSharedCases } from './cases/run-cases';

runSharedCases(launchChromium);
