// The one gate every record-supplied address passes before it can become a link.

/**
 * A path on a site, resolved against it, kept only when it stays on that site: a record's `url`
 * such as `//elsewhere` or `/\\elsewhere` must not turn the "Record" link into a link off the site.
 * @example safeSiteUrl('/paper/arxiv-2607-21653', 'https://codewithpapers.app') // 'https://codewithpapers.app/paper/arxiv-2607-21653'
 */
export function safeSiteUrl(path: unknown, site: string): string | null {
  const url = safeHttpUrl(path, site);
  const origin = safeHttpUrl(site);
  return url && origin && new URL(url).origin === new URL(origin).origin ? url : null;
}

/**
 * Returns the URL, normalised, when it is an absolute http(s) address; null for anything else
 * (`javascript:`, `data:`, relative paths, garbage).
 * @example safeHttpUrl('https://github.com/a/b') // 'https://github.com/a/b'
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  // Blank text is no address, though with a base the parser would read it as the base itself.
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = base === undefined ? new URL(value.trim()) : new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
