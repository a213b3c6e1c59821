// Bugs the hostile-input properties found in lib/record, each kept as the property that now holds,
// with the minimal counterexample fast-check shrank it to and the fix that was made.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveRepoView } from '../../../lib/record/derive-repo';
import { readRepoRecord } from '../../../lib/record/repo-schema';
import { loadRecords } from '../../../server/records';
import { buildRepoRecords } from '../../../server/repo-records';
import { loadRecord, REAL_RECORD, RECORDS_DIR } from '../../support/records';
import { applyEdit, editFor, FIELDS, wrongValue } from './arbitraries';
import { derive, SOURCE } from './pipeline';

const RUNS = { numRuns: 1000 };
const SITE = 'https://codewithpapers.app';
const real = () => loadRecord(REAL_RECORD);
const realView = derive(real())!;

/** Path-like strings built from the characters that make a path leave its origin. */
const pathish = fc.array(fc.constantFrom('/', '\\', 'a', '.', ':', 'https', '@', 'evil.example'), { maxLength: 6 }).map((a) => a.join(''));

describe('BUG 1: a record page path can lead off the record site', () => {
  // derive-view.ts resolves `url` with `safeHttpUrl(core.url, site)`: a protocol-relative `//a`, a
  // `\\a` or `/\a` (backslashes are slashes in http URLs), or an absolute address in `url` replaces
  // the site, so the header's "Record" link ("This paper on Code with Papers") points anywhere.
  // Minimal counterexample: { url: "//a" } → recordPageUrl "https://a/".
  // Fix: keep the result only when it stays on the site, in derive-view.ts and derive-repo.ts
  // (linkedPaper's `safeHttpUrl(row.url, site)`), e.g. a helper in lib/util/safe-url.ts:
  //   export function safePathUrl(path: unknown, base: string): string | null {
  //     const url = safeHttpUrl(path, base);
  //     return url && new URL(url).origin === new URL(base).origin ? url : null;
  //   }
  it('a paper record: recordPageUrl is on the site, whatever `url` holds', () => {
    fc.assert(
      fc.property(pathish, (url) => {
        const record = real();
        record.url = url;
        const page = derive(record)!.recordPageUrl;
        expect(page === null || new URL(page).origin === SITE).toBe(true);
      }),
      RUNS,
    );
  }, 60_000);

  it('a repo record: a paper row’s record page is on the site, whatever its `url` holds', () => {
    const served = buildRepoRecords(loadRecords(RECORDS_DIR)).get('nvidia-nemo/labs-molt')!;
    const ref = { owner: 'NVIDIA-NeMo', name: 'labs-molt' };
    fc.assert(
      fc.property(pathish, (url) => {
        const json = { ...structuredClone(served), papers: [{ arxiv_id: '2607.21653', title: 't', url }] };
        const read = readRepoRecord(json, ref);
        const view = deriveRepoView({ ref, record: read.ok ? read.record : null, citedIds: [], papers: new Map(), base: SOURCE });
        const page = view.papers[0]?.recordPageUrl ?? null;
        expect(page === null || new URL(page).origin === SITE).toBe(true);
      }),
      RUNS,
    );
  }, 60_000);
});

describe('BUG 2: a sample whose `repo` is not owner/name adds a made-up repository', () => {
  // derive-repos.ts notes every sample's owner as `https://github.com/${sample.repo}` without
  // checking it names a repository; normaliseRepoUrl then keys GitHub's own pages by host and path.
  // Minimal counterexample: samples[0].repo = " " → a Code row "github.com" linking to
  // https://github.com/ (also "a" → "github.com/a", "settings/x" → "github.com/settings/x").
  // Fix: in mergeRepos, `const ref = parseRepoRef(sample.repo); if (!ref) continue;` and note
  // `https://github.com/${ref.owner}/${ref.name}`.
  it('every Code row from a sample is an owner/name repository', () => {
    fc.assert(
      fc.property(fc.string(), (repo) => {
        const record = real();
        record.syntology.samples[0].repo = repo;
        const view = derive(record)!;
        expect(view.code.ok).toBe(true);
        for (const row of view.code.ok ? view.code.value : []) expect(row.label).toMatch(/^[^/\s]+\/[^/\s]+$/);
      }),
      RUNS,
    );
  }, 60_000);
});

describe('BUG 3: one malformed sample changes how the Code part says a repository is linked', () => {
  // mergeRepos takes each repository's kind from the samples (`repo_kind`), but only when the whole
  // samples section read: one bad field in one sample (which rightly makes "Sample runs" unreadable)
  // silently relabels NVIDIA-NeMo/labs-molt from "found in text" to "community", with the community
  // sentence ("a community repository Syntology harvested") — a claim the record does not make.
  // Minimal counterexample: syntology.samples[0].entry = {} (or verification_level: "1").
  // Fix: read the samples' owners and kinds leniently for mergeRepos, row by row, e.g. in
  // read-record.ts a section `sampleOwners: readSection(z.array(z.unknown()).nullish(), syntology.samples, …)`
  // mapped through `z.object({ repo: text, repo_kind: text }).safeParse` per row (skipping rows that fail).
  const sampleFields = FIELDS.filter((f) => f.path[1] === 'samples' && f.path[2] === 0 && !['repo', 'repo_kind'].includes(String(f.path[3])));
  it('a mutation of a sample’s other fields leaves the Code part as it was', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sampleFields).chain((f) => editFor(f, 'mutated')),
        (edit) => {
          const record = real();
          applyEdit(record, edit);
          expect(derive(record)!.code).toStrictEqual(realView.code);
        },
      ),
      RUNS,
    );
  }, 60_000);
});

describe('BUG 4: a wrong-typed field the panel never shows hides the title and the record link', () => {
  // paperCoreSchema reads arxiv_id, title, date, authors, url, url_abs and url_pdf as one section, so
  // `authors: [{}]` or `date: 0` — fields the panel does not show — fail the whole core, and
  // derivePaperView then drops the record's title and its "Record" link. The panel now names the
  // problem ("Some of the record could not be read", view.otherProblems), but the title and the link
  // are still lost, against "a section that does not match is reported as unreadable and the other
  // sections still show": a bad `authors` should not take the title with it.
  // Minimal counterexample: { authors: [{}] } (also { date: 0 }, { url_abs: 1 }).
  // Fix: read the fields the view uses on their own, e.g. in schema.ts `date: text.catch(null)`,
  // `authors: z.array(z.string()).nullish().catch(null)`, `url_abs: text.catch(null)`,
  // `url_pdf: text.catch(null)` (keeping the problem for otherProblems), or a section per field.
  it('title and record page survive wrong types in authors, date, url_abs and url_pdf', () => {
    fc.assert(
      fc.property(fc.constantFrom('authors', 'date', 'url_abs', 'url_pdf'), wrongValue, (key, value) => {
        const record = real();
        record[key] = value;
        const view = derive(record)!;
        expect(view.title).toBe(realView.title);
        expect(view.recordPageUrl).toBe(realView.recordPageUrl);
      }),
      RUNS,
    );
  }, 60_000);
});
