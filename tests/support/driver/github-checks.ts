// Turning on "Check repositories on GitHub" as a reader does, and saving a token: the options page's
// controls, clicked and typed into. The test build's GitHub API is the record server's loopback
// origin, which its manifest already grants, so the permission request resolves with no prompt.
import { expect } from 'vitest';
import { pollUntil } from './in-page';
import type { CaseBrowser } from './types';

export const GITHUB_SWITCH = '.pcl-options-github input[role="switch"]';
export const GITHUB_TOKEN_FIELD = '.pcl-options-github input[type="password"]';
/** A token the stand-in knows (server/github-rate.ts). */
export const KNOWN_TOKEN = 'ghp_testTokenReadOnly000';

/** The switch's state as the page shows it ('' until it is there). Runs in the page. */
function switchState(selector: string): string {
  const input = document.querySelector<HTMLInputElement>(selector);
  if (!input) return '';
  return `${input.disabled ? 'disabled' : 'enabled'},${input.getAttribute('aria-checked') === 'true' ? 'checked' : 'unchecked'}`;
}

/**
 * Opens the options, clicks the GitHub switch, waits for "Saved", and (with `token`) types and saves
 * the token; the page is closed after unless `keepOpen`.
 * @example await turnGithubChecksOn(browser); const page = await browser.open('https://arxiv.org/abs/2607.00005');
 */
export async function turnGithubChecksOn(browser: CaseBrowser, options: { token?: string } = {}) {
  const page = await browser.openExtensionPage('options.html');
  const state = () => page.evaluate(switchState, GITHUB_SWITCH);
  await pollUntil(state, (s) => s === 'enabled,unchecked', 10_000, 'the GitHub switch, off and ready');
  await page.click(GITHUB_SWITCH);
  await page.waitForBodyText('Saved: each listed GitHub repository is checked on GitHub', 10_000);
  await pollUntil(state, (s) => s === 'enabled,checked', 5_000, 'the GitHub switch on');
  if (options.token !== undefined) {
    await page.type(GITHUB_TOKEN_FIELD, options.token);
    await page.press('Enter');
    await page.waitForBodyText('Saved: the token is sent to ', 10_000);
  }
  expect(await page.bodyText()).not.toContain('was refused');
  return page;
}
