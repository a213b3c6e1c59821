// The GitHub stand-in's hourly allowance, kept as GitHub keeps its primary rate limit: per client
// address without a token, per token with one, each window an hour from its first request. A token
// is known by its place in the list of known tokens; its text is never kept, logged or answered.

/** Requests an hour without a token (GitHub's figure). */
export const UNAUTHENTICATED_LIMIT = 60;
/** Requests an hour with a known token (GitHub's figure for a personal token). */
export const AUTHENTICATED_LIMIT = 5000;
/** A window's length: an hour, from the window's first request. */
export const WINDOW_SECONDS = 3600;
/** The tokens the stand-in accepts unless told others; any other token is "Bad credentials". */
export const DEFAULT_GITHUB_TOKENS: readonly string[] = ['ghp_testTokenReadOnly000'];

/** The allowance's numbers and clock, for tests; GitHub's figures and `Date.now` by default. */
export interface GithubLimits {
  unauthenticated?: number;
  authenticated?: number;
  /** Epoch ms. */
  now?: () => number;
}

/** Who asks: a known token (`token:0`, its place in the list) or a client address (`address:127.0.0.1`),
 * or a token the stand-in does not know, which is charged to the address as GitHub does. */
export interface Caller {
  key: string;
  limit: number;
  /** True only for a known token: its 304s are free. */
  authenticated: boolean;
  badCredentials: boolean;
}

/** One window: when it ends (epoch seconds, as `X-RateLimit-Reset` says) and what was used of it. */
export interface RateWindow {
  reset: number;
  used: number;
}

/** `Bearer <token>` or `token <token>` (either case); null for any other form. */
function tokenOf(authorization: string): string | null {
  const found = /^\s*(?:bearer|token)\s+(\S+)\s*$/i.exec(authorization);
  return found ? found[1]! : null;
}

/** An IPv4 client seen through an IPv6 socket (`::ffff:127.0.0.1`) is named as IPv4, as GitHub names it. */
export const addressName = (address: string | undefined): string => (address ?? 'unknown').replace(/^::ffff:/i, '');

/**
 * The windows of every caller since the last {@link GithubLimiter.reset}.
 * @example createGithubLimiter().caller(undefined, '127.0.0.1').limit // 60
 */
export function createGithubLimiter(tokens: readonly string[] = DEFAULT_GITHUB_TOKENS, limits: GithubLimits = {}) {
  const unauthenticated = limits.unauthenticated ?? UNAUTHENTICATED_LIMIT;
  const authenticated = limits.authenticated ?? AUTHENTICATED_LIMIT;
  const now = limits.now ?? Date.now;
  const windows = new Map<string, RateWindow>();
  return {
    /** The caller of a request with this Authorization header (undefined: none) from this address. */
    caller(authorization: string | undefined, address: string): Caller {
      const byAddress = { key: `address:${address}`, limit: unauthenticated, authenticated: false };
      if (authorization === undefined) return { ...byAddress, badCredentials: false };
      const token = tokenOf(authorization);
      const place = token === null ? -1 : tokens.indexOf(token);
      if (place < 0) return { ...byAddress, badCredentials: true };
      return { key: `token:${place}`, limit: authenticated, authenticated: true, badCredentials: false };
    },
    /** The caller's window now: the current one, or a fresh one from now when none is open. */
    window(key: string): RateWindow {
      const at = now();
      const open = windows.get(key);
      if (open && at < open.reset * 1000) return open;
      const fresh = { reset: Math.floor(at / 1000) + WINDOW_SECONDS, used: 0 };
      windows.set(key, fresh);
      return fresh;
    },
    /** Forgets every window, so each caller's next request opens a fresh hour. */
    reset(): void {
      windows.clear();
    },
  };
}

export type GithubLimiter = ReturnType<typeof createGithubLimiter>;

/** The headers GitHub sends with every API answer about the caller's allowance. */
export function rateHeaders(limit: number, window: RateWindow): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': String(Math.max(0, limit - window.used)),
    'X-RateLimit-Reset': String(window.reset),
    'X-RateLimit-Used': String(window.used),
    'X-RateLimit-Resource': 'core',
  };
}

/** GitHub's words when the allowance is used up (403 for the primary limit, with no Retry-After). */
export function limitMessage(caller: Caller, address: string): string {
  return caller.authenticated
    ? `API rate limit exceeded for user ID ${Number(caller.key.slice('token:'.length)) + 1}.`
    : `API rate limit exceeded for ${address}. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)`;
}
