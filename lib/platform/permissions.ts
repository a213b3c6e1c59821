// Asking for an origin at run time. Chrome grants a request made during a user gesture; Firefox is
// stricter: `permissions.request` must be called synchronously inside the handler of the person's
// click or key press, with nothing awaited before it, or it rejects ("permissions.request may only be
// called from a user input handler"). The origin must also be declared as optional in the manifest
// (`optional_host_permissions` in Manifest V3, `optional_permissions` in V2: see ./manifest.ts).

/** The part of `browser.permissions` that requests origins. */
export interface OriginRequester {
  request(permissions: { origins: string[] }): Promise<boolean>;
}

/**
 * Calls `request` at once, in the caller's own stack frame, so the browser still sees the user
 * gesture; a synchronous throw (a polyfill's argument check) comes back as a rejection. Call it
 * straight from an event handler, never after an `await` or in a `.then`.
 * @example button.onclick = () => void requestOriginsNow(browser.permissions, ['https://records.example.org/*']).then(save);
 */
export function requestOriginsNow(permissions: OriginRequester, origins: string[]): Promise<boolean> {
  try {
    return permissions.request({ origins });
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * A refused or failed request in words for the person, whichever browser said it; `control` names
 * the button that asks, for the one case where pressing it again is the way on.
 * @example requestProblem(new Error('permissions.request may only be called from a user input handler'), 'Save') // 'the browser only asks … press Save again'
 */
export function requestProblem(error: unknown, control: string): string {
  const message = error instanceof Error ? error.message : String(error);
  // Firefox: "…may only be called from a user input handler"; Chrome: "…must be called during a user gesture".
  if (/user input handler|user gesture/i.test(message))
    return `the browser only asks for a permission straight after a click or key press: press ${control} again`;
  // Firefox: "…since it was not declared in the manifest"; Chrome: "Only permissions specified in the manifest may be requested".
  if (/manifest|optional_permissions/i.test(message)) return 'this build of the extension may not ask for that origin';
  return message;
}
