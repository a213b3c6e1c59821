// The record server: the record-source contract over node:http, from a folder of paper records.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { deliver, planReply } from './fault-replies';
import { createFaultPicker, parseFaults, type FaultPicker, type FaultKind, type FaultScript } from './faults';
import { createGithubStandIn, isGithubPath, routeGithub, type GithubLimits, type GithubStandIn } from './github-api';
import { addressName } from './github-rate';
import { isLoopbackHost, MAX_KEPT_REQUESTS, shownPath } from './guards';
import { loadSecondFixtures, NO_SECOND_PAPERS, routeSecond, type SecondIndex } from './pwc';
import { loadRecords, type RecordIndex } from './records';
import { buildRepoRecords, repoKey, repoName, type RepoRecord } from './repo-records';

/** Loopback only: the server is a local stand-in for the site, never a public service. */
export const HOST = '127.0.0.1';

/** `dir`: folder of `*.json` paper records, read once at creation. `log`: load warnings and
 * one line per request (`GET /health 200 0.4ms`, `GET /paper/x 503 1.2ms fault=status`); silent
 * when absent. `faults`: a fault script (see faults.ts), checked now; none by default.
 * `secondDir`: folder of Papers with Code stand-in fixtures (see pwc.ts), served under `/api/v1/`;
 * absent, the stand-in lists no paper. `githubDir`: folder of GitHub API stand-in fixtures (see
 * github-api.ts), served under `/repos/` and `/repositories/`; absent, every repository is 404.
 * `githubTokens`: the tokens that stand-in accepts (DEFAULT_GITHUB_TOKENS, github-rate.ts, when
 * absent); `githubLimits`: its hourly allowance and clock, GitHub's 60 and 5,000 by default. */
export interface RecordServerOptions {
  dir: string;
  secondDir?: string;
  githubDir?: string;
  githubTokens?: readonly string[];
  githubLimits?: GithubLimits;
  log?: (line: string) => void;
  faults?: FaultScript;
}

/** One request, as tests read it from {@link RecordServer.requests}. */
export interface RequestLogEntry {
  method: string;
  /** The request path without its query string, as sent. */
  path: string;
  /** The query string without its `?` ('' when none), cut like the path. */
  query: string;
  status: number;
  /** Milliseconds until the answer was sent; 0 until then. */
  ms: number;
  /** `Date.now()` when the request arrived, so tests can check back-off timing. */
  at: number;
  /** Whether the request carried a Cookie header (the extension must never send one). */
  cookie: boolean;
  /** Whether the request carried an Authorization header; its value is never kept nor logged. */
  authorization: boolean;
  /** The fault that took the request (see faults.ts), or null for the normal answer. */
  fault: FaultKind | null;
  /** Whether the whole answer was handed to the socket before it closed; false until then, and
   * for a `reset` or a client that hung up early (e.g. on a body too large to read). */
  completed: boolean;
  /** Body bytes the socket took so far; a large body is written piece by piece as the client
   * reads, so this shows how much of it a client that gave up had read (give or take buffers). */
  sent: number;
}

/** Replaces the contract's answer for some requests (tests' 500s); undefined lets it through. */
export type Intercept = (request: { method: string; path: string; query: string }) => Reply | undefined;

/** What the server answers: a JSON body with its status and headers. */
export type Reply = { status: number; headers: Record<string, string>; body: string };

/** The loaded records, the repo records built from them, and the Papers with Code stand-in's papers
 * (none when absent). */
export type RecordData = { index: RecordIndex; repos: Map<string, RepoRecord>; second?: SecondIndex };

/** A record server over one folder; see {@link createRecordServer}. */
export interface RecordServer {
  /** Starts listening on 127.0.0.1; port 0 (the default) picks a free port. */
  listen(port?: number): Promise<{ port: number; url: string }>;
  /** Stops listening and drops open connections; safe to call more than once. */
  close(): Promise<void>;
  /** The last MAX_KEPT_REQUESTS (guards.ts) requests, oldest first, entered on arrival, long paths
   * cut (see shownPath in guards.ts); tests may read or empty it. */
  readonly requests: RequestLogEntry[];
  /** How many papers are served. */
  readonly papers: number;
  /** How many papers the Papers with Code stand-in lists. */
  readonly secondPapers: number;
  /** How many repositories the GitHub API stand-in serves (old names that moved aside). */
  readonly githubRepos: number;
  /** Forgets the GitHub API stand-in's hourly windows, so every caller starts a fresh hour. */
  resetGithubLimits(): void;
  /** Sets or removes (null) the {@link Intercept} that answers instead of the contract. */
  setIntercept(intercept: Intercept | null): void;
  /** Sets (checked, counts from zero) or removes (null) the fault script; see faults.ts. Idle
   * keep-alive connections are closed, so the script meets every client on a fresh one. */
  setFaults(script: FaultScript | null): void;
  /** The request handler, to mount elsewhere or call directly. */
  readonly handler: (req: IncomingMessage, res: ServerResponse) => void;
}

