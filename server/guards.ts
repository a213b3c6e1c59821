// What the record server refuses and how much it keeps: loopback host names only, bounded logs.

/** Host names the server answers to. Anything else is a page that rebound its own name to
 * 127.0.0.1 (DNS rebinding) to read the server as its own origin: it gets 421. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a Host header names this machine's loopback (any port); an absent one does not.
 * @example isLoopbackHost('127.0.0.1:8787') // true */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return LOOPBACK_HOSTS.has(name.toLowerCase());
}

/** Requests kept for tests at most; older ones are dropped, so a long run cannot grow without end. */
export const MAX_KEPT_REQUESTS = 10_000;
/** Paths longer than this are cut in the kept entry and the log line, with their full length. */
export const MAX_SHOWN_PATH = 200;

/** A path as kept and logged: whole when short, else its start, an ellipsis and its length.
 * @example shownPath('/paper/' + 'x'.repeat(500)) // '/paper/xxx…(507 chars)' cut at 200 */
export function shownPath(path: string): string {
  return path.length <= MAX_SHOWN_PATH ? path : `${path.slice(0, MAX_SHOWN_PATH)}…(${path.length} chars)`;
}
