// Per-build settings that keep the content scripts small and quick to compile: every arXiv and GitHub
// page pays to parse them before anything shows (see scripts/bench/budgets.json).
import { fileURLToPath } from 'node:url';
import type { Alias, InlineConfig, Plugin } from 'vite';

interface BuiltEntrypoint {
  type: string;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The extension pages and the background get the WebExtension polyfill for `wxt/browser`. */
const POLYFILL_ALIAS: Alias = { find: /^wxt\/browser$/, replacement: '@wxt-dev/webextension-polyfill/browser' };

/**
 * Content scripts do without the polyfill (2.6 KB gzip): they send messages through
 * `@webext-core/messaging`, which calls `chrome.runtime` itself, and WXT's own helpers read only
 * `runtime.id` and `runtime.getURL`, which every browser's native object has. The background,
 * popup and options use promise-returning storage, tabs and permissions calls through it.
 * Content scripts also drop the code behind WXT's `autoMount`, which they never call, and take an
 * ES module for the one CommonJS package they would carry (see the two modules named below), and
 * are minified by terser (in production builds), which packs them 1-2% tighter than the default.
 */
function aliasesFor(contentScriptsOnly: boolean): Alias[] {
  if (!contentScriptsOnly) return [POLYFILL_ALIAS];
  return [
    { find: /^@1natsu\/wait-element(\/detectors)?$/, replacement: here('./unused-auto-mount.ts') },
    { find: /^is-potential-custom-element-name$/, replacement: here('./custom-element-name.ts') },
  ];
}

/** `wrap_iife` keeps the `(function` opening that WXT looks for to make the script anonymous. */
const TERSER = { ecma: 2020, compress: { passes: 3 }, format: { comments: false, wrap_iife: true } } as const;

/**
 * V8's compile hint: a script that opens with this comment has all its functions compiled as it is
 * loaded, each parsed once, where by default each is pre-parsed then and parsed again at its first
 * call. A content script calls nearly all its code as the page loads (npm run bench,
 * abstract.mainThread.added: 2 ms less of the page's main thread, paired runs). Other engines read
 * a comment.
 */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

/** Opens each script with the hint; after WXT's own plugins, which look for the script's first `(function`. */
const compileAllOnLoad: Plugin = {
  name: 'paper-code-lens:compile-all-on-load',
  enforce: 'post',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = COMPILE_ALL_HINT + chunk.code;
  },
};

/** Adds the aliases (ahead of any others) and, for content scripts, terser to one WXT build group's Vite config. */
export function leanContentScripts(entrypoints: readonly BuiltEntrypoint[], config: InlineConfig): void {
  const contentScriptsOnly = entrypoints.every((e) => e.type === 'content-script');
  const current = config.resolve?.alias ?? [];
  const existing: Alias[] = Array.isArray(current)
    ? current
    : Object.entries(current).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
  config.resolve = { ...config.resolve, alias: [...aliasesFor(contentScriptsOnly), ...existing] };
  // `wxt` (dev) turns minifying off before this hook runs; it stays off there.
  if (contentScriptsOnly && config.build?.minify !== false) {
    config.build = { ...config.build, minify: 'terser', terserOptions: TERSER };
  }
  if (contentScriptsOnly) config.plugins = [...(config.plugins ?? []), compileAllOnLoad];
}
