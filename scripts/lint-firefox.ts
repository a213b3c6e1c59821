// `npm run lint:firefox` (after `wxt build -b firefox`): Mozilla's linter, `web-ext lint`, on the
// Firefox build, as addons.mozilla.org runs it on upload. It fails on any error or notice, and on any
// warning except the few below, each pinned to the library code it is about: the bundles hold
// Preact and zod, whose flagged lines a reviewer checks against the sources archive. A warning about
// our own code (an innerHTML of ours, say) matches none of them and fails.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The project's own web-ext (a dev dependency), whatever PATH says. */
const WEB_EXT = resolve(import.meta.dirname, '../node_modules/web-ext/bin/web-ext.js');

export interface LintMessage {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface Accepted {
  code: string;
  /** What the flagged source text looks like, around the reported column. */
  source: RegExp;
  why: string;
}

export const ACCEPTED: Accepted[] = [
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    source: /\.innerHTML\s*=\s*\w+\.__html/,
    why: "Preact's support for the dangerouslySetInnerHTML prop, which no code of ours passes",
  },
  {
    code: 'DANGEROUS_EVAL',
    source: /jitless[\s\S]*try\s*\{\s*return\s+Function\(\s*(``|""|'')\s*\)/,
    why: "zod's check whether eval is allowed (it is not, under the extension's CSP, so zod runs without it)",
  },
];

/** The flagged line's text near the reported column (bundles are one long line). */
function around(dir: string, message: LintMessage): string {
  if (!message.file || !message.line) return '';
  const line = readFileSync(resolve(dir, message.file), 'utf8').split('\n')[message.line - 1] ?? '';
  const at = (message.column ?? 1) - 1;
  return line.slice(Math.max(0, at - 200), at + 200);
}

/** The accepted entry a warning matches, if any. */
export function acceptedFor(message: LintMessage, source: string): Accepted | undefined {
  return ACCEPTED.find((entry) => entry.code === message.code && entry.source.test(source));
}

function main(): number {
  const dir = resolve(process.argv[2] ?? '.output/firefox-mv3');
  let out: string;
  try {
    out = execFileSync(process.execPath, [WEB_EXT, 'lint', '--source-dir', dir, '--output', 'json', '--no-config-discovery'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // web-ext exits non-zero on errors; its JSON is still on stdout.
    out = String((error as { stdout?: unknown }).stdout ?? '');
  }
  const report = JSON.parse(out) as { errors: LintMessage[]; warnings: LintMessage[]; notices: LintMessage[] };
  const where = (m: LintMessage) => `${m.file ?? 'manifest'}${m.line ? `:${m.line}:${m.column ?? 0}` : ''}`;
  let failed = 0;
  for (const m of [...report.errors, ...report.notices]) {
    console.error(`✗ ${m.code} ${where(m)}: ${m.message}`);
    failed++;
  }
  for (const m of report.warnings) {
    const ok = acceptedFor(m, around(dir, m));
    if (ok) console.log(`· ${m.code} ${where(m)}: accepted, ${ok.why}`);
    else {
      console.error(`✗ ${m.code} ${where(m)}: ${m.message}`);
      failed++;
    }
  }
  console.log(
    `web-ext lint ${dir}: ${report.errors.length} errors, ${report.warnings.length} warnings, ${report.notices.length} notices; ${failed} not accepted`,
  );
  return failed > 0 ? 1 : 0;
}

// Run as a script, not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
