// The tests the static-mutant run (stryker.static.config.mjs) re-runs for each module-level constant
// of the background's folders: those folders' own tests, the sites' (whose script registration the
// background keeps) and the promised numbers (tests/unit/promises/), each file in a fresh module
// graph, so a changed constant is read anew. Every file runs in Node but the sites' and the two
// promises that render a page: a page per file was most of a mutant's time. The property and volume
// tests are left out, as in the other runs: a constant only they would notice counts as surviving.
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.base';

const WITH_A_PAGE = ['tests/unit/promises/github.promises.test.ts', 'tests/unit/promises/settings.promises.test.tsx', 'tests/unit/sites/**/*.test.{ts,tsx}'];
const exclude = [...configDefaults.exclude, '**/*.property.test.{ts,tsx}', '**/*.volume.test.{ts,tsx}'];

export default mergeConfig(
  base,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/unit/{cache,net,background,messaging,promises}/**/*.test.{ts,tsx}'],
            exclude: [...exclude, ...WITH_A_PAGE],
          },
        },
        { extends: true, test: { name: 'page', include: WITH_A_PAGE, exclude } },
      ],
    },
  }),
);
