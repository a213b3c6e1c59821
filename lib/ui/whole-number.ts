// Reads a whole number typed into a settings field, within the field's bounds.

/**
 * The number when the text is a whole number from `min` to `max` (spaces around it allowed),
 * otherwise null.
 * @example readWholeNumber(' 48 ', { min: 1, max: 720 }) // 48
 * @example readWholeNumber('2.5', { min: 1, max: 720 }) // null
 */
export function readWholeNumber(text: string, range: { min: number; max: number }): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= range.min && value <= range.max ? value : null;
}
