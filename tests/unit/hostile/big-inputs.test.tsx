// A few very large inputs, too slow to put in every property run: 1 MB strings in every text and URL
// field, 1000-level nesting in unknown and known fields, and long arrays, through read, derive, render.
import { afterAll, describe, expect, it } from 'vitest';
import { ListingBadge } from '../../../components/badges/ListingBadge';
import { PapersBox } from '../../../components/github/PapersBox';
import { badgeSummary } from '../../../lib/record/badge-summary';
import { deriveRepoView } from '../../../lib/record/derive-repo';
import { readPaperRecord } from '../../../lib/record/read-record';
import { readRepoRecord } from '../../../lib/record/repo-schema';
import { loadRecords } from '../../../server/records';
import { buildRepoRecords } from '../../../server/repo-records';
import { loadRecord, REAL_RECORD, RECORDS_DIR } from '../../support/records';
import { applyEdit, baseRecord, FIELDS, nest, type Path } from './arbitraries';
import { assertSafeDom, show, unmountAll } from './dom';
import { assertViewUrls, derive, found, noop, renderPanel, SOURCE } from './pipeline';

afterAll(unmountAll);

const MB = 1 << 20;
const mega = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);
const TEXT_FIELDS = FIELDS.filter((f) => f.kind === 'text' || f.kind === 'status');
const URL_FIELDS = FIELDS.filter((f) => f.kind === 'url');

/** Sets the paths that exist in the record (an index past the end of a list is skipped). */
function setAll(record: Record<string, unknown>, paths: readonly Path[], value: unknown) {
  for (const path of paths) applyEdit(record, { path, op: 'set', value });
}

