// useSidePanelOpener: "Open beside the page" opens the panel in the popup's own window and closes the
// popup; where the browser has no side panel there is no button and nothing is asked of the browser.
import { act, cleanup, renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { useSidePanelOpener } from '../../../lib/ui/use-side-panel-opener';

afterEach(cleanup);

type Opener = (windowId: number | undefined) => Promise<void>;
const windowSeven = () => Promise.resolve({ id: 7 } as Browser.windows.Window);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useSidePanelOpener', () => {
  it('offers no button, and asks the browser nothing, where there is no side panel', async () => {
    const currentWindow = vi.fn(windowSeven);
    const { result } = renderHook(() => useSidePanelOpener(null, currentWindow));
    await settle();
    expect(result.current.open).toBeNull();
    expect(currentWindow).not.toHaveBeenCalled();
  });

  it('opens the panel in the popup window, then closes the popup', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const opener = vi.fn<Opener>(async () => undefined);
    const { result } = renderHook(() => useSidePanelOpener(opener, windowSeven));
    await settle();
    result.current.open?.();
    await settle();
    expect(opener.mock.calls).toEqual([[7]]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('finds the window once the side panel becomes available', async () => {
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const opener = vi.fn<Opener>(async () => undefined);
    const { result, rerender } = renderHook((props: { opener: Opener | null }) => useSidePanelOpener(props.opener, windowSeven), {
      initialProps: { opener: null as Opener | null },
    });
    await settle();
    rerender({ opener });
    await settle();
    result.current.open?.();
    await settle();
    expect(opener.mock.calls).toEqual([[7]]);
  });

  it('keeps the popup open, and leaves a warning, when the panel cannot be opened', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = new Error('sidePanel.open() may only be called in response to a user gesture');
    const { result } = renderHook(() => useSidePanelOpener(() => Promise.reject(refusal), windowSeven));
    await settle();
    result.current.open?.();
    await settle();
    expect(close).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(refusal);
  });

  it('still opens (in the current window) when the popup window cannot be found', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const opener = vi.fn<Opener>(async () => undefined);
    const { result } = renderHook(() => useSidePanelOpener(opener, () => Promise.reject(new Error('no window'))));
    await settle();
    result.current.open?.();
    await settle();
    expect(opener.mock.calls).toEqual([[undefined]]);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
