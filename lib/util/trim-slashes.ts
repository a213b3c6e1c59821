// Slashes off the ends of a path, walked by hand: a pattern such as `/\/+$/` retries from every
// slash of a long run and takes quadratic time on one.

/**
 * @example trimSlashes('//a/b//') // 'a/b'
 * @example trimSlashes('/a/b/', { start: false }) // '/a/b'
 */
export function trimSlashes(path: string, ends: { start?: boolean } = {}): string {
  let start = 0;
  let end = path.length;
  if (ends.start !== false) while (start < end && path.charCodeAt(start) === 47) start++;
  while (end > start && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(start, end);
}
