// @vitest-environment node
// `npm run records`: argument parsing, and the program itself started as a user would.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DIR, DEFAULT_PORT, parseCliArgs } from '../../../server/cli';
import { FIXTURES, send } from './helpers';

const ROOT = resolve(import.meta.dirname, '../../..');
// tsx's loader in this very process rather than its wrapper, so a kill reaches the server itself.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const CLI = resolve(ROOT, 'server/cli.ts');

describe('parseCliArgs', () => {
  it('defaults to the fixture folder of the project, whatever the cwd, and port 8787', () => {
    expect(parseCliArgs([], '/somewhere/else')).toEqual({ dir: FIXTURES, port: 8787 });
    expect([DEFAULT_DIR, DEFAULT_PORT]).toEqual([FIXTURES, 8787]);
  });

  it('reads --dir against the cwd and --port as a number, 0 included', () => {
    expect(parseCliArgs(['--dir', 'recs', '--port', '0'], '/data')).toEqual({ dir: '/data/recs', port: 0 });
    expect(parseCliArgs(['--dir=/abs', '--port=9000'], '/data')).toEqual({ dir: '/abs', port: 9000 });
  });

  it.each([['--port', 'abc'], ['--port', '70000'], ['--port', ''], ['--port', '-1'], ['--faults'], ['stray'], ['--dir']])(
    'refuses %s %s',
    (...args) => expect(() => parseCliArgs(args)).toThrow(),
  );
});

describe('the program', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  function start(args: string[]) {
    child = spawn(process.execPath, ['--import', TSX_LOADER, CLI, ...args], { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
    const proc = child;
    let stdout = '';
    let stderr = '';
    proc.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => proc.once('exit', (code) => done(code)));
    const ready = new Promise<RegExpMatchArray>((done, fail) => {
      proc.stdout!.on('data', () => {
        const line = /^record server: (http:\/\/127\.0\.0\.1:(\d+)) \((\d+) papers from (.+)\)$/m.exec(stdout);
        if (line) done(line);
      });
      void exited.then((code) => fail(new Error(`exited ${code}: ${stderr}`)));
    });
    ready.catch(() => {}); // a test that expects an early exit never awaits readiness
    return { proc, ready, exited, output: () => ({ stdout, stderr }) };
  }

  it('prints its address, serves, logs each request, and stops cleanly on SIGTERM', async () => {
    const run = start(['--port', '0']);
    const [, url, port, papers, dir] = await run.ready;
    expect([Number(port) > 0, papers, dir]).toEqual([true, '4', FIXTURES]);
    expect((await send(url!, '/paper/arxiv-hep-th-9901001')).status).toBe(200);
    run.proc.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).toMatch(/^GET \/paper\/arxiv-hep-th-9901001 200 [\d.]+ms$/m);
  }, 20_000);

  it('stops cleanly on SIGINT', async () => {
    const run = start(['--port', '0']);
    await run.ready;
    run.proc.kill('SIGINT');
    expect(await run.exited).toBe(0);
  }, 20_000);

  it('exits 1 with a message for a folder that does not exist', async () => {
    const run = start(['--port', '0', '--dir', '/nonexistent/records']);
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toMatch(/record server: cannot read the records folder \/nonexistent\/records/);
  }, 20_000);
});
