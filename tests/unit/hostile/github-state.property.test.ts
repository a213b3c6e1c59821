// GitHub's repository answer at its worst: any JSON, real answers with fields swapped for wrong types,
// hostile text and addresses, and 100,000-character fields. Reading never throws, every fact kept
// respects its bound, every address is GitHub's own, the words say "gone" or "archived" only when the
// facts do, and no reading is worse than linear.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGithubFacts } from '../../../lib/record/github-state-schema';
import type { GithubFacts } from '../../../lib/record/github-state-types';
import { repoStateWords } from '../../../lib/record/github-state-words';
import { hostileText, hostileUrl, wrongValue } from './arbitraries';

const RUNS = { numRuns: 500 };
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);

// ---- The oracle, written out apart from the code ----

const OWNER = /^[A-Za-z0-9](?:-?[A-Za-z0-9])*$/;
const NAME = /^[A-Za-z0-9._-]+$/;

function isRepoNameShape(text: string): boolean {
  const [owner = '', name = '', ...more] = text.split('/');
  return more.length === 0 && owner.length <= 39 && OWNER.test(owner) && name.length <= 100 && NAME.test(name) && name !== '.' && name !== '..';
}

function assertGithubAddress(url: string, fullName: string): void {
  expect(url).toBe(`https://github.com/${fullName}`);
  const parsed = new URL(url);
  expect(parsed.hostname).toBe('github.com');
  expect(parsed.username + parsed.password + parsed.search + parsed.hash).toBe('');
}

const isCount = (n: number | null) => n === null || (Number.isSafeInteger(n) && n >= 0);
/** A control character, zero-width or bidi mark, or lone surrogate: never in a shown label. */
const isHidden = (c: number) =>
  c < 0x20 ||
  (c >= 0x7f && c <= 0x9f) ||
  (c >= 0x200b && c <= 0x200f) ||
  (c >= 0x202a && c <= 0x202e) ||
  (c >= 0x2066 && c <= 0x2069) ||
  c === 0xfeff ||
  (c >= 0xd800 && c <= 0xdfff);
const isLabel = (text: string, max: number) => text.length >= 1 && text.length <= max && ![...text].some((ch) => isHidden(ch.codePointAt(0) ?? 0));

/** What any facts read may hold, whatever the body was. */
function assertFacts(facts: GithubFacts | null, body: unknown, now: number): void {
  if (facts === null) return;
  expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
  expect(isRepoNameShape(facts.fullName)).toBe(true);
  assertGithubAddress(facts.url, facts.fullName);
  expect(typeof facts.archived).toBe('boolean');
  expect(typeof facts.disabled).toBe('boolean');
  expect(isCount(facts.stars)).toBe(true);
  expect(isCount(facts.sizeKb)).toBe(true);
  if (facts.language !== null) expect(isLabel(facts.language, 100)).toBe(true);
  if (facts.defaultBranch !== null) {
    expect(isLabel(facts.defaultBranch, 255)).toBe(true);
    expect(facts.defaultBranch).not.toMatch(/\s|\.\./);
  }
  if (facts.pushedAt !== null) {
    expect(Number.isFinite(facts.pushedAt)).toBe(true);
    expect(facts.pushedAt).toBeLessThanOrEqual(now + DAY);
  }
  if (facts.licence !== null) {
    expect(facts.licence).toMatch(/^[A-Za-z0-9.+-]{1,64}$/);
    expect(facts.licence).not.toBe('NOASSERTION');
  }
  if (facts.parent !== null) {
    expect((body as { fork?: unknown }).fork).toBe(true);
    expect(isRepoNameShape(facts.parent.fullName)).toBe(true);
    assertGithubAddress(facts.parent.url, facts.parent.fullName);
  }
}

/** What the words of found facts may say: "archived" and "gone" only as the facts say. */
function assertWords(facts: GithubFacts, asked: string, now: number): void {
  const said = repoStateWords({ status: 'found', asked, facts }, now, 'UTC');
  if (said === null) throw new Error('found facts must have words');
  // The language and the licence are the answer's own text: they may read as anything.
  const ours = said.short.split(' · ').filter((part) => part !== facts.language && part !== facts.licence);
  expect(ours.includes('archived')).toBe(facts.archived);
  expect(ours.includes('disabled by GitHub')).toBe(facts.disabled);
  expect(ours.some((part) => part.startsWith('gone'))).toBe(false);
  expect(said.full.startsWith('On GitHub: ')).toBe(true);
  const moved = facts.fullName.toLowerCase() !== asked.toLowerCase();
  expect(said.movedTo).toEqual(moved ? { label: facts.fullName, url: facts.url } : null);
  expect(said.forkOf).toEqual(facts.parent && { label: facts.parent.fullName, url: facts.parent.url });
  if (said.tone === 'fine') expect(facts.archived || facts.disabled || moved).toBe(false);
}

