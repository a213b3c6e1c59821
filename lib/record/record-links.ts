// Where a record's own links may lead. A record says where its site, attribution page and licence are,
// but the record is what these links are meant to check, so each goes only where it claims to: the
// record source the user chose, Syntology, or the licence's own site. Anything else is shown as text.
import { safeHttpUrl, safeSiteUrl } from '../util/safe-url';

/** The public Code with Papers site, which publishes the data whatever source serves it. */
export const PUBLISHER_ORIGIN = 'https://codewithpapers.app';
/** Sites that publish licence texts, where a licence link may lead. */
export const LICENCE_HOSTS: readonly string[] = ['creativecommons.org', 'opensource.org', 'spdx.org', 'arxiv.org'];
export const SYNTOLOGY_HOSTS: readonly string[] = ['syntology.ai'];

/** An https address on one of `hosts` or a subdomain of one; null otherwise. */
export function httpsOn(value: unknown, hosts: readonly string[]): string | null {
  const url = safeHttpUrl(value);
  if (!url) return null;
  const { protocol, hostname, username, password } = new URL(url);
  const onHost = hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
  return protocol === 'https:' && onHost && !username && !password ? url : null;
}

/** An address on the record source the user chose or on the publisher's site; null otherwise. */
export function onRecordSite(value: unknown, source: string): string | null {
  return safeSiteUrl(value, source) ?? safeSiteUrl(value, PUBLISHER_ORIGIN);
}

/** The record page: the record's own path read on the source the user chose (never on a site the
 * record names); a full address is kept only when it is on that source.
 * @example recordPageUrl('/paper/arxiv-2607-21653', 'http://127.0.0.1:8787') // 'http://127.0.0.1:8787/paper/arxiv-2607-21653' */
export function recordPageUrl(path: unknown, source: string): string | null {
  return safeSiteUrl(path, source);
}