/** Reads the folders and builds the repo records once, so requests only look things up. */
export function loadRecordData(dir: string, log?: (line: string) => void, secondDir?: string): RecordData {
  const index = loadRecords(dir, log);
  const second = secondDir === undefined ? NO_SECOND_PAPERS : loadSecondFixtures(secondDir, log);
  return { index, repos: buildRepoRecords(index), second };
}

function json(status: number, body: string, extra: Record<string, string> = {}): Reply {
  return {
    status,
    body,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      // No Access-Control-Allow-Origin: the extension's background reads with its host
      // permission, and a wildcard would let any web page read the server too.
      ...extra,
    },
  };
}
const notFound = (error = 'not found') => json(404, JSON.stringify({ error }));

const misdirected = () => json(421, JSON.stringify({ error: 'this server answers only to a loopback host name' }));

/**
 * The contract as a pure function of method, path (query string removed) and query string (read
 * only by the Papers with Code stand-in, which finds papers by `?arxiv_id=`).
 * @example route(data, 'GET', '/paper/arxiv-2607-21653').status // 200
 * @example route(data, 'GET', '/api/v1/papers/', 'arxiv_id=2607.21653').status // 200
 */
export function route(data: RecordData, method: string, path: string, query = ''): Reply {
  if (method !== 'GET' && method !== 'HEAD') {
    return json(405, JSON.stringify({ error: 'method not allowed' }), { Allow: 'GET, HEAD' });
  }
  // Split by hand rather than with URL, which would resolve `..` and `//` into other paths.
  const parts = path.split('/');
  // Stryker disable next-line ConditionalExpression: the empty path ('' splits to ['']) is refused further on as a path of no segments, all the same
  if (parts[0] !== '' || parts.length < 2) return notFound();
  parts.shift();
  // One trailing slash is fine. The length test only keeps '/' whole; it is refused further on either way.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: '/' popped to no segments is refused as '/' kept as one empty segment is
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  let segments: string[];
  try {
    segments = parts.map(decodeURIComponent);
  } catch {
    return notFound();
  }
  if (segments.some((s) => s === '')) return notFound();
  const [head, ...rest] = segments;
  if (head === 'health' && rest.length === 0) {
    return json(200, JSON.stringify({ ok: true, papers: data.index.papers.size }));
  }
  if (head === 'paper' && rest.length === 1) {
    const paper = data.index.papers.get(rest[0]!.toLowerCase());
    return paper ? json(200, paper.text) : notFound('no record');
  }
  if (head === 'api' && rest[0] === 'v1') {
    const { status, body } = routeSecond(data.second ?? NO_SECOND_PAPERS, rest.slice(1), query);
    return json(status, JSON.stringify(body));
  }
  if (head === 'repo' && rest.length === 2) {
    const name = repoName(rest.join('/'));
    const repo = name ? data.repos.get(repoKey(name)) : undefined;
    return repo ? json(200, JSON.stringify(repo)) : notFound('no record');
  }
  return notFound();
}

/**
 * The node:http handler over {@link route}, and over {@link routeGithub} for the GitHub API
 * stand-in's paths when `github` is given (it reads headers and the client's address, which the
 * pure route does not); each request goes to `requests` and `log`. The intercept, when it answers,
 * stands in for both; a fault (see faults.ts) then bends whichever answer that is.
 */
