// useColorScheme shows the system's light or dark setting and follows it while the page is open.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useColorScheme } from '../../../lib/ui/use-color-scheme';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Shows() {
  return <output>{useColorScheme()}</output>;
}

const shown = () => screen.getByRole('status').textContent;

/** A system whose dark setting the test switches; it counts who listens for the switch. */
function systemDark(dark: boolean) {
  const media = new EventTarget() as EventTarget & { matches: boolean; listening: number };
  media.matches = dark;
  media.listening = 0;
  const add = media.addEventListener.bind(media);
  const remove = media.removeEventListener.bind(media);
  media.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null) => {
    if (type === 'change') media.listening += 1;
    add(type, listener);
  };
  media.removeEventListener = (type: string, listener: EventListenerOrEventListenerObject | null) => {
    if (type === 'change') media.listening -= 1;
    remove(type, listener);
  };
  const asked: string[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    asked.push(query);
    return media;
  });
  const switchTo = (nowDark: boolean) => {
    media.matches = nowDark;
    media.dispatchEvent(new Event('change'));
  };
  return { media, asked, switchTo };
}

describe('useColorScheme', () => {
  it('is light where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Shows />);
    expect(shown()).toBe('light');
  });

  it.each([
    [false, 'light'],
    [true, 'dark'],
  ])('with the system dark setting %s, shows %s at once', (dark, scheme) => {
    const system = systemDark(dark);
    render(<Shows />);
    expect(shown()).toBe(scheme);
    expect(system.asked[0]).toBe('(prefers-color-scheme: dark)');
  });

  it('follows the system when it switches to dark and back', () => {
    const system = systemDark(false);
    render(<Shows />);
    act(() => system.switchTo(true));
    expect(shown()).toBe('dark');
    act(() => system.switchTo(false));
    expect(shown()).toBe('light');
  });

  it('stops listening once the component is gone', () => {
    const system = systemDark(false);
    const { unmount } = render(<Shows />);
    expect(system.media.listening).toBe(1);
    unmount();
    expect(system.media.listening).toBe(0);
  });
});
