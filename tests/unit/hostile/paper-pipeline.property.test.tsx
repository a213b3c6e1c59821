// Property tests for paper records through the whole pipeline: readPaperRecord, derivePaperView, and
// PaperPanel rendered into happy-dom. Records are the real one (and fixtures edited from it) with
// random valid edits, wrong types, deep and huge values, hostile text and hostile URLs.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRepoRef } from '../../../lib/ids/github';
import { readPaperRecord, type ReadRecord } from '../../../lib/record/read-record';
import type { PaperLookup, PaperView } from '../../../lib/record/view-types';
import {
  anyEdit,
  anyRecord,
  BASE_NAMES,
  baseRecord,
  CONTAINERS,
  editFor,
  edited,
  FIELDS,
  hostileText,
  hostileUrl,
  isHttpUrl,
  isLicenceSite,
  isOnOrigin,
  isSyntologySite,
  KINDS,
  type Edit,
  type Field,
  type SectionName,
  shownText,
  UNKNOWN_PATHS,
  URL_FIELDS,
  wrongValue,
} from './arbitraries';
import { assertSafeDom, treeOf, unmountAll } from './dom';
import { assertPlainJson, assertViewUrls, derive, found, renderPanel, SOURCE } from './pipeline';

afterAll(unmountAll);

const RUNS = { numRuns: 1000 };
const TIME = 60_000;

describe('any record (valid, mutated, hostile) through read, derive and PaperPanel', () => {
  it(
    'never throws, and the view holds only JSON and http(s) addresses',
    () => {
      fc.assert(
        fc.property(anyRecord, ({ record }) => {
          const view = derive(record);
          expect(view).not.toBeNull();
          assertViewUrls(view!);
          assertPlainJson(view);
        }),
        RUNS,
      );
    },
    TIME,
  );

  it(
    'reads any JSON value at all without throwing: null for non-objects, sections for objects',
    () => {
      fc.assert(
        fc.property(fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.anything({ maxDepth: 3 }), wrongValue), (json) => {
          const read = readPaperRecord(json);
          const isObject = typeof json === 'object' && json !== null && !Array.isArray(json);
          expect(read === null).toBe(!isObject);
          if (read) {
            const view = derive(json)!;
            assertViewUrls(view);
            // A record with no paper core at all is reported, not thrown on.
            if (!read.core.ok) expect(read.core.problem).toMatch(/^paper: /);
          }
        }),
        RUNS,
      );
    },
    TIME,
  );
});

// ---- Hostile text is shown as text ----

const notNone = shownText.filter((s) => s !== 'none');
// readAtDate shortens an ISO timestamp to its day; hostile text never looks like one.
const readAtText = shownText.filter((s) => !/^\d{4}-\d{2}-\d{2}/.test(s));
// zod drops a `__proto__` key from a record, as it must; every other key is kept.
const resultKey = shownText.filter((s) => s !== '__proto__');

const hostileSample = fc.record({ entry: hostileText, status: shownText, path: shownText, language: shownText, licence: shownText });

const textCase = fc.record({
  title: shownText,
  licence: shownText,
  modified: shownText,
  nonAffiliation: shownText,
  metadataLicence: shownText,
  claim: shownText,
  readAt: readAtText,
  readAtIs: shownText,
  samples: fc.array(hostileSample, { minLength: 1, maxLength: 2 }),
  frameworks: fc.tuple(notNone, notNone),
  vocabulary: fc.tuple(shownText, shownText, shownText, shownText, shownText),
  tasks: fc.array(
    fc.oneof(
      shownText,
      shownText.map((name) => ({ name })),
    ),
    { minLength: 1, maxLength: 2 },
  ),
  methods: fc.array(shownText, { maxLength: 1 }),
  resultKey,
  resultValue: shownText,
  entryKey: resultKey,
  entryValue: shownText,
  coverage: shownText,
  extractor: shownText,
  verifier: shownText,
});
type TextCase = typeof textCase extends fc.Arbitrary<infer T> ? T : never;

function textRecord(c: TextCase): Record<string, any> {
  const r = baseRecord('rich');
  r.title = c.title;
  Object.assign(r.about, { licence: c.licence, modified: c.modified, non_affiliation: c.nonAffiliation });
  r.arxiv_metadata.licence = c.metadataLicence;
  Object.assign(r.syntology, { claim: c.claim, read_at: c.readAt, read_at_is: c.readAtIs });
  r.syntology.samples = c.samples.map((s, i) => ({
    ...s,
    repo: 'example-lab/fixture-official',
    repo_kind: 'official',
    file_url: `https://github.com/example-lab/fixture-official/blob/HEAD/f${i}.py`,
    verification_level: i,
  }));
  r.code_links[0].framework = c.frameworks[0];
  r.code_links[1].framework = c.frameworks[1];
  r.syntology.repo_kind_vocabulary = Object.fromEntries(KINDS.map((k, i) => [k, c.vocabulary[i]]));
  r.tasks = c.tasks;
  r.methods = c.methods;
  r.results = [{ [c.resultKey]: c.resultValue }];
  r.syntology_extracted_results.entries = [{ [c.entryKey]: c.entryValue }];
  r.syntology_extracted_results.coverage.sentence = c.coverage;
  r.syntology_extracted_results.extractor_model = c.extractor;
  r.syntology_extracted_results.verifier_model = c.verifier;
  return r;
}

