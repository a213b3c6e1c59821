// useSiteAccess as the side panel uses it, its address changing under it: an answer about the last
// address that comes late never brings that site's offer back.
import { act, cleanup, renderHook } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { useSiteAccess } from '../../../lib/ui/use-site-access';
import { deferred } from '../support/deferred';

afterEach(cleanup);

const SITE = 'https://lab.example/post';
const noHosts = async () => [];
const showNow = async () => undefined;
/** One object for the view's life, as `browser.permissions` is: a new one each render would ask again. */
const NOT_GRANTED = { contains: async () => false, request: async () => false, remove: async () => false };
/** Lets every promise chain under way run to its end. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

it('a late address of the last page does not bring its offer back once the tab moved on', async () => {
  const late = deferred<string | undefined>();
  const { result, rerender } = renderHook(({ tabUrl }) => useSiteAccess(tabUrl, NOT_GRANTED, noHosts, showNow), {
    initialProps: { tabUrl: () => late.promise },
  });
  act(() => rerender({ tabUrl: async () => undefined }));
  await act(settle);
  await act(async () => {
    late.resolve(SITE);
    await settle();
  });
  expect(result.current.access).toEqual({ kind: 'none' });
});

it('a late permission answer for the last page’s site does not bring its offer back either', async () => {
  const granted = deferred<boolean>();
  const permissions = { ...NOT_GRANTED, contains: () => granted.promise };
  const { result, rerender } = renderHook(({ tabUrl }) => useSiteAccess(tabUrl, permissions, noHosts, showNow), {
    initialProps: { tabUrl: async (): Promise<string | undefined> => SITE },
  });
  await act(settle);
  act(() => rerender({ tabUrl: async () => undefined }));
  await act(settle);
  await act(async () => {
    granted.resolve(true);
    await settle();
  });
  expect(result.current.access).toEqual({ kind: 'none' });
});

it('a late answer that the last page was no site does not take the new site’s offer away', async () => {
  const late = deferred<string | undefined>();
  const { result, rerender } = renderHook(({ tabUrl }) => useSiteAccess(tabUrl, NOT_GRANTED, noHosts, showNow), {
    initialProps: { tabUrl: () => late.promise },
  });
  act(() => rerender({ tabUrl: async () => SITE }));
  await act(settle);
  expect(result.current.access).toEqual({ kind: 'off', host: 'lab.example' });
  await act(async () => {
    late.resolve(undefined);
    await settle();
  });
  expect(result.current.access).toEqual({ kind: 'off', host: 'lab.example' });
});
