// Property tests for repo records through readRepoRecord and deriveRepoView into the GitHub views:
// the Papers box, the README citation marks and the file strip. The repo records are those the
// project's record server builds from the fixtures, with random valid, wrong-typed and hostile edits;
// the papers' own lookups come from records edited the same way.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CitationMark } from '../../../components/github/CitationMark';
import { FileStrip, type FileStripItem } from '../../../components/github/FileStrip';
import { PapersBox } from '../../../components/github/PapersBox';
import type { RepoRef } from '../../../lib/ids/github';
import { deriveRepoView, recordRows } from '../../../lib/record/derive-repo';
import { readRepoRecord } from '../../../lib/record/repo-schema';
import type { RepoLookup, RepoPapersView } from '../../../lib/record/repo-view-types';
import type { PaperLookup } from '../../../lib/record/view-types';
import { loadRecords } from '../../../server/records';
import { buildRepoRecords } from '../../../server/repo-records';
import { RECORDS_DIR } from '../../support/records';
import { anyEdit, applyEdit, BASE_NAMES, deepValue, type Edit, edited, hostileText, hostileUrl, KINDS, type Path, shownText, wrongValue } from './arbitraries';
import { assertSafeDom, show, unmountAll } from './dom';
import { derive, found, noop, SOURCE } from './pipeline';

afterAll(unmountAll);

const RUNS = { numRuns: 1000 };
const TIME = 60_000;

const served = buildRepoRecords(loadRecords(RECORDS_DIR));
const REPOS = [...served.keys()];
const refOf = (repo: string): RepoRef => {
  const [owner = '', name = ''] = served.get(repo)!.repo.split('/');
  return { owner, name };
};

// ---- Repo record edits ----

type RepoFieldKind = 'text' | 'url' | 'flag' | 'number' | 'kind' | 'id' | 'part';
const PAPER_FIELDS: [string, RepoFieldKind][] = [
  ['arxiv_id', 'id'],
  ['title', 'text'],
  ['url', 'url'],
  ['repo_kind', 'kind'],
  ['is_official', 'flag'],
  ['samples', 'part'],
];
const REPO_FIELDS: [Path, RepoFieldKind][] = [
  [['url'], 'url'],
  [['papers'], 'part'],
  [['about'], 'part'],
  [['about', 'site'], 'url'],
  [['about', 'licence'], 'text'],
  [['about', 'licence_url'], 'url'],
  [['about', 'attribution'], 'url'],
  [['about', 'modified'], 'text'],
  [['about', 'non_affiliation'], 'text'],
  [['x_unknown'], 'part'],
  ...[0, 1, 2].flatMap((i): [Path, RepoFieldKind][] => [
    [['papers', i], 'part'],
    ...PAPER_FIELDS.map(([k, kind]): [Path, RepoFieldKind] => [['papers', i, k], kind]),
    [['papers', i, 'samples', 'ran'], 'number'],
    [['papers', i, 'samples', 'total'], 'number'],
  ]),
];
const ID_FORMS = [
  '2607.21653',
  '2607.21653v2',
  'arXiv:2607.21653',
  'https://arxiv.org/abs/2607.00001v1',
  'hep-th/9901001',
  '2607.00001',
  '1810.04805',
  '2607.99999',
  'hep-th/9901001v2',
];

function repoValue(kind: RepoFieldKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'text':
      return fc.oneof(hostileText, fc.constant(null));
    case 'url':
      return hostileUrl;
    case 'flag':
      return fc.oneof(fc.constantFrom(true, false, null), wrongValue);
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 9 }), wrongValue);
    case 'kind':
      return fc.oneof(fc.constantFrom(...KINDS), hostileText);
    case 'id':
      return fc.oneof(fc.constantFrom(...ID_FORMS), hostileText, wrongValue);
    case 'part':
      return fc.oneof(wrongValue, deepValue);
  }
}

