// Generators for the hostile-input tests: records edited from the real one (valid edits, wrong types,
// hostile text and URLs), and the building blocks (hostile strings, URL forms, deep and huge values).
import fc from 'fast-check';
import { loadRecord, REAL_RECORD } from '../../support/records';

// ---- Hostile text ----

/** Markup, handlers, template syntax, bidi and zero-width characters, prototype names. */
export const HOSTILE_TEXT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus='",
  '"><svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>*{display:none!important}</style>',
  '<a href="javascript:alert(1)">click</a>',
  '</p></section><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection string, meant to stay literal.
  '${alert(1)}',
  'javascript:alert(1)',
  '\u202Egnp.exe\u202C',
  '\u2066isolate\u2069 \u2067rtl\u2069 \u2068first\u2069',
  'a\u200Bb\u200Cc\u200Dd\u2060e\uFEFF',
  '\u061C\u200E\u200F',
  '\u0000nul\u0007bel\u001Besc',
  'line\nbreak\r\ncarriage\ttab',
  '\uD800 lone surrogate \uDFFF',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
] as const;

/** Text a record field might hold: a hostile string, one hidden inside other text, or random code points. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...HOSTILE_TEXT), fc.string({ unit: 'binary', maxLength: 6 }))
      .map(([a, b, c]) => a + b + c),
  },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...HOSTILE_TEXT), { minLength: 2, maxLength: 3 }).map((p) => p.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }) },
);

/** Non-empty after trimming, so a field that shows only non-blank text certainly shows it. */
export const shownText = hostileText.filter((s) => s.trim() !== '');

// ---- Hostile URLs ----

/** Every URL form the brief names, and a few more: none of them may become a link except http(s). */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '   \t\n javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\r\njavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u001Fjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript:alert(1)//https://github.com/a/b',
  'javascript://%0aalert(1)',
  'javascript&colon;alert(1)',
  '\u00A0javascript:alert(1)',
  '\uFEFFjavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'file://evil.example/share',
  'blob:https://evil.example/0f0f',
  'filesystem:https://evil.example/temporary/x',
  'about:blank',
  'chrome://settings',
  'chrome-extension://abcdefghijklmnop/options.html',
  'moz-extension://0000/x',
  'view-source:https://evil.example',
  'ftp://evil.example/x',
  'ws://evil.example/',
  'mailto:a@evil.example',
  'tel:+100',
  'intent://x#Intent;end',
  '//evil.example',
  '//evil.example/paper/x',
  '\\\\evil.example\\x',
  '/\\evil.example',
  '\\/evil.example',
  '/paper/arxiv-2607-21653',
  'paper/arxiv-2607-21653',
  './x',
  '../../x',
  '?x=1',
  '#top',
  '',
  '   ',
  'not a url',
  'https://',
  'https://evil.example/"><script>alert(1)</script>',
  "https://evil.example/' onmouseover='alert(1)",
  'https://evil.example/\u202Egnp.exe',
  'https://user:pass@evil.example/',
  'https:evil.example',
  'HTTPS://GITHUB.COM/Upper/Case',
  'http://[::1]:8080/x',
  'https://github.com/NVIDIA-NeMo/labs-molt',
  'https://codewithpapers.app/paper/arxiv-2607-21653',
] as const;

const SCHEMES = ['javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'chrome', 'livescript', 'jar', 'ms-settings'];
const LEADING = ['', ' ', '\t', '\n', '\r', '\f', '\v', '\u0000', '\u001F', ' \t\n', '\u00A0', '\u2028'];

/** A dangerous scheme in mixed case, with leading junk and tabs or newlines inside it. */
const mangledScheme = fc
  .tuple(fc.constantFrom(...LEADING), fc.mixedCase(fc.constantFrom(...SCHEMES)), fc.nat(12), fc.constantFrom('', '\t', '\n', '\r'))
  .map(([lead, scheme, at, inner]) => `${lead}${scheme.slice(0, at)}${inner}${scheme.slice(at)}:alert(1)`);

export const hostileUrl: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_URLS) },
  { weight: 3, arbitrary: mangledScheme },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 1, arbitrary: hostileText },
);

