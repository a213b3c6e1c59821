// `npm run records -- [--dir DIR] [--port N]`: serves a folder of paper records on 127.0.0.1.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRecordServer } from './app';

/** The project root, so the default folder does not depend on where the command is run from. */
const ROOT = resolve(import.meta.dirname, '..');
export const DEFAULT_DIR = resolve(ROOT, 'tests/fixtures/records');
export const DEFAULT_PORT = 8787;

/** Parsed command line; a given `--dir` is relative to the cwd, as a user typing it expects. */
export function parseCliArgs(args: string[], cwd = process.cwd()): { dir: string; port: number } {
  // Unknown options are an error, so a later `--faults` cannot be silently ignored by this version.
  const { values } = parseArgs({ args, options: { dir: { type: 'string' }, port: { type: 'string' } }, strict: true });
  const port = values.port === undefined ? DEFAULT_PORT : /^\d{1,5}$/.test(values.port) ? Number(values.port) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new Error(`--port must be 0..65535, not ${values.port}`);
  return { dir: values.dir === undefined ? DEFAULT_DIR : resolve(cwd, values.dir), port };
}

async function main(): Promise<void> {
  const { dir, port } = parseCliArgs(process.argv.slice(2));
  const server = createRecordServer({ dir, log: (line) => console.log(line) });
  // Handlers first: a script may signal the moment it reads the address line.
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const { url } = await server.listen(port);
  console.log(`record server: ${url} (${server.papers} papers from ${dir})`);
}

// Run only as a program, so tests can import parseCliArgs without starting a server.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`record server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