describe('hostile text in every displayed field', () => {
  it(
    'appears verbatim in the text of the panel, never as markup',
    () => {
      fc.assert(
        fc.property(textCase, (c) => {
          const view = derive(textRecord(c))!;
          for (const part of ['attribution', 'code', 'samples', 'results', 'topics'] as const) expect(view[part].ok).toBe(true);
          const root = renderPanel(found(view));
          const tree = assertSafeDom(root, { reparse: true });
          const text = root.textContent ?? '';
          const shown = [
            c.title,
            c.licence,
            c.modified,
            c.nonAffiliation,
            c.metadataLicence,
            c.claim,
            c.readAt,
            c.readAtIs,
            ...c.samples.flatMap((s) => [s.entry, s.status, s.path, s.language, s.licence]),
            ...c.frameworks,
            ...c.tasks.map((t) => (typeof t === 'string' ? t : t.name)),
            ...c.methods,
            c.resultKey.replace(/_/g, ' '),
            c.resultValue,
            c.entryKey.replace(/_/g, ' '),
            c.entryValue,
            c.coverage,
            c.extractor,
            c.verifier,
          ];
          for (const s of shown) if (!text.includes(s)) throw new Error(`not shown verbatim: ${JSON.stringify(s)}`);
          // The explanation of each kind shown is the record's own sentence, verbatim.
          const rows = view.code.ok ? view.code.value : [];
          expect(rows.length).toBeGreaterThan(0);
          for (const row of rows) {
            expect(row.kindExplanation).toBe(c.vocabulary[KINDS.indexOf(row.kind)]);
            expect(text).toContain(row.kindExplanation);
          }
          // The title is also the tooltip, as an attribute value, unchanged.
          expect(tree.first('pcl-record-title')?.getAttribute('title')).toBe(c.title);
        }),
        RUNS,
      );
    },
    TIME,
  );
});

// ---- Rendering: no markup, no unsafe links ----

