// The options' "Check repositories on GitHub" switch, set as a reader would (a click), for the
// Chromium files that share one browser (harness.ts): turned on for a surface, and off again after.
// The test build's GitHub API is the record server's loopback origin, which the manifest grants, so
// the click's permission request resolves at once, with no prompt.
import type { ExtensionBrowser } from './browser';

/** Sets the switch to `on` (a click, only when it is not so already) and waits for its "Saved" note. */
export async function setGithubChecks(browser: ExtensionBrowser, on: boolean): Promise<void> {
  const options = await browser.context.newPage();
  try {
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    const control = options.locator('.pcl-options-github input[role="switch"]:not([disabled])');
    await control.waitFor();
    if ((await control.isChecked()) === on) return;
    await control.click();
    await options.getByText(on ? 'Saved: each listed GitHub repository is checked' : 'Saved: repositories are not checked').waitFor({ timeout: 10_000 });
    if ((await control.isChecked()) !== on) throw new Error(`the GitHub switch did not turn ${on ? 'on' : 'off'}`);
  } finally {
    await options.close();
  }
}
