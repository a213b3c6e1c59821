// `npm run records -- [--dir DIR] [--pwc-dir DIR] [--github-dir DIR] [--port N] [--faults FILE]`:
// serves a folder of paper records on 127.0.0.1, under /api/v1/ a stand-in of Papers with Code from
// its own folder (see pwc.ts), and under /repos/ a stand-in of GitHub's REST API from another (see
// github-api.ts); with --faults, misbehaves as the JSON fault script in FILE says (see faults.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRecordServer } from './app';
import { readFaultsFile } from './faults';

/** The project root, so the default folder does not depend on where the command is run from. */
const ROOT = resolve(import.meta.dirname, '..');
export const DEFAULT_DIR = resolve(ROOT, 'tests/fixtures/records');
/** The Papers with Code stand-in's fixtures, beside the records. */
export const DEFAULT_SECOND_DIR = resolve(ROOT, 'tests/fixtures/pwc');
/** The GitHub API stand-in's fixtures, beside them. */
export const DEFAULT_GITHUB_DIR = resolve(ROOT, 'tests/fixtures/github-api');
export const DEFAULT_PORT = 8787;

/** Parsed command line; a given `--dir`, `--pwc-dir`, `--github-dir` or `--faults` is relative to the
 * cwd, as a user typing it expects. `faults`, `secondDir` and `githubDir` are only present when given
 * (the program then serves DEFAULT_SECOND_DIR and DEFAULT_GITHUB_DIR). */
export function parseCliArgs(args: string[], cwd = process.cwd()): { dir: string; port: number; faults?: string; secondDir?: string; githubDir?: string } {
  // Unknown options are an error, so a misspelt option is never silently ignored.
  const options = {
    dir: { type: 'string' },
    'pwc-dir': { type: 'string' },
    'github-dir': { type: 'string' },
    port: { type: 'string' },
    faults: { type: 'string' },
  } as const;
  const { values } = parseArgs({ args, options, strict: true });
  // Digits only (no sign, space, exponent or hex), so the one bound left to check is the top one.
  const port = values.port === undefined ? DEFAULT_PORT : /^\d{1,5}$/.test(values.port) ? Number(values.port) : NaN;
  if (!(port <= 65535)) throw new Error(`--port must be 0..65535, not ${values.port}`);
  if (values.faults === '') throw new Error('--faults needs a file');
  if (values['pwc-dir'] === '') throw new Error('--pwc-dir needs a folder');
  if (values['github-dir'] === '') throw new Error('--github-dir needs a folder');
  const dir = values.dir === undefined ? DEFAULT_DIR : resolve(cwd, values.dir);
  return {
    dir,
    port,
    ...(values.faults === undefined ? {} : { faults: resolve(cwd, values.faults) }),
    ...(values['pwc-dir'] === undefined ? {} : { secondDir: resolve(cwd, values['pwc-dir']) }),
    ...(values['github-dir'] === undefined ? {} : { githubDir: resolve(cwd, values['github-dir']) }),
  };
}

// Stryker disable all: the program runs only in a child process (cli.test.ts "the program"), where
// Stryker cannot switch a mutant on or see coverage; those tests check what it prints and does.
async function main(): Promise<void> {
  const { dir, port, faults: faultsFile, secondDir = DEFAULT_SECOND_DIR, githubDir = DEFAULT_GITHUB_DIR } = parseCliArgs(process.argv.slice(2));
  const faults = faultsFile === undefined ? undefined : readFaultsFile(faultsFile);
  const server = createRecordServer({ dir, secondDir, githubDir, log: (line) => console.log(line), faults });
  // Handlers first: a script may signal the moment it reads the address line.
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const { url } = await server.listen(port);
  console.log(`record server: ${url} (${server.papers} papers from ${dir})`);
  console.log(`record server: Papers with Code stand-in at ${url}/api/v1/ (${server.secondPapers} papers from ${secondDir})`);
  console.log(`record server: GitHub API stand-in at ${url}/repos/ (${server.githubRepos} repositories from ${githubDir})`);
  if (faults) console.log(`record server: fault mode, ${faults.length} rule${faults.length === 1 ? '' : 's'} from ${faultsFile}`);
}

// Run only as a program, so tests can import parseCliArgs without starting a server.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`record server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
// Stryker restore all
