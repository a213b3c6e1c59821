// Reads the imports of the project's sources, for the layout tests: which modules a source names,
// where each lands, and every module a page reaches through them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../../', import.meta.url));
// WXT's path aliases (.wxt/tsconfig.json): each names the project's root.
const ALIAS = /^(?:@@|~~|@|~)\//;

/**
 * Every module a source names: `import … from`, `export … from`, `import '…'` and `import(…)`
 * (a dynamic import, or a type written `import('…').Name`).
 * @example specifiers("import { a } from './a';\nconst b = import('../b');") // ['./a', '../b']
 */
export function specifiers(text: string): string[] {
  const patterns = [/\b(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"]+)\1/g, /\bimport\s*(['"])([^'"]+)\1/g, /\bimport\s*\(\s*(['"`])([^'"`]+)\1/g];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[2]!));
}

/**
 * The path under the root that `specifier`, imported from `file`, names (as written, no extension
 * added); null for a package.
 * @example target('/repo/lib/ui/a.ts', '../../components/x') // 'components/x'
 */
export function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return relative(root, resolve(dirname(file), specifier)).replaceAll('\\', '/');
  if (ALIAS.test(specifier)) return specifier.replace(ALIAS, '');
  return null;
}

/** The source file a path under the root names: as it is, or with `.ts`, `.tsx` or an index added. */
function sourceOf(path: string): string | null {
  const full = resolve(root, path);
  const candidates = [full, `${full}.ts`, `${full}.tsx`, `${full}/index.ts`, `${full}/index.tsx`];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/**
 * Every source `entry` (a path under the root) reaches through its imports, itself included, as
 * paths under the root.
 * @example reached('entrypoints/popup/main.tsx') // ['entrypoints/popup/main.tsx', 'entrypoints/popup/App.tsx', …]
 */
export function reached(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const path = relative(root, file).replaceAll('\\', '/');
    if (seen.has(path)) return;
    seen.add(path);
    for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
      const named = target(file, specifier);
      const source = named === null ? null : sourceOf(named);
      if (source) visit(source);
    }
  };
  const start = sourceOf(entry);
  if (start) visit(start);
  return [...seen];
}
