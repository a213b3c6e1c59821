// Merges the repositories a record names (archive code links, Syntology's repos, sample owners)
// into one list, one row per repository, strongest link first.
import { trimSlashes } from '../util/trim-slashes';
import { normaliseRepoUrl, parseRepoRef, parseRepoUrl } from '../ids/github';
import { safeHttpUrl } from '../util/safe-url';
import type { CodeLink, SampleOwner, SyntologyRepo } from './schema';
import { REPO_KINDS, type RepoKind, type RepoView } from './view-types';

export const KIND_LABELS: Record<RepoKind, string> = {
  official: 'official',
  named_in_paper: 'named in paper',
  listed: 'listed',
  found_in_text: 'found in text',
  community: 'community',
};

interface Facts {
  url: string;
  official: boolean;
  namedInPaper: boolean;
  listed: boolean;
  sampleKind: RepoKind | null;
  framework: string | null;
  provenance: string | null;
}

/** Whether a record's word is one of the known repository kinds. */
export function isKind(value: unknown): value is RepoKind {
  return (REPO_KINDS as readonly unknown[]).includes(value);
}

/** The strongest kind the facts support; a repository only Syntology names is "community". */
function kindOf(facts: Facts): RepoKind {
  if (facts.official) return 'official';
  if (facts.namedInPaper) return 'named_in_paper';
  if (facts.listed) return 'listed';
  return facts.sampleKind ?? 'community';
}

/** "owner/name" for GitHub, host and path elsewhere. */
export function repoLabel(url: string): string {
  const ref = parseRepoUrl(url);
  if (ref) return `${ref.owner}/${ref.name}`;
  const parsed = new URL(url);
  return `${parsed.hostname.replace(/^www\./, '')}${trimSlashes(parsed.pathname, { start: false })}`;
}

export interface RepoSources {
  codeLinks: CodeLink[];
  syntologyRepos: SyntologyRepo[];
  samples: SampleOwner[];
  vocabulary: Record<string, string>;
}

/**
 * One row per repository (case, `.git` and trailing slashes ignored), official first.
 * @example mergeRepos({ codeLinks: [], syntologyRepos: [{ url: 'https://github.com/a/b' }], … })
 */
export function mergeRepos(sources: RepoSources): RepoView[] {
  const byKey = new Map<string, Facts>();
  const note = (rawUrl: string | null | undefined, update: (facts: Facts) => void) => {
    const url = safeHttpUrl(rawUrl);
    const key = url && normaliseRepoUrl(url);
    if (!url || !key) return;
    let facts = byKey.get(key);
    if (!facts) {
      facts = { url, official: false, namedInPaper: false, listed: false, sampleKind: null, framework: null, provenance: null };
      byKey.set(key, facts);
    }
    update(facts);
  };
  for (const link of sources.codeLinks) {
    note(link.repo_url ?? link.url, (f) => {
      f.listed = true;
      f.official ||= link.is_official === true;
      f.namedInPaper ||= link.mentioned_in_paper === true;
      f.framework ??= link.framework && link.framework !== 'none' ? link.framework : null;
    });
  }
  for (const repo of sources.syntologyRepos) {
    note(repo.url, (f) => {
      f.official ||= repo.is_official === true;
      f.namedInPaper ||= repo.mentioned_in_paper === true;
      f.provenance ??= repo.provenance ?? null;
    });
  }
  for (const sample of sources.samples) {
    // Only a real owner/name: anything else would make up a row for one of GitHub's own pages.
    const ref = sample.repo ? parseRepoRef(sample.repo) : null;
    if (!ref) continue;
    note(`https://github.com/${ref.owner}/${ref.name}`, (f) => {
      if (f.sampleKind === null && isKind(sample.repo_kind)) f.sampleKind = sample.repo_kind;
    });
  }
  const rows = [...byKey.values()].map((facts): RepoView => {
    const kind = kindOf(facts);
    return {
      url: facts.url,
      label: repoLabel(facts.url),
      kind,
      kindLabel: KIND_LABELS[kind],
      kindExplanation: sources.vocabulary[kind] ?? null,
      official: kind === 'official',
      framework: facts.framework,
      provenance: facts.provenance,
    };
  });
  // Array.prototype.sort is stable, so the record's own order holds within a kind.
  return rows.sort((a, b) => REPO_KINDS.indexOf(a.kind) - REPO_KINDS.indexOf(b.kind));
}
