// Reads an HTTP Retry-After header: delay-seconds or an HTTP date.

/**
 * Milliseconds to wait, or null when the header is absent or unreadable.
 * @example retryAfterMs('120') // 120000
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  // A blank header needs no test of its own: Date.parse('') is NaN, so it reads as null below.
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
