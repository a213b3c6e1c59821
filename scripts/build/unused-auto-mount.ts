// Stands in for `@1natsu/wait-element` in content-script builds. WXT's shadow-root UI carries it (with
// `many-keys-map` and `defu`) only for `ui.autoMount()`, which waits for an anchor to appear or go;
// our scripts find their anchors themselves and call `ui.mount()`, so the 1 KB gzip it costs every
// page is dropped. Were autoMount called, it would mount once if the anchor is there, and the wait
// that follows would fail with the message below (as an unhandled rejection in the page's console).

const NOT_BUILT_IN = 'Paper Code Lens: ui.autoMount() is not built in; find the anchor and call ui.mount()';

export function waitElement(): never {
  throw new Error(NOT_BUILT_IN);
}

// The detectors WXT passes to waitElement: never called, as waitElement throws first.
export const isExist = waitElement;
export const isNotExist = waitElement;
