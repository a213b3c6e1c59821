// @vitest-environment node
// `npm run records`: argument parsing, and the program itself started as a user would.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DIR, DEFAULT_PORT, parseCliArgs } from '../../../server/cli';
import { FIXTURES, send, tempFolder } from './helpers';

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

  it('reads --faults against the cwd, and leaves it out when not given', () => {
    expect(parseCliArgs(['--faults', 'f.json'], '/data')).toEqual({ dir: FIXTURES, port: 8787, faults: '/data/f.json' });
    expect('faults' in parseCliArgs([], '/data')).toBe(false);
  });

  it('reads the highest port there is', () => {
    expect(parseCliArgs(['--port', '65535'], '/data').port).toBe(65535);
  });

  // Each a number to JavaScript (a sign, spaces, an exponent, hex, a fraction), none a port as typed.
  it.each(['abc', '70000', '65536', '', '-1', ' 80', '80 ', '1e3', '0x10', '12.5'])('refuses --port %j, naming it', (port) => {
    expect(() => parseCliArgs([`--port=${port}`])).toThrow(`--port must be 0..65535, not ${port}`);
  });

  it('refuses --faults= with nothing after it', () => {
    expect(() => parseCliArgs(['--faults='])).toThrow('--faults needs a file');
  });

  it.each([['--faults'], ['--fault', 'x'], ['stray'], ['--dir']])('refuses %s %s (node:util parseArgs)', (...args) => {
    expect(() => parseCliArgs(args)).toThrow(/option|argument/i);
  });
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

  it('with --faults, says so and misbehaves as the script says', async () => {
    const folder = tempFolder({ 'faults.json': JSON.stringify({ faults: [{ path: '/paper/*', request: 1, fault: 'status', status: 503 }] }) });
    try {
      const run = start(['--port', '0', '--faults', `${folder.dir}/faults.json`]);
      const [, url] = await run.ready;
      expect((await send(url!, '/paper/arxiv-2607-21653')).status).toBe(503);
      expect((await send(url!, '/paper/arxiv-2607-21653')).status).toBe(200);
      run.proc.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      const { stdout } = run.output();
      expect(stdout).toContain(`record server: fault mode, 1 rule from ${folder.dir}/faults.json`);
      expect(stdout).toMatch(/^GET \/paper\/arxiv-2607-21653 503 [\d.]+ms fault=status$/m);
      expect(stdout).toMatch(/^GET \/paper\/arxiv-2607-21653 200 [\d.]+ms$/m);
    } finally {
      folder.remove();
    }
  }, 20_000);

  it('exits 1 with a message for a bad fault script', async () => {
    const folder = tempFolder({ 'faults.json': '[{"fault":"nap"}]' });
    try {
      const run = start(['--port', '0', '--faults', `${folder.dir}/faults.json`]);
      expect(await run.exited).toBe(1);
      expect(run.output().stderr).toMatch(/record server: .*faults\.json: bad fault script at 0\.fault/);
    } finally {
      folder.remove();
    }
  }, 20_000);

  it('exits 1 with a message for a folder that does not exist', async () => {
    const run = start(['--port', '0', '--dir', '/nonexistent/records']);
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toMatch(/record server: cannot read the records folder \/nonexistent\/records/);
  }, 20_000);
});
