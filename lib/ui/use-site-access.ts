// A Preact hook: the popup's "Always show on <host>", for the site of the tab it was opened on.
import { useEffect, useState } from 'preact/hooks';
import { requestOriginsNow, requestProblem } from '../platform/permissions';
import { siteHost, siteOrigins, sitePattern } from '../sites/site-origins';
import type { HostPermissions } from './use-record-source';

/** What the popup offers for the tab's site. */
export type SiteAccess =
  | { kind: 'none' }
  | { kind: 'off'; host: string }
  | { kind: 'on'; host: string; justNow: boolean }
  | { kind: 'problem'; host: string; problem: string };

/** One object, so taking away an offer that is not there draws nothing again. */
const NO_SITE: SiteAccess = { kind: 'none' };

/**
 * `tabUrl`: the tab the popup was opened on; `sourceHosts`: hosts that are no site (the record
 * source's); `showNow`: runs the sites script in that tab at once after the grant (later loads get
 * the registered one). `turnOn` must be called straight from the click: nothing is awaited before
 * the request.
 * @example const site = useSiteAccess(tabUrl, browser.permissions, hosts, injectSitesScript)
 */
export function useSiteAccess(
  tabUrl: () => Promise<string | undefined>,
  permissions: HostPermissions,
  sourceHosts: () => Promise<string[]>,
  showNow: () => Promise<void>,
) {
  const [pattern, setPattern] = useState<string | null>(null);
  const [access, setAccess] = useState<SiteAccess>(NO_SITE);
  useEffect(() => {
    let current = true;
    void Promise.all([tabUrl(), sourceHosts()]).then(async ([url, hosts]) => {
      const site = sitePattern(url);
      if (!current) return;
      // Only a site that can be one: not ours, not the record source's. The side panel's view
      // follows its tab from page to page: a page that is none takes the last one's offer away.
      if (!site || siteOrigins([site], hosts).length === 0) {
        setPattern(null);
        setAccess(NO_SITE);
        return;
      }
      // A browser that cannot say counts as not granted: the offer stays, and asking again is harmless.
      const has = await Promise.resolve()
        .then(() => permissions.contains({ origins: [site] }))
        // Stryker disable next-line ArrowFunction: undefined is as falsy as false here
        .catch(() => false);
      if (!current) return;
      setPattern(site);
      setAccess(has ? { kind: 'on', host: siteHost(site), justNow: false } : { kind: 'off', host: siteHost(site) });
    });
    return () => {
      current = false;
    };
  }, [tabUrl, permissions, sourceHosts]);

  const turnOn = () => {
    if (pattern === null) return;
    const host = siteHost(pattern);
    requestOriginsNow(permissions, [pattern]).then(
      async (granted) => {
        if (!granted) return setAccess({ kind: 'problem', host, problem: 'The browser was not given access to this site, so nothing changed.' });
        setAccess({ kind: 'on', host, justNow: true });
        await showNow().catch(() => undefined);
      },
      (error: unknown) => setAccess({ kind: 'problem', host, problem: `Not turned on: ${requestProblem(error, `“Always show on ${host}”`)}` }),
    );
  };
  return { access, turnOn };
}
