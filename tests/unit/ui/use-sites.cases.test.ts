// useSites: the Sites list as the browser's grants make it, kept current by the browser's grant
// events, and a note when a site cannot be removed.
import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { type SitePermissions, useSites } from '../../../lib/ui/use-sites';

afterEach(cleanup);

/** A browser.permissions stand-in: `granted` is what getAll reports; `fire` plays a grant event. */
function permissionsWith(granted: string[] | undefined, removeAnswer: () => Promise<boolean> = async () => true) {
  const listeners = { added: new Set<() => void>(), removed: new Set<() => void>() };
  const state = { granted };
  const event = (set: Set<() => void>) => ({
    addListener: (l: () => void) => void set.add(l),
    removeListener: (l: () => void) => void set.delete(l),
  });
  const permissions: SitePermissions = {
    getAll: async () => (state.granted === undefined ? {} : { origins: [...state.granted] }),
    remove: async ({ origins }) => {
      const removed = await removeAnswer();
      if (removed) state.granted = (state.granted ?? []).filter((o) => !origins.includes(o));
      return removed;
    },
    onAdded: event(listeners.added),
    onRemoved: event(listeners.removed),
  };
  const fire = (which: 'added' | 'removed') => {
    for (const l of listeners[which]) l();
  };
  return { permissions, state, listeners, fire };
}

const noSourceHosts = async (): Promise<string[]> => [];
const hosts = (sites: { host: string }[] | null) => sites?.map((s) => s.host) ?? null;

describe('useSites', () => {
  it('lists the sites the browser granted, without our own hosts', async () => {
    const { permissions } = permissionsWith(['https://arxiv.org/*', 'https://huggingface.co/*', 'https://paperswithcode.com/*']);
    const { result } = renderHook(() => useSites(permissions, noSourceHosts));
    await waitFor(() => expect(hosts(result.current.sites)).toEqual(['huggingface.co', 'paperswithcode.com']));
  });

  it('lists no site when the browser reports no origins at all', async () => {
    const { permissions } = permissionsWith(undefined);
    const { result } = renderHook(() => useSites(permissions, noSourceHosts));
    await waitFor(() => expect(result.current.sites).toEqual([]));
  });

  it('lists no site, rather than loading for ever, when the grants cannot be read', async () => {
    const { permissions } = permissionsWith([]);
    permissions.getAll = () => Promise.reject(new Error('permissions unavailable'));
    const { result } = renderHook(() => useSites(permissions, noSourceHosts));
    await waitFor(() => expect(result.current.sites).toEqual([]));
  });

  it('shows a site granted elsewhere (the browser menu) as soon as the browser says so', async () => {
    const { permissions, state, fire } = permissionsWith(['https://huggingface.co/*']);
    const { result } = renderHook(() => useSites(permissions, noSourceHosts));
    await waitFor(() => expect(hosts(result.current.sites)).toEqual(['huggingface.co']));
    state.granted = ['https://huggingface.co/*', 'https://openreview.net/*'];
    await act(async () => fire('added'));
    await waitFor(() => expect(hosts(result.current.sites)).toEqual(['huggingface.co', 'openreview.net']));
    state.granted = ['https://openreview.net/*'];
    await act(async () => fire('removed'));
    await waitFor(() => expect(hosts(result.current.sites)).toEqual(['openreview.net']));
  });

  it('drops the record source once its hosts are known to the page', async () => {
    const { permissions } = permissionsWith(['https://codewithpapers.app/*', 'https://huggingface.co/*']);
    const { result, rerender } = renderHook((props: { source: () => Promise<string[]> }) => useSites(permissions, props.source), {
      initialProps: { source: noSourceHosts },
    });
    await waitFor(() => expect(hosts(result.current.sites)).toEqual(['codewithpapers.app', 'huggingface.co']));
    rerender({ source: async () => ['codewithpapers.app'] });
    await waitFor(() => expect(hosts(result.current.sites)).toEqual(['huggingface.co']));
  });

  it('follows a new permissions source, and stops listening to the old one', async () => {
    const first = permissionsWith(['https://huggingface.co/*']);
    const second = permissionsWith(['https://openreview.net/*']);
    const { result, rerender, unmount } = renderHook((props: { permissions: SitePermissions }) => useSites(props.permissions, noSourceHosts), {
      initialProps: { permissions: first.permissions },
    });
    await waitFor(() => expect(hosts(result.current.sites)).toEqual(['huggingface.co']));
    rerender({ permissions: second.permissions });
    await waitFor(() => expect(hosts(result.current.sites)).toEqual(['openreview.net']));
    expect([first.listeners.added.size, first.listeners.removed.size]).toEqual([0, 0]);
    expect([second.listeners.added.size, second.listeners.removed.size]).toEqual([1, 1]);
    unmount();
    expect([second.listeners.added.size, second.listeners.removed.size]).toEqual([0, 0]);
  });

  it('removes a site and lists what is left', async () => {
    const { permissions } = permissionsWith(['https://huggingface.co/*', 'https://openreview.net/*']);
    const { result } = renderHook(() => useSites(permissions, noSourceHosts));
    await waitFor(() => expect(result.current.sites).toHaveLength(2));
    await act(async () => result.current.remove({ pattern: 'https://huggingface.co/*', host: 'huggingface.co' }));
    await waitFor(() => expect(hosts(result.current.sites)).toEqual(['openreview.net']));
    expect(result.current.note).toBeNull();
  });

  it('says so when the browser keeps access to the site', async () => {
    const { permissions } = permissionsWith(['https://huggingface.co/*'], async () => false);
    const { result } = renderHook(() => useSites(permissions, noSourceHosts));
    await waitFor(() => expect(result.current.sites).toHaveLength(1));
    await act(async () => result.current.remove({ pattern: 'https://huggingface.co/*', host: 'huggingface.co' }));
    await waitFor(() => expect(result.current.note).toBe('The browser kept access to huggingface.co.'));
    expect(hosts(result.current.sites)).toEqual(['huggingface.co']);
  });

  it('points to the browser menu when removing fails', async () => {
    const { permissions } = permissionsWith(['https://huggingface.co/*'], () => Promise.reject(new Error('required permission')));
    const { result } = renderHook(() => useSites(permissions, noSourceHosts));
    await waitFor(() => expect(result.current.sites).toHaveLength(1));
    await act(async () => result.current.remove({ pattern: 'https://huggingface.co/*', host: 'huggingface.co' }));
    await waitFor(() =>
      expect(result.current.note).toBe("huggingface.co could not be removed here: required permission. Use the browser's own site access menu instead."),
    );
  });
});
