// For the files that share one module graph and one document (the unit run's "shared" project and
// the mutation run: SHARED_GRAPH in vitest.config.ts): each file starts on an empty page, as it would
// in a fresh environment, so what one file leaves in the page (a popover host, a rendered badge)
// cannot answer another's query.
import { cleanup } from '@testing-library/preact';
import { beforeAll, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// WXT's own setup puts its fake browser on the global `chrome` and `browser` once for the whole
// graph, and a file's `vi.unstubAllGlobals()` takes them away from every file after it. Were a later
// file the first to load the extension API's module (read once, at load), it would keep `undefined`.
vi.stubGlobal('chrome', fakeBrowser);
vi.stubGlobal('browser', fakeBrowser);

beforeAll(() => {
  // Files that run in Node (`@vitest-environment node`) have no page.
  if (typeof document === 'undefined') return;
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
});