/** The independent oracle: an address a link may carry is absolute http(s) once trimmed. */
/** Whether `raw`, read on `base` as a link would be, stays on `base`'s origin (http(s) only). */
export function isOnOrigin(raw: unknown, base: string): boolean {
  if (typeof raw !== 'string' || raw.trim() === '') return false;
  try {
    const url = new URL(raw.trim(), base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/** Whether `raw` is an https address, without credentials, whose host matches `hosts`. */
export function isHttpsOn(raw: unknown, hosts: RegExp): boolean {
  if (!isHttpUrl(raw)) return false;
  const url = new URL(String(raw).trim());
  return url.protocol === 'https:' && !url.username && !url.password && hosts.test(url.hostname);
}
/** Where a record's licence link may lead: a licence publisher, written out here on purpose. */
export const isLicenceSite = (raw: unknown) => isHttpsOn(raw, /^(?:[a-z0-9-]+\.)*(?:creativecommons\.org|opensource\.org|spdx\.org|arxiv\.org)$/);
/** Where a record's Syntology link may lead. */
export const isSyntologySite = (raw: unknown) => isHttpsOn(raw, /^(?:[a-z0-9-]+\.)*syntology\.ai$/);

export function isHttpUrl(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  try {
    const { protocol } = new URL(raw.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

// ---- Wrong types, deep and huge values ----

/**
 * A value nested `depth` levels deep: arrays, objects, or both in turn. Objects take the names the
 * schema looks for (`name`, `url`, `entry`) in turn, one per level: a tree, as JSON.parse makes, never
 * a shared child (which would be 3^depth paths to anything that walks it).
 */
export function nest(depth: number, shape: 'array' | 'object' | 'mixed', leaf: unknown = 'leaf'): unknown {
  const KEYS = ['name', 'url', 'entry'];
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) {
    const asArray = shape === 'array' || (shape === 'mixed' && i % 2 === 0);
    value = asArray ? [value] : { [KEYS[i % 3]!]: value, leaf };
  }
  return value;
}

export const deepValue = fc
  .tuple(
    fc.integer({ min: 20, max: 1000 }),
    fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
    fc.constantFrom<unknown>('leaf', 1, null, '<script>alert(1)</script>'),
  )
  .map(([d, s, leaf]) => nest(d, s, leaf));

/** Long arrays of one junk element; kept in the low thousands so rendering stays fast. */
export const hugeArray = fc
  .tuple(fc.integer({ min: 500, max: 3000 }), fc.constantFrom<unknown>(0, null, {}, [], true, { name: 1 }, { url: 5 }))
  .map(([n, v]) => Array.from({ length: n }, () => v));

/** Anything of the wrong type for a field, plus nulls, empties, deep and huge values. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, 0, -1, 1.5, true, false, '', {}, [], [null], [{}], { name: null }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean()) },
  { weight: 2, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileText, fc.integer(), fc.constant(null)), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: hugeArray },
);

// ---- Records ----

export type Path = readonly (string | number)[];

/** What a field holds, so a "valid" edit keeps its type and a hostile one picks text or URL. */
export type FieldKind = 'text' | 'url' | 'flag' | 'number' | 'status' | 'kind' | 'name' | 'entries' | 'repo';

/** The record's parts as read-record splits them, plus the parts no section reads. */
export type SectionName =
  | 'core'
  | 'about'
  | 'codeLinks'
  | 'syntologyRepos'
  | 'syntologyUrls'
  | 'samples'
  | 'vocabulary'
  | 'topics'
  | 'extracted'
  | 'archiveResults'
  | 'metadata'
  | 'unread';

export interface Field {
  path: Path;
  kind: FieldKind;
  section: SectionName;
}

const SAMPLE_FIELDS: [string, FieldKind][] = [
  ['entry', 'text'],
  ['repo', 'repo'],
  ['repo_kind', 'kind'],
  ['path', 'text'],
  ['file_url', 'url'],
  ['language', 'text'],
  ['status', 'status'],
  ['verification_level', 'number'],
  ['licence', 'text'],
  ['inline_ok', 'flag'],
];
const CODE_LINK_FIELDS: [string, FieldKind][] = [
  ['repo_url', 'url'],
  ['url', 'url'],
  ['is_official', 'flag'],
  ['mentioned_in_paper', 'flag'],
  ['mentioned_in_github', 'flag'],
  ['framework', 'text'],
];
const REPO_FIELDS: [string, FieldKind][] = [
  ['url', 'url'],
  ['is_official', 'flag'],
  ['mentioned_in_paper', 'flag'],
  ['mentioned_in_github', 'flag'],
  ['provenance', 'text'],
  ['reach', 'number'],
];
export const KINDS = ['official', 'named_in_paper', 'listed', 'found_in_text', 'community'] as const;

/** Every field the extension reads (and a few it does not), with its section. */
export const FIELDS: Field[] = [
  ...(['title', 'date', 'abstract', 'proceeding'] as const).map(
    (k): Field => ({ path: [k], kind: 'text', section: k === 'title' || k === 'date' ? 'core' : 'unread' }),
  ),
  { path: ['url'], kind: 'url', section: 'core' },
  { path: ['url_abs'], kind: 'url', section: 'core' },
  { path: ['url_pdf'], kind: 'url', section: 'core' },
  { path: ['authors', 0], kind: 'text', section: 'core' },
  { path: ['authors', 1], kind: 'text', section: 'core' },
  { path: ['about', 'site'], kind: 'url', section: 'about' },
  { path: ['about', 'licence'], kind: 'text', section: 'about' },
  { path: ['about', 'licence_url'], kind: 'url', section: 'about' },
  { path: ['about', 'attribution'], kind: 'url', section: 'about' },
  { path: ['about', 'modified'], kind: 'text', section: 'about' },
  { path: ['about', 'non_affiliation'], kind: 'text', section: 'about' },
  { path: ['source', 'note'], kind: 'text', section: 'unread' },
  { path: ['source', 'title_abstract_authors_date'], kind: 'text', section: 'unread' },
  ...[0, 1, 2].flatMap((i) => CODE_LINK_FIELDS.map(([k, kind]): Field => ({ path: ['code_links', i, k], kind, section: 'codeLinks' }))),
  ...(['tasks', 'methods', 'datasets_introduced', 'methods_introduced'] as const).flatMap((k) => [
    { path: [k, 0], kind: 'name', section: 'topics' } as Field,
    { path: [k, 1], kind: 'name', section: 'topics' } as Field,
    { path: [k, 0, 'name'], kind: 'text', section: 'topics' } as Field,
  ]),
  { path: ['results', 0], kind: 'entries', section: 'archiveResults' },
  { path: ['results', 1], kind: 'entries', section: 'archiveResults' },
  { path: ['syntology', 'syntology_url'], kind: 'url', section: 'syntologyUrls' },
  { path: ['syntology', 'atlas_url'], kind: 'url', section: 'unread' },
  { path: ['syntology', 'developers'], kind: 'url', section: 'unread' },
  { path: ['syntology', 'claim'], kind: 'text', section: 'samples' },
  { path: ['syntology', 'read_at'], kind: 'text', section: 'samples' },
  { path: ['syntology', 'read_at_is'], kind: 'text', section: 'samples' },
  { path: ['syntology', 'summary', 'ran'], kind: 'number', section: 'samples' },
  { path: ['syntology', 'summary', 'timed_out'], kind: 'number', section: 'samples' },
  { path: ['syntology', 'by_repo_kind', 'found_in_text', 'samples'], kind: 'number', section: 'unread' },
  ...[0, 1].flatMap((i) => REPO_FIELDS.map(([k, kind]): Field => ({ path: ['syntology', 'repos', i, k], kind, section: 'syntologyRepos' }))),
  ...[0, 3, 6, 7].flatMap((i) => SAMPLE_FIELDS.map(([k, kind]): Field => ({ path: ['syntology', 'samples', i, k], kind, section: 'samples' }))),
  ...KINDS.map((k): Field => ({ path: ['syntology', 'repo_kind_vocabulary', k], kind: 'text', section: 'vocabulary' })),
  { path: ['arxiv_metadata', 'licence'], kind: 'text', section: 'metadata' },
  { path: ['arxiv_metadata', 'primary_category'], kind: 'text', section: 'metadata' },
  { path: ['syntology_extracted_results', 'entries', 0], kind: 'entries', section: 'extracted' },
  { path: ['syntology_extracted_results', 'entries', 2], kind: 'entries', section: 'extracted' },
  { path: ['syntology_extracted_results', 'coverage', 'sentence'], kind: 'text', section: 'extracted' },
  { path: ['syntology_extracted_results', 'extractor_model'], kind: 'text', section: 'extracted' },
  { path: ['syntology_extracted_results', 'verifier_model'], kind: 'text', section: 'extracted' },
];

/** Whole parts, replaced or deleted at once (wrong types "everywhere", not only at the leaves). */
export const CONTAINERS: Field[] = [
  { path: ['arxiv_id'], kind: 'text', section: 'core' },
  { path: ['authors'], kind: 'text', section: 'core' },
  { path: ['about'], kind: 'text', section: 'about' },
  { path: ['code_links'], kind: 'text', section: 'codeLinks' },
  { path: ['code_links', 0], kind: 'text', section: 'codeLinks' },
  ...(['tasks', 'methods', 'datasets_introduced', 'methods_introduced'] as const).map((k): Field => ({ path: [k], kind: 'text', section: 'topics' })),
  { path: ['results'], kind: 'text', section: 'archiveResults' },
  { path: ['syntology', 'repos'], kind: 'text', section: 'syntologyRepos' },
  { path: ['syntology', 'repos', 0], kind: 'text', section: 'syntologyRepos' },
  { path: ['syntology', 'samples'], kind: 'text', section: 'samples' },
  { path: ['syntology', 'samples', 1], kind: 'text', section: 'samples' },
  { path: ['syntology', 'summary'], kind: 'text', section: 'samples' },
  { path: ['syntology', 'repo_kind_vocabulary'], kind: 'text', section: 'vocabulary' },
  { path: ['syntology', 'mcp'], kind: 'text', section: 'unread' },
  { path: ['syntology', 'by_repo_kind'], kind: 'text', section: 'unread' },
  { path: ['source'], kind: 'text', section: 'unread' },
  { path: ['arxiv_metadata'], kind: 'text', section: 'metadata' },
  { path: ['syntology_extracted_results'], kind: 'text', section: 'extracted' },
  { path: ['syntology_extracted_results', 'entries'], kind: 'text', section: 'extracted' },
  { path: ['syntology_extracted_results', 'coverage'], kind: 'text', section: 'extracted' },
];

/** Unknown fields the record may grow, anywhere: never an error. */
export const UNKNOWN_PATHS: Path[] = [
  ['x_unknown'],
  ['__proto__'],
  ['constructor'],
  ['about', 'x_unknown'],
  ['code_links', 0, 'x_unknown'],
  ['syntology', 'x_unknown'],
  ['syntology', 'samples', 0, 'mcp_get_code'],
  ['syntology', 'samples', 0, 'x_unknown'],
  ['syntology', 'repos', 0, 'x_unknown'],
  ['syntology_extracted_results', 'not_placed'],
  ['arxiv_metadata', 'fields'],
];

/** The bases random edits start from: the real record and the made-up fixtures edited from it. */
export const BASE_FILES = [REAL_RECORD, 'arxiv-2607.00001.json', 'arxiv-hep-th-9901001.json'] as const;
const BASES: Record<string, Record<string, any>> = Object.fromEntries(BASE_FILES.map((f) => [f, loadRecord(f)]));
/** The made-up rich fixture with an archive result too, so every section has something to show. */
export function richRecord(): Record<string, any> {
  const record = structuredClone(BASES['arxiv-2607.00001.json']!);
  record.results = [{ task: 'Mathematical Reasoning', dataset: 'GSM8K', metric: { name: 'Accuracy', value: 70.1 } }];
  return record;
}
export const baseRecord = (file: string): Record<string, any> => (file === 'rich' ? richRecord() : structuredClone(BASES[file]!));
/**
 * The bases random edits start from. 'rich' (00001 plus an archive result) is left out: its parts are
 * all reachable from 00001 by the edits, and it renders twice as slowly.
 */
export const BASE_NAMES = BASE_FILES;

export type Edit = { path: Path; op: 'set'; value: unknown } | { path: Path; op: 'delete' };

/**
 * Applies an edit in place; an edit whose parent is gone (an earlier edit replaced it) is skipped.
 * Own properties are defined, never assigned, so `__proto__` becomes a plain key as in JSON.parse.
 */
export function applyEdit(record: Record<string, unknown>, edit: Edit): void {
  let parent: unknown = record;
  for (const key of edit.path.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null) return;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  if (typeof parent !== 'object' || parent === null) return;
  const last = edit.path[edit.path.length - 1]!;
  if (Array.isArray(parent)) {
    if (typeof last !== 'number' || last > parent.length) return;
    if (edit.op === 'delete') parent.splice(last, 1);
    else parent[last] = structuredClone(edit.value);
    return;
  }
  if (typeof last === 'number') return;
  if (edit.op === 'delete') delete (parent as Record<string, unknown>)[last];
  else Object.defineProperty(parent, last, { value: structuredClone(edit.value), enumerable: true, writable: true, configurable: true });
}

export function edited(base: string, edits: readonly Edit[]): Record<string, unknown> {
  const record = baseRecord(base);
  for (const edit of edits) applyEdit(record, edit);
  return record;
}

/** A value of the field's own type: what the site could plausibly send. */
export function validValue(kind: FieldKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'text':
      return fc.oneof(fc.string({ maxLength: 20 }), fc.constant(null));
    case 'url':
      return fc.oneof(fc.webUrl(), fc.constantFrom('https://github.com/a/b', 'https://gitlab.com/g/p', null));
    case 'flag':
      return fc.constantFrom(true, false, null);
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant(null));
    case 'status':
      return fc.constantFrom('ran', 'unverified', 'timed_out', 'crashed', 'ran ');
    case 'kind':
      return fc.constantFrom(...KINDS, 'unknown_kind', null);
    case 'name':
      return fc.oneof(fc.string({ maxLength: 12 }), fc.record({ name: fc.string({ maxLength: 12 }) }));
    case 'entries':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean()), { maxKeys: 4 });
    case 'repo':
      return fc.constantFrom('NVIDIA-NeMo/labs-molt', 'example-lab/fixture-official', 'Someone/fixture-fork', 'other/repo', null);
  }
}

/** A value of the field's type with hostile content: hostile text in text, hostile forms in URLs. */
export function hostileValue(kind: FieldKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'url':
      return hostileUrl;
    case 'flag':
    case 'number':
      return validValue(kind);
    case 'name':
      return fc.oneof(hostileText, fc.record({ name: hostileText }));
    case 'entries':
      return fc.dictionary(hostileText, fc.oneof(hostileText, fc.integer()), { minKeys: 1, maxKeys: 3 });
    case 'repo':
      return fc.oneof(hostileText, hostileUrl, fc.constantFrom('../../evil', 'evil.example/x', '?x', 'a/b/c', 'settings/x'));
    default:
      return hostileText;
  }
}