// ---- Bodies ----

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/github-api');
/** The real-looking answers another test set keeps, and one written here so the set is never empty. */
const BODIES: Record<string, unknown>[] = [
  { full_name: 'a/b', fork: true, parent: { full_name: 'c/d' }, license: { spdx_id: 'MIT' }, pushed_at: '2026-01-01T00:00:00Z', size: 3, stargazers_count: 1 },
  ...(existsSync(FIXTURES) ? readdirSync(FIXTURES, { withFileTypes: true }) : [])
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => JSON.parse(readFileSync(resolve(FIXTURES, entry.name), 'utf8')) as Record<string, unknown>),
];
const KEYS = [
  'full_name',
  'html_url',
  'archived',
  'disabled',
  'language',
  'size',
  'default_branch',
  'pushed_at',
  'stargazers_count',
  'license',
  'fork',
  'parent',
  'description',
];

const repoName = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9]{1,6}\/[A-Za-z0-9._-]{1,8}$/),
  fc.constantFrom('a/b', 'A/B', 'settings/x', 'a/b.git', 'https://github.com/a/b', 'a/b/c', ' a/b'),
);
const dateText = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2023-02-31T00:00:00Z', '2099-01-01T00:00:00Z', 'yesterday', '1', '2026-12-08T12:00:00Z', '2026-12-08T12:00:01Z'),
);
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 499, 500, 2 ** 60, Number.MAX_SAFE_INTEGER));
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  wrongValue,
  hostileText,
  hostileUrl,
  number,
  fc.boolean(),
  fc.constant(null),
  dateText,
  repoName,
  fc.record({ spdx_id: fc.oneof(fc.constantFrom('MIT', 'NOASSERTION', 'GPL-2.0+', ''), hostileText, wrongValue) }),
  fc.record({ full_name: fc.oneof(repoName, wrongValue), html_url: hostileUrl }),
);
/** A real body with a few fields swapped for odd values or taken away. */
const mutatedBody = fc
  .tuple(fc.constantFrom(...BODIES), fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.option(oddValue, { nil: undefined })), { maxLength: 6 }))
  .map(([base, edits]) => {
    const body: Record<string, unknown> = structuredClone(base);
    for (const [key, value] of edits) {
      if (value === undefined) delete body[key];
      else body[key] = value;
    }
    return body;
  });
const now = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
/** Another name, the NVIDIA one, or the body's own name in upper case (the same repository, not moved). */
function asked(body: unknown): fc.Arbitrary<string> {
  const own = (body as { full_name?: unknown } | null)?.full_name;
  return fc.constantFrom('a/b', 'NVIDIA-NeMo/labs-molt', typeof own === 'string' ? own.toUpperCase() : 'x/y');
}

describe('readGithubFacts and repoStateWords on anything', () => {
  it.each([
    ['any JSON value', fc.jsonValue()],
    ['any value at all', fc.anything()],
    ['a real answer with fields swapped or taken away', mutatedBody],
  ])('%s: never throws, every fact within its bound', (_, bodies) => {
    fc.assert(
      fc.property(
        bodies.chain((body) => fc.tuple(fc.constant(body), now, asked(body))),
        ([body, at, who]) => {
          const facts = readGithubFacts(body, at);
          assertFacts(facts, body, at);
          if (facts) assertWords(facts, who, at);
        },
      ),
      RUNS,
    );
  });

  it('reads every real body', () => {
    for (const body of BODIES) if (typeof body.full_name === 'string') expect(readGithubFacts(body, NOW)?.fullName).toBe(body.full_name);
  });
});

// ---- Linear time ----

/** A quadratic reader takes seconds on these inputs; a linear one, about a millisecond. The bound
 * leaves room for a busy two-core machine (as tests/unit/linear/ does). */
const BOUND_MS = 100;
const LENGTH = 100_000;
const PIECES = ['a', '/', '.', '-', ' ', '0', ':', '..', 'a-', '@{', '\u0000', 'é'];
const long = (piece: string, prefix = '') => (prefix + piece.repeat(Math.ceil(LENGTH / piece.length))).slice(0, LENGTH);

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

describe.each(['full_name', 'language', 'description', 'default_branch', 'pushed_at', 'html_url'])('a 100,000-character %s', (key) => {
  it.each(PIECES)('made of %j reads within the bound', (piece) => {
    const body = { ...BODIES[0], [key]: long(piece, key === 'pushed_at' ? '2026-01-01T' : 'a/') };
    expect(timed(() => readGithubFacts(body, NOW))).toBeLessThan(BOUND_MS);
  });
});

describe('100,000 characters in the nested fields', () => {
  it.each(PIECES)('a licence and a parent made of %j read within the bound', (piece) => {
    const body = { ...BODIES[0], license: { spdx_id: long(piece) }, parent: { full_name: long(piece, 'a/') } };
    expect(timed(() => readGithubFacts(body, NOW))).toBeLessThan(BOUND_MS);
    expect(readGithubFacts(body, NOW)).toMatchObject({ licence: null, parent: null });
  });
});
