// How long ago, which day and which hour, in the words the repository state uses.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The mean month and year: "11 months ago" turns into "last year" at 12 mean months. */
const MONTH = 30.4375 * DAY;

/** Made at its first use, not as the module loads: making one loads the browser's locale data, which
 * cost every arXiv abstract page about 38 ms of its main thread as our script started (npm run bench,
 * a CPU profile of six loads), though the GitHub states that use it are off by default. */
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = (): Intl.RelativeTimeFormat => (relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/**
 * How long ago `at` was, in the largest whole unit (minutes, hours, days, months, years); "just now"
 * under a minute, and for a moment ahead of `now` (a clock a little off).
 * @example howLongAgo(Date.UTC(2023, 2, 4), Date.UTC(2026, 2, 5)) // '3 years ago'
 */
export function howLongAgo(at: number, now: number): string {
  const ago = now - at;
  if (ago < MINUTE) return 'just now';
  // Whole units only, rounded down: 59 minutes is "59 minutes ago", never "1 hour ago".
  if (ago < HOUR) return relative().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 30 * DAY) return relative().format(-Math.floor(ago / DAY), 'day');
  const months = Math.max(1, Math.floor(ago / MONTH));
  return months < 12 ? relative().format(-months, 'month') : relative().format(-Math.floor(months / 12), 'year');
}

/**
 * The day, written out; `timeZone` undefined is the browser's own.
 * @example dayWritten(Date.UTC(2023, 2, 4), 'UTC') // '4 March 2023'
 */
export function dayWritten(at: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(at);
}

/**
 * The hour and minute on a 24-hour clock; `timeZone` undefined is the browser's own.
 * @example clockTime(Date.UTC(2026, 0, 1, 14, 5), 'UTC') // '14:05'
 */
export function clockTime(at: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(at);
}
