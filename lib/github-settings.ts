// The settings of the GitHub check ("is the code there?"): off until the reader turns it on, an
// optional personal access token, and whether the one-time offer was answered. Read through checks
// with fallbacks, like every setting (settings.ts).
import { storage } from 'wxt/utils/storage';
import { checkedItem, isFlag } from './checked-item';

/** GitHub's REST API, baked in at build time from GITHUB_API (the tests' loopback stand-in). */
// Stryker disable next-line StringLiteral: static: evaluated once at import; the settings defaults test writes the value out
export const GITHUB_API: string = typeof __GITHUB_API__ === 'string' ? __GITHUB_API__ : 'https://api.github.com';

/** Its host, as the options name it (`api.github.com`). */
export const GITHUB_API_HOST: string = new URL(GITHUB_API).host;

/** Whether each listed GitHub repository's state is read from GitHub's API: off until turned on. */
// Stryker disable next-line BooleanLiteral: static: evaluated once at import; the settings defaults test writes the value out
export const githubChecksOn = checkedItem(storage.defineItem<boolean>('local:settings:githubChecksOn', { fallback: false, version: 1 }), isFlag);

/** The longest token kept: GitHub's are 40 (classic) to 93 (fine-grained) characters. */
export const MAX_TOKEN_LENGTH = 255;

/**
 * A token as typed, trimmed, or null when it cannot be one: empty, too long, or holding anything but
 * the letters, digits and `_` GitHub's tokens are made of (so it can never break a header).
 * @example readToken(' ghp_abc123 ') // 'ghp_abc123'
 */
export function readToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return token.length > 0 && token.length <= MAX_TOKEN_LENGTH && /^[A-Za-z0-9_]+$/.test(token) ? token : null;
}

/** The reader's personal access token ('' for none): kept in this browser only, sent only to GitHub's API. */
export const githubToken = checkedItem(storage.defineItem<string>('local:settings:githubToken', { fallback: '', version: 1 }), (value) =>
  value === '' ? '' : readToken(value),
);

/** Whether the panel's one-time offer to check repositories was answered (either way): then it is not shown again. */
// Stryker disable next-line BooleanLiteral: static: evaluated once at import; the settings defaults test writes the value out
export const githubOfferAnswered = checkedItem(storage.defineItem<boolean>('local:ui:githubOfferAnswered', { fallback: false, version: 1 }), isFlag);
