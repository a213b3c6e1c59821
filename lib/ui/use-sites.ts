// A Preact hook: the options' Sites section, read from the one list there is (the granted origins),
// kept current when a site is granted or withdrawn anywhere, the browser's own menu included.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { siteHost, siteOrigins } from '../sites/site-origins';

interface PermissionEvent {
  addListener(listener: () => void): void;
  removeListener(listener: () => void): void;
}

/** The part of `browser.permissions` the Sites section uses, passed in so tests need no browser. */
export interface SitePermissions {
  getAll(): Promise<{ origins?: string[] }>;
  remove(permissions: { origins: string[] }): Promise<boolean>;
  onAdded: PermissionEvent;
  onRemoved: PermissionEvent;
}

export interface SiteEntry {
  pattern: string;
  host: string;
}

/**
 * `sites` is null until read; `remove` gives a site's permission back (the background then takes
 * its script away), and `note` says why when the browser would not.
 * @example const { sites, remove, note } = useSites(browser.permissions, sourceHosts)
 */
export function useSites(permissions: SitePermissions, sourceHosts: () => Promise<string[]>) {
  const [sites, setSites] = useState<SiteEntry[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const read = useCallback(async () => {
    const [granted, hosts] = await Promise.all([permissions.getAll(), sourceHosts()]);
    // Stryker disable next-line ArrayDeclaration: any made-up entry is no `scheme://host/*` pattern, so siteOrigins drops it as it would the empty list
    setSites(siteOrigins(granted.origins ?? [], hosts).map((pattern) => ({ pattern, host: siteHost(pattern) })));
  }, [permissions, sourceHosts]);

  useEffect(() => {
    const refresh = () => void read().catch(() => setSites([]));
    refresh();
    permissions.onAdded.addListener(refresh);
    permissions.onRemoved.addListener(refresh);
    return () => {
      permissions.onAdded.removeListener(refresh);
      permissions.onRemoved.removeListener(refresh);
    };
  }, [permissions, read]);

  const remove = (site: SiteEntry) => {
    setNote(null);
    permissions.remove({ origins: [site.pattern] }).then(
      (removed) => (removed ? read() : setNote(`The browser kept access to ${site.host}.`)),
      (error: unknown) =>
        setNote(
          `${site.host} could not be removed here: ${error instanceof Error ? error.message : String(error)}. Use the browser's own site access menu instead.`,
        ),
    );
  };
  return { sites, remove, note };
}
