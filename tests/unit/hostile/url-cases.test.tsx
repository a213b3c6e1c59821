// Case tables for the sharpest inputs: each hostile URL form in each URL field of a paper record and
// of a repo record, through read, derive and render; a link appears exactly when the form is http(s).
import { afterAll, describe, expect, it } from 'vitest';
import { PapersBox } from '../../../components/github/PapersBox';
import { deriveRepoView } from '../../../lib/record/derive-repo';
import { readRepoRecord } from '../../../lib/record/repo-schema';
import { loadRecords } from '../../../server/records';
import { buildRepoRecords } from '../../../server/repo-records';
import { loadRecord, REAL_RECORD, RECORDS_DIR } from '../../support/records';
import { HOSTILE_URLS, isHttpUrl, isLicenceSite, isOnOrigin, isSyntologySite } from './arbitraries';
import { assertSafeDom, show, type Tree, treeOf, unmountAll } from './dom';
import { derive, found, noop, renderPanel, SOURCE } from './pipeline';

afterAll(unmountAll);

/** The forms as the brief lists them, plus every form in the generator's table. */
const FORMS: string[] = [
  ...HOSTILE_URLS,
  'JAVASCRIPT:alert(1)',
  '\t\tjavascript:alert(1)',
  '\n\njavascript:alert(document.domain)',
  'jav&#x09;ascript:alert(1)',
  'javascript\u0000:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:,hello',
  'file:',
  'file:///C:/Windows/win.ini',
  '///evil.example',
  'https:/\\evil.example',
  '/etc/passwd',
  'relative/path.py',
];

/** Record links lead only where they claim: the record source (here the public site) for the site,
 * attribution and record page; a licence publisher for the licence; Syntology for its page. */
const onSource = (u: string) => isOnOrigin(u, SOURCE);
const onLicenceSite = isLicenceSite;
const onSyntology = isSyntologySite;

interface PaperField {
  name: string;
  set: (record: Record<string, any>, url: string) => void;
  /** Whether the field's own link is in the rendered panel. */
  linked: (tree: Tree) => boolean;
  /** Whether it should be, for this form (null: either). */
  expected: (url: string) => boolean | null;
}

/** The footer's "Data from <host>" link: the site's only own link. */
const siteLinked = (t: Tree) =>
  t.byClass('pcl-attribution').some((f) =>
    treeOf(f)
      .byTag('a')
      .some((a) => a.textContent !== 'Attribution' && a.getAttribute('class') !== 'pcl-licence'),
  );
const linkNamed = (tree: Tree, text: string) => tree.byTag('a').some((a) => a.textContent === text);
const repoLinks = (tree: Tree) =>
  tree
    .byClass('pcl-repo-link')
    .filter((a) => a.tagName === 'A')
    .map((a) => a.getAttribute('href'));
const OTHER = 'https://github.com/example/other-impl';
/** A repository row needs a host name to key it by; an IP literal such as [::1] is not a code host. */
const repoAddress = (u: string) => isHttpUrl(u) && !new URL(u.trim()).hostname.startsWith('[');

const PAPER_FIELDS: PaperField[] = [
  { name: 'url (the record page path)', set: (r, u) => (r.url = u), linked: (t) => linkNamed(t, 'Record'), expected: onSource },
  { name: 'url_abs', set: (r, u) => (r.url_abs = u), linked: () => false, expected: () => false },
  { name: 'url_pdf', set: (r, u) => (r.url_pdf = u), linked: () => false, expected: () => false },
  {
    name: 'about.site',
    set: (r, u) => (r.about.site = u),
    linked: siteLinked,
    expected: onSource,
  },
  { name: 'about.licence_url', set: (r, u) => (r.about.licence_url = u), linked: (t) => t.first('pcl-licence')?.tagName === 'A', expected: onLicenceSite },
  { name: 'about.attribution', set: (r, u) => (r.about.attribution = u), linked: (t) => linkNamed(t, 'Attribution'), expected: onSource },
  {
    name: 'code_links[].repo_url',
    set: (r, u) => (r.code_links = [{ repo_url: u, is_official: true }]),
    linked: (t) => repoLinks(t).length > 1,
    // GitHub's own molt repository is already a row (its samples name it); a second row is the link's.
    expected: (u) => repoAddress(u) && !/labs-molt/i.test(u),
  },
  {
    name: 'code_links[].url (older dumps)',
    set: (r, u) => (r.code_links = [{ url: u, is_official: false }]),
    linked: (t) => repoLinks(t).length > 1,
    expected: (u) => repoAddress(u) && !/labs-molt/i.test(u),
  },
  {
    name: 'syntology.repos[].url',
    set: (r, u) => (r.syntology.repos = [{ url: u, is_official: true }, { url: OTHER }]),
    linked: (t) => repoLinks(t).length > 2,
    expected: (u) => repoAddress(u) && !/labs-molt|other-impl/i.test(u),
  },
  {
    // The path always links (the sample names its repository and path), and only to that file on github.com.
    name: 'syntology.samples[].file_url',
    set: (r, u) => (r.syntology.samples[0].file_url = u),
    linked: (t) => /^https:\/\/github\.com\/NVIDIA-NeMo\/labs-molt\/(blob|tree)\//i.test(t.byClass('pcl-sample-path')[0]?.getAttribute('href') ?? ''),
    expected: () => true,
  },
  { name: 'syntology.syntology_url', set: (r, u) => (r.syntology.syntology_url = u), linked: (t) => linkNamed(t, 'Syntology'), expected: onSyntology },
  { name: 'syntology.atlas_url (not shown)', set: (r, u) => (r.syntology.atlas_url = u), linked: () => false, expected: () => false },
];

