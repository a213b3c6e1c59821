// The part of a fake `browser.permissions` the Sites section reads: the granted origins and the two
// events, which a test can fire as the browser would after a grant or a withdrawal elsewhere.

export interface FakeEvent {
  addListener(listener: () => void): void;
  removeListener(listener: () => void): void;
  fire(): void;
}

export function fakeEvent(): FakeEvent {
  const listeners = new Set<() => void>();
  return {
    addListener: (listener) => listeners.add(listener),
    removeListener: (listener) => listeners.delete(listener),
    fire: () => {
      for (const listener of listeners) listener();
    },
  };
}

/** `granted()` is read at every getAll, so a test changes what the browser holds by changing it. */
export function fakeSitePermissions(granted: () => string[] = () => []) {
  return { getAll: async () => ({ origins: granted() }), onAdded: fakeEvent(), onRemoved: fakeEvent() };
}