/** Every URL field at once set to a hostile form, then a few other edits of any kind. */
const allUrlsHostile = fc
  .tuple(
    fc.constantFrom(...BASE_NAMES),
    fc.array(hostileUrl, { minLength: URL_FIELDS.length, maxLength: URL_FIELDS.length }),
    fc.array(anyEdit, { maxLength: 3 }),
  )
  .map(([base, urls, more]) => {
    const edits: Edit[] = [...URL_FIELDS.map((path, i): Edit => ({ path, op: 'set', value: urls[i] })), ...more];
    return { base, edits, record: edited(base, edits) };
  });

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);
describe('any record rendered in PaperPanel', () => {
  it(
    'renders no markup from data; links only to http(s), each with rel="noopener noreferrer", exactly where the record gave one',
    () => {
      fc.assert(
        fc.property(fc.oneof(anyRecord, allUrlsHostile), fc.boolean(), hostileText, ({ record }, stale, problem) => {
          const read = readPaperRecord(record)!;
          const view = derive(record)!;
          const tree = assertSafeDom(renderPanel(found(view, { stale, problem })));
          // The panel itself still stands: the header toggle, and the attribution footer.
          expect(tree.first('pcl-toggle')?.textContent).toBe('Code with Papers');
          expect(tree.first('pcl-attribution')).not.toBeNull();

          const r = record as Record<string, any>;
          const about = isObject(r.about) ? r.about : {};
          const syntology = isObject(r.syntology) ? r.syntology : {};
          const headerLink = (name: string) => tree.byClass('pcl-header-link').find((a) => a.textContent === name);
          // Header: the record page (its path on the chosen source, never elsewhere) and the Syntology page.
          const page = read.core.ok && isOnOrigin(r.url, SOURCE);
          expect(headerLink('Record')?.tagName === 'A').toBe(page);
          expect(headerLink('Syntology')?.tagName === 'A').toBe(read.syntologyUrls.ok && isSyntologySite(syntology.syntology_url));
          // Footer: the site and attribution links only on the source, the licence only on a licence publisher.
          if (view.attribution.ok) {
            const footerLinks = tree.byClass('pcl-attribution').flatMap((f) => treeOf(f).byTag('a'));
            expect(footerLinks.some((a) => a.textContent === 'Attribution')).toBe(isOnOrigin(about.attribution, SOURCE));
            expect(footerLinks.length).toBe(
              [about.site, about.attribution].filter((u) => isOnOrigin(u, SOURCE)).length + (tree.first('pcl-licence')?.tagName === 'A' ? 1 : 0),
            );
            const licence = tree.first('pcl-licence');
            if (licence) expect(licence.tagName === 'A').toBe(isLicenceSite(about.licence_url));
          }
          // A sample's path links only to a file of the sample's own repository on github.com, whatever file_url says.
          if (view.samples.ok && view.samples.value) {
            const samples = syntology.samples as { repo?: unknown; path?: unknown }[];
            const repos = new Set(
              samples
                .map((s) => (typeof s.repo === 'string' ? parseRepoRef(s.repo) : null))
                .filter((r) => r !== null)
                .map((r) => `${r.owner}/${r.name}`.toLowerCase()),
            );
            const fileLinks = tree.byClass('pcl-sample-path').filter((e) => e.tagName === 'A');
            expect(fileLinks.length).toBeLessThanOrEqual(samples.filter((s) => typeof s.path === 'string' && s.path !== '').length);
            for (const a of fileLinks) {
              const url = new URL(a.getAttribute('href') ?? '');
              expect(url.origin).toBe('https://github.com');
              expect(repos).toContain(url.pathname.split('/').slice(1, 3).join('/').toLowerCase());
            }
          }
          // Every repository link is an http(s) address the record gave, or a sample's owner/name on GitHub.
          const given = new Set<string>();
          const list = (v: unknown) => (Array.isArray(v) ? v.filter(isObject) : []);
          for (const link of list(r.code_links)) for (const u of [link.repo_url, link.url]) if (isHttpUrl(u)) given.add(new URL(u.trim()).href);
          for (const repo of list(syntology.repos)) if (isHttpUrl(repo.url)) given.add(new URL(repo.url.trim()).href);
          for (const s of list(syntology.samples)) {
            const ref = typeof s.repo === 'string' ? parseRepoRef(s.repo) : null;
            if (ref) given.add(`https://github.com/${ref.owner}/${ref.name}`);
          }
          for (const a of tree.byClass('pcl-repo-link').filter((e) => e.tagName === 'A')) expect(given).toContain(a.getAttribute('href'));
        }),
        RUNS,
      );
    },
    TIME,
  );
});

// ---- A broken section never hides the others ----

/** Which read sections each part of the record feeds, and which view fields each read section feeds. */
const READ_KEY: Record<Exclude<SectionName, 'unread'>, keyof ReadRecord> = {
  core: 'core',
  about: 'about',
  codeLinks: 'codeLinks',
  syntologyRepos: 'syntologyRepos',
  syntologyUrls: 'syntologyUrls',
  samples: 'samples',
  vocabulary: 'vocabulary',
  topics: 'topics',
  extracted: 'extracted',
  archiveResults: 'archiveResults',
  metadata: 'metadata',
};
const VIEW_DEPS: Record<Exclude<keyof PaperView, 'arxivId'>, SectionName[]> = {
  title: ['core'],
  recordPageUrl: ['core', 'about'],
  syntologyUrl: ['syntologyUrls'],
  attribution: ['about', 'metadata'],
  // Samples name their repositories (and how they are linked), so they feed the code rows too.
  code: ['codeLinks', 'syntologyRepos', 'vocabulary', 'samples'],
  samples: ['samples'],
  results: ['extracted', 'archiveResults'],
  topics: ['topics'],
  // The parts with no section of their own, named when they could not be read.
  otherProblems: ['core', 'metadata', 'syntologyUrls'],
};
/** The rendered element of each part, to compare its text with the unmutated record's. */
const RENDERED: Partial<Record<keyof PaperView, string>> = {
  code: 'pcl-code',
  samples: 'pcl-samples',
  results: 'pcl-results',
  topics: 'pcl-topics',
  attribution: 'pcl-attribution',
  title: 'pcl-record-title',
};
const HEADING: Partial<Record<keyof PaperView, string>> = { code: 'Code', samples: 'Sample runs', results: 'Results', topics: 'Topics' };

/** Unknown fields, anywhere, belong to no section: editing them may change nothing at all. */
const UNKNOWN: Field[] = UNKNOWN_PATHS.map((path) => ({ path, kind: 'text', section: 'unread' }));
const ALL_FIELDS = [...FIELDS, ...CONTAINERS, ...UNKNOWN];
const SECTIONS = [...new Set(ALL_FIELDS.map((f) => f.section))];
const oneSection = fc.constantFrom(...SECTIONS).chain((section) => {
  const fields = ALL_FIELDS.filter((f) => f.section === section);
  const edit = fc.constantFrom(...fields).chain((f) => fc.oneof(editFor(f, 'mutated'), editFor(f, 'hostile')));
  return fc.record({ section: fc.constant(section), base: fc.constantFrom(...BASE_NAMES), edits: fc.array(edit, { minLength: 1, maxLength: 3 }) });
});