describe('each hostile URL form in each URL field of a paper record', () => {
  it.each(PAPER_FIELDS.map((f) => [f.name, f] as const))('%s: a link exactly where the form leads where the field claims', (_, field) => {
    const wrong: string[] = [];
    for (const form of FORMS) {
      const record = loadRecord(REAL_RECORD);
      field.set(record, form);
      const view = derive(record)!;
      const tree = assertSafeDom(renderPanel(found(view)));
      const expected = field.expected(form);
      if (expected !== null && field.linked(tree) !== expected) wrong.push(JSON.stringify(form));
      // The record's other parts are untouched by any URL, however hostile.
      for (const part of ['attribution', 'code', 'samples', 'results', 'topics'] as const) expect(view[part].ok).toBe(true);
    }
    expect(wrong).toEqual([]);
  });

  it('never links any form with a scheme other than http(s), in any field', () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a browser skips leading control characters before a scheme; so does this check.
    const dangerous = FORMS.filter((f) => /^[\s\u0000-\u001f]*[a-z][a-z0-9+.-]*:/i.test(f.replace(/[\t\n\r]/g, '')) && !/^\s*https?:/i.test(f));
    expect(dangerous.length).toBeGreaterThan(20);
    for (const form of dangerous) {
      const record = loadRecord(REAL_RECORD);
      for (const field of PAPER_FIELDS) field.set(record, form);
      const tree = assertSafeDom(renderPanel(found(derive(record)!)));
      // Only the samples' owner (github.com/NVIDIA-NeMo/labs-molt) and the one made-up repo remain.
      for (const href of repoLinks(tree)) expect([OTHER, 'https://github.com/NVIDIA-NeMo/labs-molt']).toContain(href);
      for (const a of tree.byTag('a')) expect(['http:', 'https:']).toContain(new URL(a.getAttribute('href')!).protocol);
    }
  });
});

// ---- Repo records ----

const served = buildRepoRecords(loadRecords(RECORDS_DIR));
const MOLT = { owner: 'NVIDIA-NeMo', name: 'labs-molt' };

interface RepoField {
  name: string;
  set: (record: Record<string, any>, url: string) => void;
  linked: (tree: Tree) => boolean;
  expected: (url: string) => boolean | null;
}

const REPO_FIELDS: RepoField[] = [
  { name: 'url (not shown)', set: (r, u) => (r.url = u), linked: () => false, expected: () => false },
  {
    name: 'papers[].url (the record page path, when the paper has no lookup)',
    set: (r, u) => {
      r.papers = [{ arxiv_id: '2607.21653', title: 'A made-up title', url: u, repo_kind: 'found_in_text' }];
    },
    linked: (t) => t.byClass('pcl-gh-record-link').some((a) => a.tagName === 'A'),
    expected: onSource,
  },
  { name: 'about.licence_url', set: (r, u) => (r.about.licence_url = u), linked: (t) => t.first('pcl-licence')?.tagName === 'A', expected: onLicenceSite },
  { name: 'about.attribution', set: (r, u) => (r.about.attribution = u), linked: (t) => linkNamed(t, 'Attribution'), expected: onSource },
  {
    name: 'about.site',
    set: (r, u) => (r.about.site = u),
    linked: siteLinked,
    expected: onSource,
  },
];

describe('each hostile URL form in each URL field of a repo record', () => {
  it.each(REPO_FIELDS.map((f) => [f.name, f] as const))('%s: a link exactly where the form leads where the field claims', (_, field) => {
    const wrong: string[] = [];
    for (const form of FORMS) {
      const json = structuredClone(served.get('nvidia-nemo/labs-molt')) as unknown as Record<string, any>;
      field.set(json, form);
      const read = readRepoRecord(json, MOLT);
      expect(read.ok).toBe(true);
      const view = deriveRepoView({ ref: MOLT, record: read.ok ? read.record : null, citedIds: [], papers: new Map(), base: SOURCE });
      const tree = assertSafeDom(show(<PapersBox lookup={{ status: 'found', view, stale: false, problem: null }} showNoPapers theme="light" onRetry={noop} />));
      const expected = field.expected(form);
      if (expected !== null && field.linked(tree) !== expected) wrong.push(JSON.stringify(form));
    }
    expect(wrong).toEqual([]);
  });
});

// ---- Hostile keys: the one place record text reaches a problem message ----

describe('hostile keys in the record-typed fields', () => {
  const KEYS = ['<img src=x onerror=alert(1)>', '" onmouseover="alert(1)', '<script>alert(1)</script>', '\u202Egnp.exe'];
  it.each([
    ['syntology.summary', (r: Record<string, any>, k: string) => (r.syntology.summary = { [k]: 'not a number' }), 'Sample runs'],
    ['syntology.repo_kind_vocabulary', (r: Record<string, any>, k: string) => (r.syntology.repo_kind_vocabulary = { [k]: 5 }), 'Code'],
  ] as const)('%s: the key appears in the problem, as text', (_, set, heading) => {
    for (const key of KEYS) {
      const record = loadRecord(REAL_RECORD);
      set(record, key);
      const view = derive(record)!;
      const tree = assertSafeDom(renderPanel(found(view)), { reparse: true });
      const section = tree.byClass('pcl-section').find((s) => s.firstElementChild?.textContent === heading)!;
      expect(section.textContent).toContain('This part could not be read');
      expect(section.textContent).toContain(key);
    }
  });
});
