// Per-build settings: the polyfill for the background and pages; stubs, shims and terser for content scripts.
// @vitest-environment node
import type { Alias, InlineConfig, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_HINT, leanContentScripts } from '../../../scripts/build/lean-content-scripts';
import { isExist, isNotExist, waitElement } from '../../../scripts/build/unused-auto-mount';

const settle = (types: string[], config: InlineConfig = {}): InlineConfig => {
  leanContentScripts(
    types.map((type) => ({ type })),
    config,
  );
  return config;
};
const aliases = (config: InlineConfig) => config.resolve?.alias as Alias[];
/** Where an import of `id` goes under the config's aliases (the first that matches, as Vite does). */
const resolveImport = (config: InlineConfig, id: string) => {
  const hit = aliases(config).find((a) => (typeof a.find === 'string' ? a.find === id : a.find.test(id)));
  return hit ? hit.replacement : id;
};

describe('leanContentScripts', () => {
  it('gives the background and the pages the polyfill for wxt/browser, and leaves their minifier alone', () => {
    for (const group of [['background'], ['popup', 'options'], ['content-script', 'background']]) {
      const config = settle(group);
      expect(resolveImport(config, 'wxt/browser')).toBe('@wxt-dev/webextension-polyfill/browser');
      expect(resolveImport(config, '@1natsu/wait-element')).toBe('@1natsu/wait-element');
      expect(config.build?.minify).toBeUndefined();
    }
  });

  it('gives content scripts the native browser object, the autoMount stand-in, the ES module shim and terser', () => {
    const config = settle(['content-script', 'content-script']);
    expect(resolveImport(config, 'wxt/browser')).toBe('wxt/browser');
    expect(resolveImport(config, '@1natsu/wait-element')).toMatch(/scripts\/build\/unused-auto-mount\.ts$/);
    expect(resolveImport(config, '@1natsu/wait-element/detectors')).toMatch(/scripts\/build\/unused-auto-mount\.ts$/);
    expect(resolveImport(config, 'is-potential-custom-element-name')).toMatch(/scripts\/build\/custom-element-name\.ts$/);
    expect(resolveImport(config, '@1natsu/wait-element-extra')).toBe('@1natsu/wait-element-extra');
    expect(config.build?.minify).toBe('terser');
    expect(config.build?.terserOptions?.format).toMatchObject({ wrap_iife: true });
  });

  it('keeps the aliases and build settings already there, behind its own, and a dev build unminified', () => {
    const config = settle(['content-script'], { resolve: { alias: { '~': '/src' } }, build: { sourcemap: true } });
    expect(aliases(config).at(-1)).toEqual({ find: '~', replacement: '/src' });
    expect(aliases(config)).toHaveLength(3);
    expect(config.build?.sourcemap).toBe(true);
    const dev = settle(['content-script'], { build: { minify: false } });
    expect(dev.build?.minify).toBe(false);
    const listed = settle(['background'], { resolve: { alias: [{ find: 'x', replacement: 'y' }] } });
    expect(aliases(listed)).toEqual([expect.objectContaining({ replacement: '@wxt-dev/webextension-polyfill/browser' }), { find: 'x', replacement: 'y' }]);
  });
});

describe('the compile hint', () => {
  type Chunk = { type: 'chunk' | 'asset'; isEntry?: boolean; code?: string };
  /** What the config's plugins make of a bundle as it is written. */
  const written = (config: InlineConfig, bundle: Record<string, Chunk>) => {
    for (const plugin of (config.plugins ?? []) as Plugin[]) (plugin.generateBundle as (options: unknown, bundle: unknown) => void)?.({}, bundle);
    return bundle;
  };
  const bundle = (): Record<string, Chunk> => ({
    'content-scripts/arxiv.js': { type: 'chunk', isEntry: true, code: '(function(){main()})();' },
    'chunk.js': { type: 'chunk', isEntry: false, code: 'var x;' },
    'arxiv.css': { type: 'asset' },
  });

  it('opens each content script with it, after the other plugins have written the script', () => {
    const config = settle(['content-script']);
    expect((config.plugins as Plugin[]).map((p) => p.enforce)).toEqual(['post']);
    const out = written(config, bundle());
    expect(out['content-scripts/arxiv.js']?.code).toBe('//# allFunctionsCalledOnLoad\n(function(){main()})();');
    expect(out['chunk.js']?.code).toBe('var x;');
    expect(out['arxiv.css']).toEqual({ type: 'asset' });
    expect(COMPILE_ALL_HINT.startsWith('//# allFunctionsCalledOnLoad')).toBe(true);
  });

  it('leaves the background and the pages as they are', () => {
    for (const group of [['background'], ['popup', 'options']])
      expect(written(settle(group), bundle())['content-scripts/arxiv.js']?.code).toBe('(function(){main()})();');
  });
});

describe('the autoMount stand-in', () => {
  it('says how to mount instead, whichever part of it is called', () => {
    for (const part of [waitElement, isExist, isNotExist]) expect(() => part()).toThrow(/autoMount\(\) is not built in.*ui\.mount\(\)/);
  });
});
