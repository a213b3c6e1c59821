// The one gate every record-supplied address passes before it can become a link.

/**
 * Returns the URL, normalised, when it is an absolute http(s) address; null for anything else
 * (`javascript:`, `data:`, relative paths, garbage).
 * @example safeHttpUrl('https://github.com/a/b') // 'https://github.com/a/b'
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = base === undefined ? new URL(value.trim()) : new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
