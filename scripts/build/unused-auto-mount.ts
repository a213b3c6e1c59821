// Stands in for `@1natsu/wait-element` in content-script builds. WXT's shadow-root UI carries it (with
// `many-keys-map` and `defu`) only for `ui.autoMount()`, which waits for an anchor to appear; our
// scripts find their anchors themselves and call `ui.mount()`, so the 1 KB gzip it costs every page
// is dropped. Should anyone call autoMount, it says why it cannot, instead of failing silently.

export function waitElement(): never {
  throw new Error('Paper Code Lens: ui.autoMount() is not built in; find the anchor and call ui.mount()');
}

export const isExist = (element: unknown): boolean => element != null;
export const isNotExist = (element: unknown): boolean => element == null;
