// The host permission a record source needs: its origin only.

/**
 * Scheme and host, any port (match patterns ignore ports), any path.
 * @example originPattern('http://127.0.0.1:8787/records') // 'http://127.0.0.1/*'
 */
export function originPattern(base: string): string {
  const url = new URL(base);
  return `${url.protocol}//${url.hostname}/*`;
}
