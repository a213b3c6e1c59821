// The options' "Also ask Papers with Code" switch, set as a reader would (a click), for the Chromium
// files that share one browser (harness.ts): turned on for a surface, and off again after it. The
// test build's second source is the record server's own loopback origin, which the manifest grants,
// so the click's permission request resolves at once, with no prompt.
import type { ExtensionBrowser } from './browser';

/** Sets the switch to `on` (a click, only when it is not so already) and waits for its "Saved" note. */
export async function setSecondSource(browser: ExtensionBrowser, on: boolean): Promise<void> {
  const options = await browser.context.newPage();
  try {
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    // Enabled once the stored settings are read, so its checked state is the stored one.
    const control = options.locator('.pcl-options-second input[role="switch"]:not([disabled])');
    await control.waitFor();
    if ((await control.isChecked()) === on) return;
    await control.click();
    await options.getByText(on ? 'Saved: Papers with Code is asked at' : 'Saved: Papers with Code is not asked').waitFor({ timeout: 10_000 });
    if ((await control.isChecked()) !== on) throw new Error(`the Papers with Code switch did not turn ${on ? 'on' : 'off'}`);
  } finally {
    await options.close();
  }
}
