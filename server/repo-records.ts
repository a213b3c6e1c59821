// Builds `/repo/{owner}/{name}` records from the paper records a server serves.
import type { PaperEntry, RecordIndex } from './records';

/** Samples of one repository in one paper, by status, with `total`; other statuses kept as they are. */
export type SampleCounts = { ran: number; unverified: number; total: number } & Record<string, number>;

/** One paper that names or harvested a repository. */
export interface RepoPaper {
  arxiv_id: string | null;
  title: string | null;
  url: string;
  repo_kind: string;
  /** true if any link marks it official, false if links say not, null when no link says. */
  is_official: boolean | null;
  samples: SampleCounts;
}

/** The repo record of record-source.md. */
export interface RepoRecord {
  repo: string;
  url: string;
  papers: RepoPaper[];
  about: unknown;
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
// Sections may be malformed on purpose (error-handling fixtures): read what is there, never throw.
const objects = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * `owner/name` of a GitHub repository given as a URL (any case, `.git`, trailing slash or deeper
 * path) or as `owner/name`; null for anything else, other hosts included, since `/repo/` paths
 * are GitHub's.
 * @example repoName('https://github.com/Someone/fixture-fork.git') // 'Someone/fixture-fork'
 */
export function repoName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Owners are letters, digits and hyphens, so a first segment with a dot or colon is a host.
  const github = /^(?:(?:https?|git|ssh):\/\/)?(?:git@)?(?:www\.)?github\.com[/:](.*)$/i.exec(value.trim());
  const rest = github ? github[1]! : value.trim();
  const [owner, name] = rest.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const bare = name?.replace(/\.git$/i, '');
  if (!owner || !bare || !/^[\w-]+$/.test(owner) || !/^[\w.-]+$/.test(bare)) return null;
  return `${owner}/${bare}`;
}

/** The lookup key of a repository: case-insensitive, as GitHub treats names. */
export const repoKey = (name: string): string => name.toLowerCase();

interface Facts {
  official: boolean | null;
  namedInPaper: boolean;
  listed: boolean;
  sampleKind: string | null;
  counts: SampleCounts;
}

function factsFor(repos: Map<string, { name: string; papers: Map<PaperEntry, Facts> }>, name: string, paper: PaperEntry): Facts {
  const key = repoKey(name);
  let repo = repos.get(key);
  if (!repo) {
    repo = { name, papers: new Map() };
    repos.set(key, repo);
  }
  let facts = repo.papers.get(paper);
  if (!facts) {
    facts = { official: null, namedInPaper: false, listed: false, sampleKind: null, counts: { ran: 0, unverified: 0, total: 0 } };
    repo.papers.set(paper, facts);
  }
  return facts;
}

function noteLink(facts: Facts, link: Obj): void {
  if (link.is_official === true) facts.official = true;
  else if (link.is_official === false && facts.official === null) facts.official = false;
  if (link.mentioned_in_paper === true) facts.namedInPaper = true;
}

/** The kind the samples give, else the strongest the link fields support. */
function kindOf(facts: Facts): string {
  if (facts.sampleKind) return facts.sampleKind;
  if (facts.official) return 'official';
  if (facts.namedInPaper) return 'named_in_paper';
  return facts.listed ? 'listed' : 'community';
}

/**
 * Every repository the papers name in `code_links` (`repo_url` or `url`), in `syntology.repos`,
 * or as a sample's `repo`, keyed by {@link repoKey}. Papers keep file-name order; the first
 * spelling met names the repository.
 */
export function buildRepoRecords(index: RecordIndex): Map<string, RepoRecord> {
  const repos = new Map<string, { name: string; papers: Map<PaperEntry, Facts> }>();
  for (const paper of index.papers.values()) {
    const { record } = paper;
    const syntology = isObject(record.syntology) ? record.syntology : {};
    for (const link of objects(record.code_links)) {
      const name = repoName(link.repo_url ?? link.url);
      if (!name) continue;
      const facts = factsFor(repos, name, paper);
      facts.listed = true;
      noteLink(facts, link);
    }
    for (const link of objects(syntology.repos)) {
      const name = repoName(link.url);
      if (name) noteLink(factsFor(repos, name, paper), link);
    }
    for (const sample of objects(syntology.samples)) {
      const name = repoName(sample.repo);
      if (!name) continue;
      const facts = factsFor(repos, name, paper);
      facts.sampleKind ??= text(sample.repo_kind) || null;
      const status = text(sample.status) ?? 'unknown';
      facts.counts[status] = (facts.counts[status] ?? 0) + 1;
      facts.counts.total += 1;
    }
  }
  const out = new Map<string, RepoRecord>();
  for (const [key, { name, papers }] of repos) {
    const entries = [...papers];
    out.set(key, {
      repo: name,
      url: `https://github.com/${name}`,
      papers: entries.map(([paper, facts]) => ({
        arxiv_id: text(paper.record.arxiv_id),
        title: text(paper.record.title),
        url: text(paper.record.url) ?? `/paper/${paper.slug}`,
        repo_kind: kindOf(facts),
        is_official: facts.official,
        samples: facts.counts,
      })),
      about: entries.map(([paper]) => paper.record.about).find(isObject) ?? null,
    });
  }
  return out;
}
