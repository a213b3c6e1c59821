// Checks a record source address typed in the options, and names the host permission it needs.
import { sourceBase } from '../settings';
import { originPattern } from '../util/origin-pattern';

export { originPattern };

export type SourceUrlCheck = { ok: true; base: string; origin: string } | { ok: false; problem: string };

/**
 * A usable record source is an absolute http(s) address with a host and no credentials, query or
 * fragment (requests append `/paper/...` to it). The base comes back normalised, without a trailing slash.
 * @example checkSourceUrl('https://records.example.org/') // { ok: true, base: 'https://records.example.org', origin: 'https://records.example.org/*' }
 * @example checkSourceUrl('ftp://x').ok // false
 */
export function checkSourceUrl(text: string): SourceUrlCheck {
  const base = sourceBase(text);
  if (base === '') return { ok: false, problem: 'Type the address of a record source, e.g. https://codewithpapers.app' };
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return { ok: false, problem: `"${base}" is not a web address. It must start with https:// or http://` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, problem: `A record source must be an https:// or http:// address, not ${url.protocol}` };
  }
  // An http(s) address always has a host (one without does not parse): only credentials to refuse.
  if (url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'A record source address cannot hold a user name or password' };
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, problem: 'A record source address cannot have a ? query or a # part' };
  }
  // The parsed form: scheme and host lower-case, so one source is always stored one way.
  const normal = sourceBase(url.href);
  return { ok: true, base: normal, origin: originPattern(normal) };
}