export function createHandler(
  data: RecordData,
  options: {
    log?: (line: string) => void;
    requests?: RequestLogEntry[];
    intercept?: () => Intercept | null;
    faults?: () => FaultPicker | null;
    github?: GithubStandIn;
  } = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const { log, requests, intercept, faults, github } = options;
  const answer = (req: IncomingMessage, method: string, path: string, query: string): Reply => {
    if (!isLoopbackHost(req.headers.host)) return misdirected();
    const intercepted = intercept?.()?.({ method, path, query });
    if (intercepted) return intercepted;
    if (!github || !isGithubPath(path)) return route(data, method, path, query);
    const { authorization, 'if-none-match': ifNoneMatch, host } = req.headers;
    return routeGithub(github, { method, path, origin: `http://${host}`, address: addressName(req.socket.remoteAddress), authorization, ifNoneMatch });
  };
  return (req, res) => {
    const started = performance.now();
    const at = Date.now();
    // Stryker disable next-line StringLiteral: Node sets a server request's method and url; the fallbacks only satisfy the types
    const method = req.method ?? 'GET';
    // Stryker disable next-line StringLiteral: as above
    const target = req.url ?? '/';
    const mark = target.indexOf('?');
    const path = mark < 0 ? target : target.slice(0, mark);
    const query = mark < 0 ? '' : target.slice(mark + 1);
    const base = answer(req, method, path, query);
    const rule = faults?.()?.pick(path, query) ?? null;
    const plan = planReply(base, rule);
    const status = plan.kind === 'reset' ? 0 : plan.reply.status;
    // Entered on arrival, so a test can count a request the moment its answer reaches it.
    const entry: RequestLogEntry = {
      method,
      path: shownPath(path),
      query: shownPath(query),
      status,
      ms: 0,
      at,
      cookie: req.headers.cookie !== undefined,
      authorization: req.headers.authorization !== undefined,
      fault: rule?.fault ?? null,
      completed: false,
      sent: 0,
    };
    if (requests) {
      requests.push(entry);
      // The oldest beyond the cap go; at or under it the count is zero or less and none go.
      requests.splice(0, requests.length - MAX_KEPT_REQUESTS);
    }
    res.once('close', () => {
      entry.ms = Math.round((performance.now() - started) * 10) / 10;
      entry.completed = res.writableFinished;
      const unfinished = entry.completed || plan.kind === 'reset' ? '' : ' unfinished';
      log?.(`${method} ${entry.path} ${plan.kind === 'reset' ? 'reset' : status} ${entry.ms}ms${rule ? ` fault=${rule.fault}` : ''}${unfinished}`);
    });
    deliver(req, res, plan, (bytes) => (entry.sent += bytes));
  };
}

/**
 * A record server over the records in `options.dir` (read now; throws if the folder cannot be
 * read). Nothing listens until {@link RecordServer.listen}.
 */
export function createRecordServer(options: RecordServerOptions): RecordServer {
  const data = loadRecordData(options.dir, options.log, options.secondDir);
  const requests: RequestLogEntry[] = [];
  let intercept: Intercept | null = null;
  let faults: FaultPicker | null = options.faults ? createFaultPicker(parseFaults(options.faults)) : null;
  const github = createGithubStandIn({ dir: options.githubDir, tokens: options.githubTokens, limits: options.githubLimits, log: options.log });
  const handler = createHandler(data, { log: options.log, requests, intercept: () => intercept, faults: () => faults, github });
  const server = createServer(handler);
  return {
    requests,
    papers: data.index.papers.size,
    secondPapers: data.second?.papers.size ?? 0,
    githubRepos: github.index.byName.size,
    resetGithubLimits() {
      github.limiter.reset();
    },
    handler,
    setIntercept(next) {
      intercept = next;
    },
    setFaults(script) {
      faults = script === null ? null : createFaultPicker(parseFaults(script));
      // Fresh connections for the new script: Chrome itself re-sends a request once when a reused
      // keep-alive socket is reset, which would make one `reset` look like two attempts.
      server.closeIdleConnections();
    },
    async listen(port = 0) {
      server.listen(port, HOST);
      // Rejects with the server's error (a port in use) if that comes first, and leaves no listener.
      await once(server, 'listening');
      const actual = (server.address() as AddressInfo).port;
      return { port: actual, url: `http://${HOST}:${actual}` };
    },
    close() {
      // A server that is not listening calls back all the same (with an error that changes nothing here).
      return new Promise((done) => {
        server.close(() => done());
        // Keep-alive sockets (browsers hold them) would otherwise keep close() waiting.
        server.closeAllConnections();
      });
    },
  };
}

export { isLoopbackHost, MAX_KEPT_REQUESTS, shownPath } from './guards';
