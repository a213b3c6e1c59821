// What a harvested function's verification level means, in the words the panel shows beside it.
// Syntology's own benchmark (syntology/paper-implementation-benchmark) reads the field as the
// execution checks a function passed, never as fidelity to the paper: higher levels bought none.

/**
 * @example levelMeaning(2) // 'passed 2 execution checks; not a check against the paper'
 * @example levelMeaning(1) // 'passed 1 execution check; not a check against the paper'
 */
export function levelMeaning(level: number): string {
  const checks = level === 0 ? 'no execution checks' : `${level} execution check${level === 1 ? '' : 's'}`;
  return `passed ${checks}; not a check against the paper`;
}
