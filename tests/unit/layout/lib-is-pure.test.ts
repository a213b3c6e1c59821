// lib/ is the bottom of the house: it imports nothing from components/, mounts/ or entrypoints/, so
// every arrow between folders runs downwards (entrypoints → mounts → components → lib).
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, specifiers, target } from './imports';

const ABOVE_LIB = ['components', 'mounts', 'entrypoints'];

/** The imports of `file` (its path, its text) that reach above lib/. */
const upward = (file: string, text: string) => specifiers(text).filter((s) => ABOVE_LIB.includes(target(file, s)?.split('/')[0] ?? ''));

const libDir = resolve(root, 'lib');
const sources = readdirSync(libDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => ({ name: `lib/${name.replaceAll('\\', '/')}`, path: resolve(libDir, name) }));

describe('the import reader', () => {
  const file = resolve(root, 'lib/ui/some-module.ts');
  it.each([
    ["import { PaperPanel } from '../../components/panel/PaperPanel';", ['../../components/panel/PaperPanel']],
    ["import type { Spot } from '../../mounts/github-view-port';", ['../../mounts/github-view-port']],
    ["import css from '../../components/shared/panel.css?inline';", ['../../components/shared/panel.css?inline']],
    ["import '../../entrypoints/popup/main';", ['../../entrypoints/popup/main']],
    ["export { drawPanel } from '../../mounts/draw-panel';", ['../../mounts/draw-panel']],
    ["export * from '@/components/badges/ListingBadge';", ['@/components/badges/ListingBadge']],
    ["const app = await import('../../entrypoints/popup/App');", ['../../entrypoints/popup/App']],
    ["type P = import('~/components/github/PapersBox').PapersBoxProps;", ['~/components/github/PapersBox']],
    ['import {\n  a,\n  b,\n} from "../../components/x";', ['../../components/x']],
  ])('finds the upward import in %s', (text, expected) => {
    expect(upward(file, text)).toEqual(expected);
  });

  it.each([
    "import { render } from 'preact';",
    "import { defineExtensionMessaging } from '@webext-core/messaging';",
    "import { pageThemeAt } from './page-theme';",
    "import { readTarget } from '../ids/read-targets';",
    // A folder of lib/ with a name like one above it is still lib/.
    "import { x } from '../components-like/x';",
    '// the badge colours (components/badges/badge.css)',
  ])('lets %s pass', (text) => {
    expect(upward(file, text)).toEqual([]);
  });
});

describe('lib/', () => {
  it('has its sources read here', () => {
    expect(sources.map((s) => s.name)).toEqual(expect.arrayContaining(['lib/ui/page-theme.ts', 'lib/messaging/protocol.ts', 'lib/record/read-record.ts']));
  });

  it.each(sources)('$name imports nothing from components/, mounts/ or entrypoints/', ({ path }) => {
    expect(upward(path, readFileSync(path, 'utf8'))).toEqual([]);
  });
});