const repoEdit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...REPO_FIELDS).chain(([path, kind]) => repoValue(kind).map((value): Edit => ({ path, op: 'set', value }))) },
  { weight: 1, arbitrary: fc.constantFrom(...REPO_FIELDS).map(([path]): Edit => ({ path, op: 'delete' })) },
);

/** The record's `repo` as the source might spell it: its own case, another case, a URL, or another repository. */
const repoSpelling = (repo: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(repo) },
    { weight: 2, arbitrary: fc.mixedCase(fc.constant(repo)) },
    { weight: 1, arbitrary: fc.constantFrom(`https://github.com/${repo}`, `https://github.com/${repo}.git`, `${repo}-fork`, 'other/repo') },
    { weight: 1, arbitrary: fc.oneof(hostileText, wrongValue) },
  );

const PAPER_IDS = ['2607.21653', '2607.00001', '2607.00003', 'hep-th/9901001', '2401.00001'];

/** What the paper service could answer for one paper: a record (edited), none, or a failure. */
const paperLookup = (id: string): fc.Arbitrary<PaperLookup> =>
  fc.oneof(
    // A few edits each: the paper pipeline's own properties cover records at length.
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...BASE_NAMES), fc.array(anyEdit, { maxLength: 3 }), fc.boolean())
        .map(([base, edits, stale]) => found(derive(edited(base, edits), id)!, { stale })),
    },
    { weight: 1, arbitrary: fc.constant<PaperLookup>({ status: 'none', arxivId: id }) },
    { weight: 1, arbitrary: shownText.map((problem): PaperLookup => ({ status: 'unreachable', problem })) },
  );

/** A fragment the page scan might give for a function's line, or garbage that must not become one. */
const lineHref = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 99999 }).map((n) => `#L${n}`) },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      hostileUrl,
      hostileText,
      fc.constantFrom('#L1" onmouseover="alert(1)', '#"><img src=x onerror=alert(1)>', '#javascript:alert(1)', '# L1', '#'),
    ),
  },
);

const repoCase = fc
  .constantFrom(...REPOS)
  .chain((repo) =>
    fc.record({
      repo: fc.constant(repo),
      spelling: repoSpelling(served.get(repo)!.repo),
      edits: fc.array(repoEdit, { maxLength: 6 }),
      citedIds: fc.subarray(PAPER_IDS),
      lookups: fc.tuple(...PAPER_IDS.map(paperLookup)),
      lineHrefs: fc.array(lineHref, { minLength: 8, maxLength: 8 }),
      stale: fc.boolean(),
      showNoPapers: fc.boolean(),
      theme: fc.constantFrom('light' as const, 'dark' as const),
    }),
  )
  .map((c) => {
    const json = structuredClone(served.get(c.repo)!) as unknown as Record<string, unknown>;
    json.repo = c.spelling;
    for (const edit of c.edits) applyEdit(json, edit);
    return { ...c, json, ref: refOf(c.repo) };
  });

const FIXED_MARKS = new Set(['✓ linked', 'not linked', 'no record']);

function renderRepo(view: RepoPapersView, lookup: RepoLookup, c: { showNoPapers: boolean; theme: 'light' | 'dark'; lineHrefs: (string | null)[] }) {
  const box = show(<PapersBox lookup={lookup} showNoPapers={c.showNoPapers} theme={c.theme} onRetry={noop} />);
  const boxText = box.textContent ?? '';
  assertSafeDom(box);
  const marks = view.citations.map((citation) => {
    const root = show(<CitationMark citation={citation} theme={c.theme} />);
    assertSafeDom(root);
    return { citation, text: root.firstElementChild?.firstElementChild?.textContent ?? null };
  });
  let n = 0;
  const strips = Object.entries(view.samplesByPath).map(([path, samples]) => {
    const items: FileStripItem[] = samples.map((sample) => ({ sample, lineHref: c.lineHrefs[n++ % c.lineHrefs.length] ?? null }));
    const root = show(<FileStrip items={items} theme={c.theme} attribution={view.attribution} />);
    const tree = assertSafeDom(root, { lineAnchors: true });
    // A same-page anchor is only ever the line link given for one of the items, opened in this tab.
    const given = new Set(items.map((i) => i.lineHref));
    for (const a of tree.byTag('a')) if (a.getAttribute('href')!.startsWith('#')) expect(given).toContain(a.getAttribute('href'));
    return { path, items, text: root.textContent ?? '' };
  });
  return { boxText, marks, strips };
}