describe('1 MB strings', () => {
  it.each([
    ['plain letters', 'a'],
    ['repeated markup', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
    ['bidi and zero-width characters', '\u202E\u200B\u2066x\u2069'],
  ])(
    'in every text field (%s): read, derived, and each displayed one shown whole, as text',
    (_, unit) => {
      const record = baseRecord('rich');
      // A different megabyte in each field (its path at both ends), so a field cut short cannot hide
      // behind another; the path at the end also keeps String#includes from crawling a megabyte of "a"
      // at every offset (a needle ending in the text's own run of letters is quadratic to search for).
      const big = (path: Path) => `${path.join('.')}|${mega(unit)}|${path.join('.')}`;
      for (const f of TEXT_FIELDS) applyEdit(record, { path: f.path, op: 'set', value: big(f.path) });
      const view = derive(record)!;
      for (const part of ['attribution', 'code', 'samples', 'results', 'topics'] as const) expect(view[part].ok).toBe(true);
      const root = renderPanel(found(view));
      assertSafeDom(root);
      const text = root.textContent ?? '';
      const shown: Path[] = [
        ['title'],
        ['about', 'licence'],
        ['about', 'modified'],
        ['about', 'non_affiliation'],
        ['arxiv_metadata', 'licence'],
        ['syntology', 'claim'],
        ['syntology', 'read_at'],
        ['syntology', 'read_at_is'],
        ...(['entry', 'path', 'language', 'licence', 'status'] as const).flatMap(
          (k) =>
            [
              ['syntology', 'samples', 0, k],
              ['syntology', 'samples', 3, k],
            ] as Path[],
        ),
        ['code_links', 0, 'framework'],
        ['syntology', 'repo_kind_vocabulary', 'official'],
        ['syntology_extracted_results', 'coverage', 'sentence'],
        ['syntology_extracted_results', 'extractor_model'],
        ['syntology_extracted_results', 'verifier_model'],
      ];
      const missing = shown.filter((path) => !text.includes(big(path))).map((path) => path.join('.'));
      expect(missing).toEqual([]);
    },
    30_000,
  );

  it.each([
    ['an https address', `https://github.com/${mega('a')}`],
    ['a javascript: address', `javascript:${mega('a')}`],
    ['a relative path', `/${mega('a/')}`],
    ['a host of a million letters', `https://${mega('a')}.example/`],
  ])(
    'in every URL field (%s): nothing throws, links stay http(s)',
    (_, big) => {
      const record = baseRecord('rich');
      setAll(
        record,
        URL_FIELDS.map((f) => f.path),
        big,
      );
      const view = derive(record)!;
      assertViewUrls(view);
      assertSafeDom(renderPanel(found(view)));
    },
    30_000,
  );

  it('in a repo record: its repo, titles and addresses', () => {
    const json = structuredClone(buildRepoRecords(loadRecords(RECORDS_DIR)).get('nvidia-nemo/labs-molt')) as unknown as Record<string, any>;
    const big = mega('<img src=x onerror=alert(1)>');
    const ref = { owner: 'NVIDIA-NeMo', name: 'labs-molt' };
    expect(readRepoRecord({ ...json, repo: big }, ref)).toMatchObject({ ok: false });
    for (const paper of json.papers) Object.assign(paper, { title: big, url: big, repo_kind: big });
    Object.assign(json.about, { site: big, licence: big, modified: big });
    const read = readRepoRecord(json, ref);
    expect(read.ok).toBe(true);
    const view = deriveRepoView({ ref, record: read.ok ? read.record : null, citedIds: [], papers: new Map(), base: SOURCE });
    const root = show(<PapersBox lookup={{ status: 'found', view, stale: false, problem: null }} showNoPapers theme="dark" onRetry={noop} />);
    assertSafeDom(root);
    expect(root.textContent).toContain(big);
  }, 30_000);
});

describe('deep nesting', () => {
  const DEPTH = 1000;
  const PLACES: [string, Path][] = [
    ['an unknown top-level field', ['x_unknown']],
    ['an unknown field inside syntology', ['syntology', 'x_unknown']],
    ['an unknown field of a sample', ['syntology', 'samples', 0, 'mcp_get_code']],
    ['about', ['about']],
    ['about.site', ['about', 'site']],
    ['a code link', ['code_links', 0]],
    ['the tasks', ['tasks']],
    ['a task', ['tasks', 0]],
    ['an archive result', ['results', 0]],
    ['an extracted entry', ['syntology_extracted_results', 'entries', 0]],
    ['a field of an extracted entry', ['syntology_extracted_results', 'entries', 0, 'cell']],
    ['the samples', ['syntology', 'samples']],
    ['a sample', ['syntology', 'samples', 1]],
    ['the vocabulary', ['syntology', 'repo_kind_vocabulary']],
    ['the summary', ['syntology', 'summary']],
    ['syntology itself', ['syntology']],
  ];

  it.each(PLACES)('%s, 1000 levels deep: read, derived and rendered; unknown fields change nothing', (_, path) => {
    for (const shape of ['array', 'object', 'mixed'] as const) {
      const record = baseRecord('rich');
      applyEdit(record, { path, op: 'set', value: nest(DEPTH, shape, '<script>alert(1)</script>') });
      const read = readPaperRecord(record)!;
      const view = derive(record)!;
      assertViewUrls(view);
      const root = renderPanel(found(view));
      assertSafeDom(root);
      // Results read at most two levels into an entry: deeper data is not shown rather than guessed at.
      expect(root.textContent).not.toMatch(/(?:name|url|entry) (?:name|url|entry) (?:name|url|entry) leaf/);
      // An unknown field, however deep, changes nothing at all.
      if (path[0] === 'x_unknown' || path[1] === 'x_unknown' || path[3] === 'mcp_get_code') {
        for (const section of Object.values(read)) expect(section.ok).toBe(true);
        expect(view).toStrictEqual(derive(baseRecord('rich')));
      }
    }
  });

  it('a record that is nothing but nesting, 1000 levels of it', () => {
    for (const shape of ['array', 'object', 'mixed'] as const) {
      const json = nest(1000, shape);
      const view = derive(json);
      if (view) assertSafeDom(renderPanel(found(view)));
      expect(readRepoRecord(json, { owner: 'a', name: 'b' }).ok).toBe(false);
    }
  });
});

describe('long arrays', () => {
  it('5,000 wrong-typed samples: the samples part is unreadable, the rest shows', () => {
    const record = loadRecord(REAL_RECORD);
    record.syntology.samples = Array.from({ length: 5000 }, (_, i) => (i % 2 ? { entry: i } : 'x'));
    const view = derive(record)!;
    expect(view.samples.ok).toBe(false);
    expect(view.code.ok && view.attribution.ok && view.topics.ok).toBe(true);
    // The problem names the first issue, not five thousand of them.
    expect(!view.samples.ok && view.samples.problem.length).toBeLessThan(300);
    assertSafeDom(renderPanel(found(view)));
  });

  it('1,000 valid samples, 2,000 tasks and 500 code links render, and the badge counts them', () => {
    const record = loadRecord(REAL_RECORD);
    const sample = record.syntology.samples[0];
    record.syntology.samples = Array.from({ length: 1000 }, (_, i) => ({ ...sample, entry: `f${i}`, status: i % 3 ? 'ran' : 'unverified' }));
    record.tasks = Array.from({ length: 2000 }, (_, i) => `task ${i}`);
    record.code_links = Array.from({ length: 500 }, (_, i) => ({ repo_url: `https://github.com/org/repo-${i}`, is_official: i === 0 }));
    const view = derive(record)!;
    expect(view.samples.ok && view.samples.value?.headline).toBe('666 of 1000 harvested functions ran');
    const root = renderPanel(found(view));
    assertSafeDom(root);
    expect(root.textContent).toContain('task 1999');
    const badge = show(<ListingBadge summary={badgeSummary(found(view))} expanded={false} onActivate={noop} />);
    expect(badge.textContent).toBe('501 repos ★ · 666/1000 ran');
  }, 30_000);
});
