// @vitest-environment node
// The record server's fault mode: the script's format and matching, and each fault as a Node
// client sees it on a real server.
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRecordServer, type RecordServer } from '../../../server/app';
import { BROKEN, breakSection, HUGE_BYTES, NOT_JSON_BODY } from '../../../server/fault-replies';
import { BREAKABLE_SECTIONS, createFaultPicker, globToRegExp, parseFaults, readFaultsFile, type FaultScript } from '../../../server/faults';
import { readPaperRecord } from '../../../lib/record/read-record';
import { FIXTURES, fixture, fixtureText, tempFolder } from './helpers';

const REAL = '/paper/arxiv-2607-21653';
const OTHER = '/paper/arxiv-2607-00001';
const realText = fixtureText('arxiv-2607.21653.json');

interface Seen {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** Milliseconds from sending to the headers, and to each chunk of the body. */
  headersAt: number;
  chunksAt: number[];
}

/** One GET that records when the headers and each body chunk came; rejects on a reset socket. */
function get(base: string, path: string, method = 'GET'): Promise<Seen> {
  const { hostname, port } = new URL(base);
  const start = performance.now();
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path, method, agent: false }, (res) => {
      const headersAt = performance.now() - start;
      const chunks: Buffer[] = [];
      const chunksAt: number[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        chunksAt.push(performance.now() - start);
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), headersAt, chunksAt }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}
const text = (seen: Seen) => seen.body.toString('utf8');

let server: RecordServer;
let base: string;
const lines: string[] = [];

beforeAll(async () => {
  server = createRecordServer({ dir: FIXTURES, log: (line) => lines.push(line) });
  base = (await server.listen(0)).url;
});
afterAll(() => server.close());
afterEach(() => {
  server.setFaults(null);
  server.setIntercept(null);
  server.requests.length = 0;
  lines.length = 0;
});

