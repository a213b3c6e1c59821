// The one bound on what the id and address readers look at.

/** Longer input is no arXiv id, paper address or repository address (the longest real ones are
 * under 100 characters, an address with tracking parameters a few hundred): the readers refuse it
 * before any pattern runs, so none of their patterns ever meets a long input. */
export const MAX_ID_INPUT = 2_000;
