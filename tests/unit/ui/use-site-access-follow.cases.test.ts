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

type TabUrl = () => Promise<string | undefined>;
/** The hook over a tab whose address the test moves with `rerender({ tabUrl })`. */
const renderAccess = (first: TabUrl, permissions = NOT_GRANTED) =>
  renderHook(({ tabUrl }) => useSiteAccess(tabUrl, permissions, noHosts, showNow), { initialProps: { tabUrl: first } });
/** An answer about the last address arrives, and everything it starts runs to its end. */
const arrives = (answer: () => void) =>
  act(async () => {
    answer();
    await settle();
  });

it('a late address of the last page does not bring its offer back once the tab moved on', async () => {
  const late = deferred<string | undefined>();
  const { result, rerender } = renderAccess(() => late.promise);
  act(() => rerender({ tabUrl: async () => undefined }));
  await act(settle);
  await arrives(() => late.resolve(SITE));
  expect(result.current.access).toEqual({ kind: 'none' });
});

it('a late permission answer for the last page’s site does not bring its offer back either', async () => {
  const granted = deferred<boolean>();
  const permissions = { ...NOT_GRANTED, contains: () => granted.promise };
  const { result, rerender } = renderAccess(async () => SITE, permissions);
  await act(settle);
  act(() => rerender({ tabUrl: async () => undefined }));
  await act(settle);
  await arrives(() => granted.resolve(true));
  expect(result.current.access).toEqual({ kind: 'none' });
});

it('a late answer that the last page was no site does not take the new site’s offer away', async () => {
  const late = deferred<string | undefined>();
  const { result, rerender } = renderAccess(() => late.promise);
  act(() => rerender({ tabUrl: async () => SITE }));
  await act(settle);
  expect(result.current.access).toEqual({ kind: 'off', host: 'lab.example' });
  await arrives(() => late.resolve(undefined));
  expect(result.current.access).toEqual({ kind: 'off', host: 'lab.example' });
});
