// Reads a repository view's samples for one file path. The table is keyed by paths from the record
// and arrives as plain JSON, so a path such as `constructor` or `__proto__` must not read
// Object.prototype's members.
import type { FileSampleView } from './repo-view-types';

/**
 * The samples harvested from `path`, or none; only the table's own entries count.
 * @example samplesForPath(JSON.parse('{"constructor": []}'), 'toString') // []
 */
export function samplesForPath(byPath: Readonly<Record<string, FileSampleView[]>>, path: string): FileSampleView[] {
  if (typeof byPath !== 'object' || byPath === null || !Object.hasOwn(byPath, path)) return [];
  const samples = byPath[path];
  return Array.isArray(samples) ? samples : [];
}