describe('repo records through readRepoRecord, deriveRepoView and the GitHub views', () => {
  it(
    'never throw, render no markup from data, link only to http(s) (and #L line anchors), show the data as text',
    () => {
      fc.assert(
        fc.property(repoCase, (c) => {
          const read = readRepoRecord(c.json, c.ref);
          const record = read.ok ? read.record : null;
          const papers = new Map(PAPER_IDS.map((id, i) => [id, c.lookups[i]!]));
          const view = deriveRepoView({ ref: c.ref, record, citedIds: c.citedIds, papers, base: SOURCE });
          const lookup: RepoLookup = read.ok
            ? { status: 'found', view, stale: c.stale, problem: read.record.problem }
            : c.stale
              ? { status: 'unreadable', problem: read.problem }
              : { status: 'found', view, stale: false, problem: `The repo record could not be read: ${read.problem}` };
          const { boxText, marks, strips } = renderRepo(view, lookup, c);

          // Every URL in the view is http(s); the arXiv links are arXiv's.
          for (const p of view.papers) {
            expect(new URL(p.absUrl).origin).toBe('https://arxiv.org');
            if (p.recordPageUrl) expect(['http:', 'https:']).toContain(new URL(p.recordPageUrl).protocol);
          }
          // A record for another repository is never shown as this one's.
          if (record) expect(record.repo.toLowerCase()).toBe(`${c.ref.owner}/${c.ref.name}`.toLowerCase());
          // What the box shows, it shows as text: titles (the paper's own, else the repo record's row), the problem.
          if (lookup.status === 'found' && (view.papers.length > 0 || view.citations.some((x) => x.linkage === 'not-linked' || x.linkage === 'no-record'))) {
            for (const p of view.papers) expect(boxText).toContain(p.title ?? `arXiv:${p.arxivId}`);
            const rows = recordRows(record);
            for (const [id, row] of rows) {
              const own = papers.get(id);
              if (own?.status !== 'found' && row.title) expect(boxText).toContain(row.title);
            }
            if (lookup.problem) expect(boxText).toContain(lookup.problem);
            for (const x of view.citations)
              if (x.linkage === 'not-linked' || x.linkage === 'no-record') expect(boxText).toContain(x.title ?? `arXiv:${x.arxivId}`);
          }
          if (lookup.status === 'unreadable' && c.showNoPapers) expect(boxText).toContain(lookup.problem);
          // The README marks say one of three fixed things, or nothing.
          for (const m of marks) {
            if (m.citation.linkage === 'unknown') expect(m.text).toBeNull();
            else expect(FIXED_MARKS).toContain(m.text);
          }
          // The file strip shows each function's name and status, and its paper, verbatim.
          for (const s of strips)
            for (const { sample } of s.items)
              for (const t of [sample.entry, sample.status, sample.paperTitle ?? `arXiv:${sample.arxivId}`]) expect(s.text).toContain(t);
        }),
        RUNS,
      );
    },
    TIME,
  );

  it(
    'readRepoRecord reads any JSON value at all without throwing, and never accepts another repository',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.jsonValue({ maxDepth: 4 }),
            fc.anything({ maxDepth: 3 }),
            wrongValue,
            fc.record({ repo: fc.oneof(hostileText, wrongValue), papers: wrongValue }),
          ),
          fc.constantFrom(...REPOS),
          (json, repo) => {
            const ref = refOf(repo);
            const read = readRepoRecord(json, ref);
            if (read.ok) expect(read.record.repo.toLowerCase()).toBe(repo);
            else expect(read.problem.length).toBeLessThan(400);
          },
        ),
        RUNS,
      );
    },
    TIME,
  );
});
