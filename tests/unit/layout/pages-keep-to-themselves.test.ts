// The extension's pages (popup, side panel, options) reach the background only by message: no module
// they load, however far down, is one of the background's (lib/background/), whose code and
// constants would then be built into each page as well.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reached } from './imports';

const PAGES = ['entrypoints/popup/main.tsx', 'entrypoints/sidepanel/main.tsx', 'entrypoints/options/main.tsx'];

describe('the import graph', () => {
  it('follows imports down to lib/ (the popup reaches linkTarget and the sites script’s file name)', () => {
    expect(reached('entrypoints/popup/main.tsx')).toEqual(
      expect.arrayContaining(['entrypoints/popup/App.tsx', 'lib/pages/sites/link-target.ts', 'lib/sites/site-origins.ts', 'lib/messaging/protocol.ts']),
    );
  });

  it('reaches the background’s modules from the background', () => {
    expect(reached('entrypoints/background.ts').some((path) => path.startsWith('lib/background/'))).toBe(true);
  });
});

describe.each(PAGES)('%s', (page) => {
  it('loads no module of lib/background/', () => {
    expect(reached(page).filter((path) => path.startsWith('lib/background/'))).toEqual([]);
  });
});