describe('the script format', () => {
  it('takes a list of rules or { faults: [...] }', () => {
    const rules = [{ path: '/paper/*', request: [1, 2], fault: 'status', status: 503 }];
    expect(parseFaults(rules)).toEqual(rules);
    expect(parseFaults({ faults: rules })).toEqual(rules);
    expect(parseFaults([])).toEqual([]);
  });

  it.each([
    [{ fault: 'explode' }, /fault/],
    [[{ fault: 'status', status: 200 }], /0\.status/],
    [[{ fault: 'delay' }], /0\.ms/],
    [[{ fault: 'reset', path: 'paper/x' }], /starts with \//],
    [[{ fault: 'reset', request: 0 }], /0\.request/],
    [[{ fault: 'reset', request: [] }], /0\.request/],
    [[{ fault: 'reset', typo: 1 }], /typo|unrecognized/i],
    [[{ fault: 'break-section', section: '' }], /0\.section/],
    [[{ fault: 'trickle', ms: -1 }], /0\.ms/],
    ['not a script', /bad fault script/],
    [null, /give a list of rules/],
    [42, /give a list of rules/],
    [{ faults: [], extra: 1 }, /give a list of rules, or \{ "faults": \[rules\] \}/],
  ])('refuses %j with a readable message', (script, message) => {
    expect(() => parseFaults(script)).toThrow(message);
  });

  it('reads a file, naming the file in any error', () => {
    const folder = tempFolder({ 'ok.json': JSON.stringify({ faults: [{ fault: 'reset' }] }), 'bad.json': '{ nope', 'wrong.json': '[{"fault":"nap"}]' });
    try {
      expect(readFaultsFile(`${folder.dir}/ok.json`)).toEqual([{ fault: 'reset' }]);
      expect(() => readFaultsFile(`${folder.dir}/bad.json`)).toThrow(/bad\.json/);
      expect(() => readFaultsFile(`${folder.dir}/wrong.json`)).toThrow(/wrong\.json: bad fault script at 0\.fault/);
      expect(() => readFaultsFile(`${folder.dir}/missing.json`)).toThrow(/cannot read the fault script/);
    } finally {
      folder.remove();
    }
  });

  it('checks the script given to createRecordServer and setFaults', () => {
    expect(() => createRecordServer({ dir: FIXTURES, faults: [{ fault: 'nap' }] as unknown as FaultScript })).toThrow(/bad fault script/);
    expect(() => server.setFaults([{ fault: 'delay', ms: 'soon' }] as unknown as FaultScript)).toThrow(/0\.ms/);
  });
});

describe('matching', () => {
  it('globs: * within a segment, ** across segments, the rest literal', () => {
    expect(globToRegExp('/paper/*').test('/paper/arxiv-2607-21653')).toBe(true);
    expect(globToRegExp('/paper/*').test('/paper/a/b')).toBe(false);
    expect(globToRegExp('/repo/**').test('/repo/owner/name')).toBe(true);
    expect(globToRegExp('/paper/arxiv-2607.*').test('/paper/arxiv-2607-1')).toBe(false);
  });

  it('counts per concrete path with a path, overall without, and the first matching rule wins', () => {
    const picker = createFaultPicker(
      parseFaults([
        { path: '/paper/*', request: 2, fault: 'reset' },
        { request: [1, 4], fault: 'not-json' },
        { path: '/paper/b', fault: 'delay', ms: 5 },
      ]),
    );
    const seen = ['/paper/a', '/paper/a', '/paper/b', '/health', '/paper/b', '/paper/b'].map((p) => picker.pick(p)?.fault ?? null);
    // overall #1 not-json; /paper/a #2 reset; /paper/b #1 delay; overall #4 not-json; /paper/b #2 reset; #3 delay
    expect(seen).toEqual(['not-json', 'reset', 'delay', 'not-json', 'reset', 'delay']);
  });

  it('takes a path without a star as written: whole, its dots only dots', () => {
    const picker = createFaultPicker(parseFaults([{ path: '/paper/a.b', fault: 'reset' }]));
    expect(['/paper/a.b', '/paper/aXb', '/paper/a.bc', '/x/paper/a.b'].map((p) => picker.pick(p)?.fault ?? null)).toEqual(['reset', null, null, null]);
  });

  it('applies from the first request after setFaults, counting afresh each time', async () => {
    await get(base, REAL);
    server.setFaults([{ path: REAL, request: 1, fault: 'status', status: 500 }]);
    expect((await get(base, REAL)).status).toBe(500);
    expect((await get(base, REAL)).status).toBe(200);
    server.setFaults([{ path: REAL, request: 1, fault: 'status', status: 500 }]);
    expect((await get(base, REAL)).status).toBe(500);
  });

  it('leaves unmatched paths alone', async () => {
    server.setFaults([{ path: REAL, fault: 'status', status: 503 }]);
    expect((await get(base, OTHER)).status).toBe(200);
    expect((await get(base, '/paper/arxiv-2607-00002')).status).toBe(404);
    expect((await get(base, REAL)).status).toBe(503);
  });
});

describe('each fault, from a Node client', () => {
  it('delay: the normal answer, not before the delay', async () => {
    server.setFaults([{ path: REAL, fault: 'delay', ms: 300 }]);
    const seen = await get(base, REAL);
    expect([seen.status, text(seen)]).toEqual([200, realText]);
    expect(seen.headersAt).toBeGreaterThanOrEqual(290);
    expect(server.requests[0]).toMatchObject({ path: REAL, status: 200, fault: 'delay', completed: true, sent: Buffer.byteLength(realText) });
    expect(server.requests[0]!.ms).toBeGreaterThanOrEqual(290);
  });

  it.each([500, 503])('status %i: that status with a JSON error body', async (status) => {
    server.setFaults([{ path: '/paper/*', fault: 'status', status }]);
    const seen = await get(base, REAL);
    expect([seen.status, JSON.parse(text(seen))]).toEqual([status, { error: `fault: ${status}` }]);
    expect(seen.headers['retry-after']).toBeUndefined();
    expect(server.requests[0]).toMatchObject({ status, fault: 'status' });
  });

  it('429 with Retry-After, and without it', async () => {
    server.setFaults([
      { path: REAL, fault: '429', retryAfter: 7 },
      { path: OTHER, fault: '429' },
    ]);
    const withHeader = await get(base, REAL);
    expect([withHeader.status, withHeader.headers['retry-after']]).toEqual([429, '7']);
    const without = await get(base, OTHER);
    expect([without.status, without.headers['retry-after']]).toEqual([429, undefined]);
  });

  it('reset: the socket closes with no answer at all', async () => {
    server.setFaults([{ path: REAL, fault: 'reset' }]);
    await expect(get(base, REAL)).rejects.toMatchObject({ code: expect.stringMatching(/ECONNRESET|socket hang up/) });
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatch(new RegExp(`^GET ${REAL} reset [\\d.]+ms fault=reset$`));
    expect(server.requests[0]).toMatchObject({ status: 0, fault: 'reset', completed: false });
  });

  it('not-json: 200 with an HTML page that JSON.parse refuses', async () => {
    server.setFaults([{ path: REAL, fault: 'not-json' }]);
    const seen = await get(base, REAL);
    expect([seen.status, text(seen)]).toEqual([200, NOT_JSON_BODY]);
    expect(seen.headers['content-type']).toMatch(/^text\/html/);
    expect(() => JSON.parse(text(seen))).toThrow();
  });

  it.each(Object.keys(BREAKABLE_SECTIONS))('break-section %s: only that section becomes unreadable', async (section) => {
    server.setFaults([{ path: REAL, fault: 'break-section', section }]);
    const seen = await get(base, REAL);
    expect(seen.status).toBe(200);
    const body = JSON.parse(text(seen)) as Record<string, any>;
    const real = fixture('arxiv-2607.21653.json');
    const path = BREAKABLE_SECTIONS[section]!;
    const at = (value: any) => path.reduce((v, key) => v?.[key], value);
    expect(at(body)).toEqual(BROKEN);
    // Everything else is the real record: put the real section back and compare the whole.
    path.slice(0, -1).reduce((v, key) => v[key], body)[path.at(-1)!] = at(real);
    expect(body).toEqual(real);
  });

  it('break-section is unreadable to the extension’s reader in exactly the named section', async () => {
    const labels: Record<string, keyof NonNullable<ReturnType<typeof readPaperRecord>>> = {
      about: 'about',
      code_links: 'codeLinks',
      'syntology.repos': 'syntologyRepos',
      'syntology.samples': 'samples',
      repo_kind_vocabulary: 'vocabulary',
      tasks: 'topics',
      syntology_extracted_results: 'extracted',
      results: 'archiveResults',
      arxiv_metadata: 'metadata',
    };
    for (const [section, part] of Object.entries(labels)) {
      const read = readPaperRecord(breakSection(fixture('arxiv-2607.21653.json'), section))!;
      const broken = Object.entries(read)
        .filter(([, s]) => !s.ok)
        .map(([name]) => name);
      expect(broken, section).toEqual([part]);
    }
  });

  it('break-section on a text field or an unknown dotted path, and a non-record answer left as it is', async () => {
    expect(breakSection({ title: 'T' }, 'title')).toEqual({ title: [BROKEN] });
    expect(breakSection({}, 'syntology.claim')).toEqual({ syntology: { claim: BROKEN } });
    server.setFaults([{ path: '/paper/*', fault: 'break-section', section: 'about' }]);
    const none = await get(base, '/paper/arxiv-2607-00002');
    expect([none.status, JSON.parse(text(none))]).toEqual([404, { error: 'no record' }]);
  });

  it('huge: a 10 MB record, with Content-Length, or chunked without it', async () => {
    server.setFaults([
      { path: REAL, request: 1, fault: 'huge' },
      { path: REAL, request: 2, fault: 'huge', length: false },
    ]);
    const sized = await get(base, REAL);
    expect([sized.status, sized.body.length, sized.headers['content-length']]).toEqual([200, HUGE_BYTES, String(HUGE_BYTES)]);
    const { padding, ...rest } = JSON.parse(text(sized)) as Record<string, unknown>;
    expect(rest).toEqual(fixture('arxiv-2607.21653.json'));
    expect(typeof padding).toBe('string');
    const chunked = await get(base, REAL);
    expect([chunked.body.length, chunked.headers['content-length'], chunked.headers['transfer-encoding']]).toEqual([HUGE_BYTES, undefined, 'chunked']);
  });

  it('a client that hangs up before the answer is logged as not completed', async () => {
    server.setFaults([
      { path: REAL, fault: 'delay', ms: 5_000 },
      { path: OTHER, fault: 'trickle', ms: 5_000, chunks: 50 },
    ]);
    const hangUp = (path: string, when: 'sent' | 'data') =>
      new Promise<void>((done) => {
        const { hostname, port } = new URL(base);
        const req = request({ host: hostname, port, path, agent: false }, (res) =>
          res.once('data', () => {
            req.destroy();
            done();
          }),
        );
        req.on('error', () => undefined);
        req.end(() => {
          if (when !== 'sent') return;
          setTimeout(() => {
            req.destroy();
            done();
          }, 100);
        });
      });
    await hangUp(REAL, 'sent');
    await hangUp(OTHER, 'data');
    await expect.poll(() => lines.length).toBe(2);
    expect(server.requests.map((r) => [r.fault, r.completed])).toEqual([
      ['delay', false],
      ['trickle', false],
    ]);
    expect(lines.every((line) => line.endsWith(' unfinished'))).toBe(true);
    expect(server.requests[0]!.ms).toBeLessThan(2_000);
  });

  it('huge: a client that stops reading stops the sending, and the log says how much went', async () => {
    const bytes = 40_000_000;
    server.setFaults([{ path: REAL, fault: 'huge', bytes, length: false }]);
    let read = 0;
    await new Promise<void>((done) => {
      const { hostname, port } = new URL(base);
      const req = request({ host: hostname, port, path: REAL, agent: false }, (res) => {
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 1_000_000) {
            req.destroy();
            done();
          }
        });
      });
      req.on('error', () => undefined);
      req.end();
    });
    await expect.poll(() => lines.length).toBe(1);
    const [entry] = server.requests;
    expect([entry!.fault, entry!.completed]).toEqual(['huge', false]);
    expect(entry!.sent).toBeGreaterThanOrEqual(1_000_000);
    expect(entry!.sent).toBeLessThan(bytes / 2);
    expect(lines[0]).toMatch(/ fault=huge unfinished$/);
  });

  it('trickle: the whole valid body, in pieces spread over the time asked', async () => {
    server.setFaults([{ path: REAL, fault: 'trickle', ms: 600, chunks: 6 }]);
    const seen = await get(base, REAL);
    expect([seen.status, text(seen)]).toEqual([200, realText]);
    expect(seen.headers['content-length']).toBe(String(Buffer.byteLength(realText)));
    expect(seen.headersAt).toBeLessThan(300);
    expect(seen.chunksAt.length).toBeGreaterThanOrEqual(5);
    expect(seen.chunksAt.at(-1)!).toBeGreaterThanOrEqual(590);
    expect(seen.chunksAt.at(-1)! - seen.chunksAt[0]!).toBeGreaterThanOrEqual(400);
  });

  it('HEAD under a fault: headers only', async () => {
    server.setFaults([{ path: REAL, fault: 'delay', ms: 50 }]);
    const seen = await get(base, REAL, 'HEAD');
    expect([seen.status, seen.body.length, seen.headers['content-length']]).toEqual([200, 0, String(Buffer.byteLength(realText))]);
  });

  it('logs the fault on its line; a normal line is unchanged', async () => {
    server.setFaults([{ path: REAL, fault: 'status', status: 503 }]);
    await get(base, REAL);
    await get(base, OTHER);
    expect(lines[0]).toMatch(new RegExp(`^GET ${REAL} 503 [\\d.]+ms fault=status$`));
    expect(lines[1]).toMatch(new RegExp(`^GET ${OTHER} 200 [\\d.]+ms$`));
    expect(server.requests.map((r) => r.fault)).toEqual(['status', null]);
  });
});

describe('with setIntercept', () => {
  it('the intercept still answers alone, and a fault bends the intercept’s answer', async () => {
    const record = { arxiv_id: '2607.21653', about: { site: 'https://example.org' }, title: 'from the intercept' };
    server.setIntercept(({ path }) =>
      path === REAL ? { status: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(record) } : undefined,
    );
    expect(JSON.parse(text(await get(base, REAL)))).toEqual(record);
    server.setFaults([
      { path: REAL, fault: 'break-section', section: 'about' },
      { path: OTHER, fault: 'delay', ms: 1 },
    ]);
    expect(JSON.parse(text(await get(base, REAL)))).toEqual({ ...record, about: BROKEN });
    expect(JSON.parse(text(await get(base, OTHER))).arxiv_id).toBe('2607.00001');
  });

  it('closing the server with a delayed answer pending leaves nothing behind', async () => {
    const other = createRecordServer({ dir: FIXTURES, faults: [{ fault: 'delay', ms: 60_000 }] });
    const { url } = await other.listen(0);
    const pending = get(url, REAL).then(
      () => 'answered',
      () => 'dropped',
    );
    await expect.poll(() => other.requests.length).toBe(1);
    await other.close();
    expect(await pending).toBe('dropped');
  });
});
