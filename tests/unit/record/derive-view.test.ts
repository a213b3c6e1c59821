import { describe, expect, it } from 'vitest';
import { derivePaperView } from '../../../lib/record/derive-view';
import { readPaperRecord } from '../../../lib/record/read-record';
import { loadRecord, REAL_RECORD } from '../../support/records';

const BASE = 'https://records.example';

function viewOf(json: unknown, id = '2607.21653') {
  const record = readPaperRecord(json);
  if (!record) throw new Error('not a record');
  return derivePaperView(record, id, BASE);
}

describe('the real record', () => {
  const raw = loadRecord(REAL_RECORD);
  const view = viewOf(raw);

  it('reads every section with none flagged', () => {
    const record = readPaperRecord(raw)!;
    const flagged = Object.entries(record).filter(([, section]) => !section.ok);
    expect(flagged).toEqual([]);
  });

  it('links the record page on the record source the user chose, and the Syntology page', () => {
    expect(view.recordPageUrl).toBe('https://records.example/paper/arxiv-2607-21653');
    expect(view.syntologyUrl).toBe(raw.syntology.syntology_url);
  });

  it('lists its one repository, found in text, with the record’s explanation', () => {
    expect(view.code.ok).toBe(true);
    if (!view.code.ok) return;
    expect(view.code.value.map((r) => r.label)).toEqual(['NVIDIA-NeMo/labs-molt']);
    expect(view.code.value[0]).toMatchObject({
      kind: 'found_in_text',
      kindLabel: 'found in text',
      kindExplanation: raw.syntology.repo_kind_vocabulary.found_in_text,
      official: false,
    });
  });

  it('counts the sample runs as the record’s summary does', () => {
    expect(view.samples.ok).toBe(true);
    if (!view.samples.ok || !view.samples.value) throw new Error('no samples');
    const samples = view.samples.value;
    const total = raw.syntology.samples.length;
    expect(samples.headline).toBe(`${raw.syntology.summary.ran} of ${total} harvested functions ran`);
    expect(Object.fromEntries(samples.counts.map((c) => [c.status, c.count]))).toEqual(raw.syntology.summary);
    expect(samples.samples.map((s) => s.entry)).toEqual(raw.syntology.samples.map((s: { entry: string }) => s.entry));
    expect(samples.claim).toBe(raw.syntology.claim);
  });

  it('carries the attribution and the arXiv metadata licence', () => {
    expect(view.attribution).toEqual({
      ok: true,
      value: {
        site: `${raw.about.site}/`,
        licence: raw.about.licence,
        licenceUrl: raw.about.licence_url,
        attributionUrl: raw.about.attribution,
        modified: raw.about.modified,
        nonAffiliation: raw.about.non_affiliation,
        metadataLicence: raw.arxiv_metadata.licence,
      },
    });
  });

  it('has no results and empty topics', () => {
    expect(view.results).toEqual({ ok: true, value: null });
    expect(view.topics).toEqual({ ok: true, value: { tasks: [], methods: [], datasetsIntroduced: [], methodsIntroduced: [] } });
  });
});

describe('a record with one malformed section', () => {
  it('flags that section and still shows the others', () => {
    const raw = loadRecord(REAL_RECORD);
    raw.syntology.samples = 'oops';
    const view = viewOf(raw);
    expect(view.samples.ok).toBe(false);
    if (!view.samples.ok) expect(view.samples.problem).toContain('syntology.samples');
    expect(view.code.ok && view.code.value.length).toBe(1);
    expect(view.attribution.ok).toBe(true);
  });

  it('is not a record at all when the body is not an object', () => {
    expect(readPaperRecord('<html>')).toBeNull();
    expect(readPaperRecord([1, 2])).toBeNull();
    expect(readPaperRecord(null)).toBeNull();
  });

  it('ignores unknown fields', () => {
    const raw = loadRecord(REAL_RECORD);
    raw.something_new = { deeply: ['nested'] };
    raw.syntology.samples[0].new_field = 42;
    expect(viewOf(raw).samples.ok).toBe(true);
  });
});