export type Mode = 'valid' | 'hostile' | 'mutated';

export function editFor(field: Field, mode: Mode): fc.Arbitrary<Edit> {
  if (mode === 'mutated') {
    return fc.oneof(
      { weight: 5, arbitrary: wrongValue.map((value): Edit => ({ path: field.path, op: 'set', value })) },
      { weight: 1, arbitrary: fc.constant<Edit>({ path: field.path, op: 'delete' }) },
    );
  }
  return (mode === 'valid' ? validValue(field.kind) : hostileValue(field.kind)).map((value): Edit => ({ path: field.path, op: 'set', value }));
}

const unknownEdit: fc.Arbitrary<Edit> = fc
  .tuple(fc.constantFrom(...UNKNOWN_PATHS), fc.oneof(wrongValue, deepValue))
  .map(([path, value]): Edit => ({ path, op: 'set', value }));

/** One edit of any field or part, in any mode. */
export const anyEdit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS).chain((f) => editFor(f, 'valid')) },
  { weight: 6, arbitrary: fc.constantFrom(...FIELDS).chain((f) => editFor(f, 'hostile')) },
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS).chain((f) => editFor(f, 'mutated')) },
  { weight: 2, arbitrary: fc.constantFrom(...CONTAINERS).chain((f) => editFor(f, 'mutated')) },
  { weight: 1, arbitrary: unknownEdit },
);

/** A record edited from one of the bases: a few random edits of every kind. */
export const anyRecord = fc
  .tuple(fc.constantFrom(...BASE_NAMES), fc.array(anyEdit, { maxLength: 10 }))
  .map(([base, edits]) => ({ base, edits, record: edited(base, edits) }));

/** Sets every URL field the record has (and its first sample's, repo's and link's) to one value each. */
export const URL_FIELDS: Path[] = [
  ['url'],
  ['url_abs'],
  ['url_pdf'],
  ['about', 'site'],
  ['about', 'licence_url'],
  ['about', 'attribution'],
  ['code_links', 0, 'repo_url'],
  ['code_links', 1, 'url'],
  ['syntology', 'repos', 0, 'url'],
  ['syntology', 'samples', 0, 'file_url'],
  ['syntology', 'samples', 1, 'file_url'],
  ['syntology', 'syntology_url'],
  ['syntology', 'atlas_url'],
];
