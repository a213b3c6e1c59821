// The sites the reader turned on, read from the one list there is: the origins the browser has
// granted us. Our own hosts (arxiv.org, github.com) and the record source keep their own scripts and
// never count as sites, whoever granted them.

/** The built sites script (entrypoints/sites.content): what the background registers on the sites
 * turned on, and what the popup runs in the tab at once when the reader turns its site on. */
export const SITES_SCRIPT_FILE = 'content-scripts/sites.js';

/** Hosts with scripts of their own, never turned on as a site. */
export const OWN_HOSTS = ['arxiv.org', 'github.com'] as const;

/** `scheme://host/*`: one site as a match pattern (any port, any path). */
const SITE_PATTERN = /^(https?|\*):\/\/(\*|(?:\*\.)?[a-z0-9.-]+)\/\*$/i;

/**
 * The match pattern that turns the extension on for the page at `url`: its scheme and host, any
 * path; null for an address that is no web page (an extension page, a file, the browser's own).
 * @example sitePattern('https://huggingface.co/papers/2607.21653') // 'https://huggingface.co/*'
 */
export function sitePattern(url: string | undefined): string | null {
  if (typeof url !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // An http(s) address always has a host (the parser refuses one without), so the scheme decides.
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return `${parsed.protocol}//${parsed.hostname}/*`;
}

/**
 * The host a site pattern names, as the options and the popup show it.
 * @example siteHost('https://scholar.google.de/*') // 'scholar.google.de'
 */
export function siteHost(pattern: string): string {
  return SITE_PATTERN.exec(pattern)?.[2] ?? pattern;
}

/** Whether `host` is one of ours (or under one: www.arxiv.org), or the record source's. */
function isOwnHost(host: string, sourceHosts: readonly string[]): boolean {
  const lower = host.toLowerCase();
  return [...OWN_HOSTS, ...sourceHosts].some((own) => lower === own || lower.endsWith(`.${own}`));
}

/**
 * The granted origins that are sites the reader turned on, in the browser's order, each once: whole
 * sites only (`scheme://host/*`; a grant of every site (`https://*\/*`) turns on none: sites are
 * turned on one by one), neither ours nor the record source's.
 * @example siteOrigins(['https://arxiv.org/*', 'https://huggingface.co/*'], ['codewithpapers.app']) // ['https://huggingface.co/*']
 */
export function siteOrigins(granted: readonly string[], sourceHosts: readonly string[]): string[] {
  const sites = granted.filter((pattern) => {
    const host = SITE_PATTERN.exec(pattern)?.[2];
    return host !== undefined && host !== '*' && !isOwnHost(host, sourceHosts);
  });
  return [...new Set(sites)];
}