describe('repositories from several fields', () => {
  const raw = loadRecord(REAL_RECORD);
  raw.code_links = [
    { repo_url: 'https://github.com/Someone/fork.git', is_official: false, mentioned_in_paper: false, framework: 'jax' },
    { url: 'https://github.com/example-lab/Official', is_official: true, mentioned_in_paper: true, framework: 'pytorch' },
    { repo_url: 'javascript:alert(1)', is_official: true },
  ];
  raw.syntology.repos.push({ url: 'https://GITHUB.com/example-lab/official/', is_official: null, provenance: 'x' });
  const view = viewOf(raw);
  const rows = view.code.ok ? view.code.value : [];

  it('merges one repository named with other case and a trailing slash, official first', () => {
    expect(rows.map((r) => [r.label, r.kind])).toEqual([
      ['example-lab/Official', 'official'],
      ['Someone/fork', 'listed'],
      ['NVIDIA-NeMo/labs-molt', 'found_in_text'],
    ]);
    expect(rows[0]?.framework).toBe('pytorch');
  });

  it('never keeps an address that is not http(s)', () => {
    expect(rows.every((r) => /^https?:\/\//.test(r.url))).toBe(true);
  });
});

describe('samples', () => {
  it('keeps an unknown status as it is', () => {
    const raw = loadRecord(REAL_RECORD);
    raw.syntology.samples[0].status = 'timed_out';
    const samples = viewOf(raw).samples;
    const value = samples.ok ? samples.value : null;
    expect(value?.samples[0]?.status).toBe('timed_out');
    expect(value?.counts.map((c) => c.status)).toEqual(['ran', 'unverified', 'timed_out']);
    expect(value?.total).toBe(raw.syntology.samples.length);
  });

  it('is null, not an error, when there are none', () => {
    const raw = loadRecord(REAL_RECORD);
    raw.syntology.samples = [];
    expect(viewOf(raw).samples).toEqual({ ok: true, value: null });
  });

  it('links a file only to that file of the sample’s repository on GitHub, whatever file_url says', () => {
    const raw = loadRecord(REAL_RECORD);
    raw.syntology.samples[0].file_url = 'data:text/html,<script>alert(1)</script>';
    raw.syntology.samples[1].file_url = 'https://github-login.evil.example/NVIDIA-NeMo/labs-molt/blob/HEAD/molt/models/loss.py';
    raw.syntology.samples[2].repo = null;
    const samples = viewOf(raw).samples;
    const urls = samples.ok ? samples.value?.samples.slice(0, 3).map((s) => s.fileUrl) : [];
    expect(urls).toEqual([
      `https://github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/${raw.syntology.samples[0].path}`,
      `https://github.com/NVIDIA-NeMo/labs-molt/blob/HEAD/${raw.syntology.samples[1].path}`,
      null,
    ]);
  });
});

describe('topics and results', () => {
  it('reads names given as strings or objects, and result entries as fields', () => {
    const raw = loadRecord(REAL_RECORD);
    raw.tasks = ['Reinforcement Learning', { name: 'Language Modelling' }];
    raw.syntology_extracted_results.entries = [{ board: 'GSM8K', metric: 'accuracy', value: 71.5, cell: { table: 2 } }];
    const view = viewOf(raw);
    expect(view.topics.ok && view.topics.value.tasks).toEqual(['Reinforcement Learning', 'Language Modelling']);
    const results = view.results.ok ? view.results.value : null;
    expect(results?.extracted[0]?.fields).toEqual([
      { name: 'board', value: 'GSM8K' },
      { name: 'metric', value: 'accuracy' },
      { name: 'value', value: '71.5' },
      { name: 'cell table', value: '2' },
    ]);
    expect(results?.coverage).toBe(raw.syntology_extracted_results.coverage.sentence);
  });
});

describe('parts without a section of their own', () => {
  it('names a broken paper core or arXiv metadata instead of dropping it silently', () => {
    const raw = loadRecord(REAL_RECORD);
    raw.arxiv_metadata = 'broken';
    raw.title = { not: 'a string' };
    const problems = viewOf(raw).otherProblems ?? [];
    expect(problems).toHaveLength(2);
    expect(problems.some((p) => p.startsWith('paper:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('arxiv_metadata:'))).toBe(true);
    expect(viewOf(loadRecord(REAL_RECORD)).otherProblems).toEqual([]);
  });
});
