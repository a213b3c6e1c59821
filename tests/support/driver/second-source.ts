// Turning on "Also ask Papers with Code" as a reader does: the options page's switch, clicked. The
// test build's second source is the record server's loopback origin, which its manifest already
// grants, so the permission request at that click resolves at once in both browsers, with no prompt.
import { expect } from 'vitest';
import { pollUntil } from './in-page';
import type { CaseBrowser } from './types';

export const SECOND_SWITCH = '.pcl-options-second input[role="switch"]';

/** The switch's state as the page shows it ('' until it is there): "enabled,checked" and the like. */
function switchState(selector: string): string {
  const input = document.querySelector<HTMLInputElement>(selector);
  if (!input) return '';
  return `${input.disabled ? 'disabled' : 'enabled'},${input.getAttribute('aria-checked') === 'true' ? 'checked' : 'unchecked'}`;
}

/**
 * Opens the options page, clicks the switch, waits for its "Saved" note and closes the page; fails
 * when the browser refuses or the switch does not end up checked.
 * @example await turnSecondSourceOn(browser); const page = await browser.open('https://arxiv.org/abs/2607.21653');
 */
export async function turnSecondSourceOn(browser: CaseBrowser): Promise<void> {
  const options = await browser.openExtensionPage('options.html');
  const state = () => options.evaluate(switchState, SECOND_SWITCH);
  await pollUntil(state, (s) => s === 'enabled,unchecked', 10_000, 'the Papers with Code switch, off and ready');
  await options.click(SECOND_SWITCH);
  await options.waitForBodyText('Saved: Papers with Code is asked at', 10_000);
  expect(await options.bodyText()).not.toContain('was refused');
  await pollUntil(state, (s) => s === 'enabled,checked', 5_000, 'the Papers with Code switch on');
  await options.close();
}