/** What a rendered panel shows of each part: its text and the section headings. */
function snapshotOf(view: PaperView) {
  const root = renderPanel(found(view));
  const tree = assertSafeDom(root);
  const texts = Object.fromEntries(Object.entries(RENDERED).map(([part, cls]) => [part, tree.first(cls)?.textContent ?? null]));
  const headings = tree.byClass('pcl-section-heading').map((h) => h.textContent ?? '');
  return { texts, headings, text: root.textContent ?? '' };
}

const baselines = new Map(
  BASE_NAMES.map((b) => {
    const view = derive(baseRecord(b))!;
    return [b, { read: readPaperRecord(baseRecord(b))!, view, rendered: null as ReturnType<typeof snapshotOf> | null }];
  }),
);
const baselineRendered = (b: string) => {
  const entry = baselines.get(b as (typeof BASE_NAMES)[number])!;
  entry.rendered ??= snapshotOf(entry.view);
  return entry.rendered;
};

describe('a record with one part mutated', () => {
  it('the bases themselves read cleanly in every part', () => {
    for (const [, { read, view }] of baselines) {
      for (const section of Object.values(read)) expect(section.ok).toBe(true);
      for (const part of ['attribution', 'code', 'samples', 'results', 'topics'] as const) expect(view[part].ok).toBe(true);
    }
  });

  it(
    'reads every other section exactly as before, derives and renders every other part as before',
    () => {
      fc.assert(
        fc.property(oneSection, ({ section, base, edits }) => {
          const record = edited(base, edits);
          const baseline = baselines.get(base)!;
          const read = readPaperRecord(record)!;
          for (const [name, key] of Object.entries(READ_KEY)) if (name !== section) expect(read[key]).toStrictEqual(baseline.read[key]);

          const view = derive(record)!;
          const before = baselineRendered(base);
          const after = snapshotOf(view);
          for (const [part, deps] of Object.entries(VIEW_DEPS) as [keyof PaperView, SectionName[]][]) {
            if (!deps.includes(section)) {
              expect(view[part]).toStrictEqual(baseline.view[part]);
              if (part in RENDERED) expect(after.texts[part]).toBe(before.texts[part]);
            }
            const derived = view[part];
            if (typeof derived === 'object' && derived !== null && 'ok' in derived) {
              // The code part is built from code links, repos and vocabulary; samples only add rows.
              if (part === 'code' && section === 'samples') expect(derived.ok).toBe(true);
              // A part that could not be read keeps its heading and says so, with the reason.
              if (!derived.ok) {
                if (HEADING[part]) expect(after.headings).toContain(HEADING[part]);
                expect(after.text).toContain('This part could not be read');
                expect(after.text).toContain(derived.problem);
              }
            }
          }
          // A part with no section of its own that could not be read is named too.
          for (const problem of view.otherProblems ?? []) expect(after.text).toContain(problem);
          // Headings of the parts the edit could not reach are all still there.
          for (const [part, heading] of Object.entries(HEADING) as [Exclude<keyof PaperView, 'arxivId'>, string][]) {
            if (!VIEW_DEPS[part].includes(section) && before.headings.includes(heading)) expect(after.headings).toContain(heading);
          }
        }),
        RUNS,
      );
    },
    TIME,
  );
});

// ---- The other states of a lookup ----

const otherLookup: fc.Arbitrary<PaperLookup> = fc.oneof(
  fc.record({ status: fc.constant('none' as const), arxivId: hostileText }),
  fc.record({ status: fc.constantFrom('unreachable' as const, 'unreadable' as const, 'invalid-id' as const), problem: shownText }),
  fc
    .tuple(fc.constantFrom(...BASE_NAMES), shownText, fc.oneof(fc.double(), fc.integer(), fc.constantFrom(8.64e15, 8.64e15 + 1, -8.64e15 - 1)))
    .map(([b, problem, fetchedAt]) => found(derive(baseRecord(b))!, { stale: true, problem, fetchedAt })),
);

describe('the other lookup states with hostile problems', () => {
  it(
    'show the problem (or the id) as text, never as markup',
    () => {
      fc.assert(
        fc.property(otherLookup, (lookup) => {
          const root = renderPanel(lookup);
          assertSafeDom(root);
          const words = lookup.status === 'none' ? lookup.arxivId : lookup.problem;
          if (words) expect(root.textContent).toContain(words);
        }),
        RUNS,
      );
    },
    TIME,
  );
});
