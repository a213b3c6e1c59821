// Fault mode: a script that makes the record server misbehave on chosen requests, so tests (and a
// person running `npm run records -- --faults FILE`) can watch what the extension does when the
// record source is slow, down, rate-limited or answers nonsense. How a fault is sent: fault-replies.ts.
//
// A script is a JSON array of rules, or an object `{ "faults": [rules] }`. A rule has:
//   path     optional; an exact path (`/paper/arxiv-2607-21653`) or a glob where `*` matches within
//            one segment and `**` across segments (`/paper/*`). Absent: every path. The query string
//            is not part of the path (`/api/v1/**` takes every request to the Papers with Code
//            stand-in), unless the rule names one: `/api/v1/papers/?arxiv_id=2607.21653` takes only
//            the papers query for that id (`*` still stops at a `/`).
//   request  optional; which requests the rule takes, 1-based: a number or a list of numbers. With
//            `path` it counts the requests to each concrete path (so `/paper/*` with `request: 1`
//            takes the first request for every paper; a rule naming a query counts each path and
//            query apart); without `path`, all requests to the server.
//            Every request counts, whether a fault took it or not. Absent: every matching request.
//   fault    one of (with its own fields):
//     delay          ms             wait, then the normal answer
//     status         status (400..599), retryAfter?   that status with a JSON error body
//     429            retryAfter?    429, with `Retry-After` when given (seconds, or an HTTP date)
//     reset                         the socket destroyed: no status, no headers, no body
//     not-json                      200 with an HTML page (a proxy's error page, say)
//     break-section  section        200 with the normal record, one section made unreadable; a name
//                                   from BREAKABLE_SECTIONS or any dotted path into the record
//     huge           bytes? (10 MB), length? (true)   200 with the normal record padded to `bytes`;
//                                   `length: false` sends it chunked, without Content-Length
//     trickle        ms, chunks? (20)   the normal answer, its body cut in `chunks` pieces sent
//                                   evenly over `ms`
// The first rule that matches a request decides; a request no rule matches gets the normal answer.
// Counting starts afresh whenever a script is set (`faults` option, `setFaults`, `--faults`).
//
// @example [{ "path": "/paper/*", "request": [1, 2], "fault": "status", "status": 503 },
//           { "path": "/paper/arxiv-2607-21653", "fault": "break-section", "section": "about" }]
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Section names `break-section` knows, and where each sits in a paper record. */
export const BREAKABLE_SECTIONS: Record<string, string[]> = {
  about: ['about'],
  code_links: ['code_links'],
  'syntology.repos': ['syntology', 'repos'],
  'syntology.samples': ['syntology', 'samples'],
  repo_kind_vocabulary: ['syntology', 'repo_kind_vocabulary'],
  tasks: ['tasks'],
  methods: ['methods'],
  datasets_introduced: ['datasets_introduced'],
  methods_introduced: ['methods_introduced'],
  results: ['results'],
  syntology_extracted_results: ['syntology_extracted_results'],
  arxiv_metadata: ['arxiv_metadata'],
};

const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const retryAfter = z.union([whole(0, 86_400), z.string().min(1)]).optional();
const match = {
  path: z.string().startsWith('/', 'a path starts with /').optional(),
  request: z.union([whole(1, 1e9), z.array(whole(1, 1e9)).min(1)]).optional(),
};

const ruleSchema = z.discriminatedUnion('fault', [
  z.strictObject({ ...match, fault: z.literal('delay'), ms: whole(0, 600_000) }),
  z.strictObject({ ...match, fault: z.literal('status'), status: whole(400, 599), retryAfter }),
  z.strictObject({ ...match, fault: z.literal('429'), retryAfter }),
  z.strictObject({ ...match, fault: z.literal('reset') }),
  z.strictObject({ ...match, fault: z.literal('not-json') }),
  z.strictObject({ ...match, fault: z.literal('break-section'), section: z.string().regex(/^[\w-]+(\.[\w-]+)*$/, 'a section name or dotted path') }),
  z.strictObject({ ...match, fault: z.literal('huge'), bytes: whole(1, 200_000_000).optional(), length: z.boolean().optional() }),
  z.strictObject({ ...match, fault: z.literal('trickle'), ms: whole(0, 600_000), chunks: whole(1, 10_000).optional() }),
]);
export type FaultRule = z.infer<typeof ruleSchema>;
export type FaultKind = FaultRule['fault'];
/** A script as written: the rules, or `{ faults: rules }`. */
export type FaultScript = z.input<typeof ruleSchema>[] | { faults: z.input<typeof ruleSchema>[] };

/**
 * Checks a script and returns its rules; throws one readable error naming the first bad field.
 * @example parseFaults({ faults: [{ fault: 'reset' }] }) // [{ fault: 'reset' }]
 */
export function parseFaults(script: unknown): FaultRule[] {
  // Anything but a list is read as the wrapped form; text, a number or null then hold no list.
  const wrapped = !Array.isArray(script);
  const list: unknown = wrapped ? (script as { faults?: unknown } | null)?.faults : script;
  if (!Array.isArray(list) || (wrapped && Object.keys(script as object).length !== 1)) {
    throw new Error('bad fault script: give a list of rules, or { "faults": [rules] }');
  }
  return list.map((rule, i) => {
    const result = ruleSchema.safeParse(rule);
    if (result.success) return result.data;
    // zod names at least one issue whenever a parse fails.
    const issue = result.error.issues[0]!;
    throw new Error(`bad fault script at ${[i, ...issue.path].join('.')}: ${issue.message}`);
  });
}

/** Reads and checks a fault script file (`--faults FILE`). */
export function readFaultsFile(file: string): FaultRule[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the fault script ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return parseFaults(JSON.parse(text));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `*` within a segment, `**` across them; anything else literal. */
export function globToRegExp(glob: string): RegExp {
  const parts = glob.split(/(\*\*|\*)/).map((p) => (p === '**' ? '.*' : p === '*' ? '[^/]*' : p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('')}$`);
}

/** The rules with their request counts: `pick` is called once per arriving request, in order. */
export function createFaultPicker(rules: FaultRule[]) {
  const compiled = rules.map((rule) => ({
    rule,
    // A path without a star compiles to itself, anchored.
    path: rule.path === undefined ? null : globToRegExp(rule.path),
    withQuery: rule.path?.includes('?') ?? false,
    request: rule.request === undefined ? null : new Set([rule.request].flat()),
  }));
  const perPath = new Map<string, number>();
  const perTarget = new Map<string, number>();
  let total = 0;
  const count = (counts: Map<string, number>, key: string) => {
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n;
  };
  return {
    /** Counts the request (`query` without its `?`) and returns the rule that takes it, or null. */
    pick(path: string, query = ''): FaultRule | null {
      total += 1;
      const n = count(perPath, path);
      const full = `${path}?${query}`;
      const nFull = count(perTarget, full);
      for (const { rule, path: want, withQuery, request } of compiled) {
        if (want !== null && !want.test(withQuery ? full : path)) continue;
        if (request !== null && !request.has(want === null ? total : withQuery ? nFull : n)) continue;
        return rule;
      }
      return null;
    },
  };
}

export type FaultPicker = ReturnType<typeof createFaultPicker>;
