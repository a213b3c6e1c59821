// Options our content scripts share, so each entrypoint names only what is its own.
import type { IsolatedWorldContentScriptEntrypointOptions } from 'wxt';

// Stryker disable all: static options WXT reads at build time; the built manifest is checked end to end

/** WXT's start-up note to older copies of a script, without the window.postMessage that tells every
 * script of the page the extension's id (README: Security). */
export const QUIET_START = { noScriptStartedPostMessage: true } as const;

/** A script in no manifest entry: the background registers it on granted sites or runs it on a page's
 * first need, and it puts its own CSS where it draws. */
export const RUN_TIME_SCRIPT: IsolatedWorldContentScriptEntrypointOptions = {
  registration: 'runtime',
  matches: [],
  cssInjectionMode: 'manual',
  ...QUIET_START,
};
