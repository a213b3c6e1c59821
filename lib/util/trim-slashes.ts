// Slashes off the ends of a path, walked by hand: a pattern such as `/\/+$/` retries from every
// slash of a long run and takes quadratic time on one.

/**
 * @example trimSlashes('//a/b//') // 'a/b'
 * @example trimSlashes('/a/b/', { start: false }) // '/a/b'
 */
export function trimSlashes(path: string, ends: { start?: boolean } = {}): string {
  let start = 0;
  let end = path.length;
  // Each bound only stops a walk early: past the end charCodeAt is NaN, and a walk back into the
  // leading slashes happens only when nothing but slashes is left, which slices to '' all the same.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the bound is a stop the NaN past the end makes too
  if (ends.start !== false) while (start < end && path.charCodeAt(start) === 47) start++;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: see above; an end below the start slices to ''
  while (end > start && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(start, end);
}
