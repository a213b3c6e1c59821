// Hand-made RepoPapersViews for the GitHub component tests: the real record's repository, and variations.
import type { CitationView, FileSampleView, LinkedPaperView, RepoLookup, RepoPapersView } from '../../../lib/record/repo-view-types';
import { attribution, VOCABULARY } from './views';

export const MOLT_TITLE = 'Molt: A Scalable PyTorch-Native Training Framework for Agentic Reinforcement Learning';

/** The real record's paper, as the repository's one linked paper: found in text, 5 of 7 ran. */
export function moltPaper(extra: Partial<LinkedPaperView> = {}): LinkedPaperView {
  return {
    arxivId: '2607.21653',
    title: MOLT_TITLE,
    absUrl: 'https://arxiv.org/abs/2607.21653',
    recordPageUrl: 'https://codewithpapers.app/paper/arxiv-2607-21653',
    kind: 'found_in_text',
    kindLabel: 'found in text',
    kindExplanation: VOCABULARY.found_in_text,
    official: false,
    samples: { ran: 5, total: 7, headline: '5 of 7 harvested functions ran' },
    ...extra,
  };
}

/** A made-up second paper that marks the repository official and has no samples of it. */
export function officialPaper(): LinkedPaperView {
  return {
    arxivId: '1810.04805',
    title: 'A made-up paper that marks this repository official',
    absUrl: 'https://arxiv.org/abs/1810.04805',
    recordPageUrl: 'https://codewithpapers.app/paper/arxiv-1810-04805',
    kind: 'official',
    kindLabel: 'official',
    kindExplanation: VOCABULARY.official,
    official: true,
    samples: null,
  };
}

function cite(arxivId: string, linkage: CitationView['linkage'], title: string | null, kindLabel: string | null = null): CitationView {
  return { arxivId, linkage, kindLabel, title, absUrl: `https://arxiv.org/abs/${arxivId}` };
}

/** A README citing one paper of each linkage, two of them not linked, in README order. */
export function readmeCitations(): CitationView[] {
  return [
    cite('2607.21653', 'linked', MOLT_TITLE, 'found in text'),
    cite('2401.00001', 'not-linked', 'A made-up cited paper whose record lists other code'),
    cite('2502.00002', 'no-record', null),
    cite('2303.00003', 'not-linked', null),
    cite('2204.00004', 'unknown', 'A made-up paper whose lookup failed'),
  ];
}

function sample(entry: string, status: string, extra: Partial<FileSampleView> = {}): FileSampleView {
  return { entry, status, arxivId: '2607.21653', paperTitle: MOLT_TITLE, absUrl: 'https://arxiv.org/abs/2607.21653', ...extra };
}

/** The real record's three samples in molt/models/loss.py, with the lines a page scan would give. */
export function lossFileItems(): { sample: FileSampleView; lineHref: string | null }[] {
  return [
    { sample: sample('agg_loss', 'ran'), lineHref: '#L12' },
    { sample: sample('masked_sum', 'ran'), lineHref: '#L40' },
    { sample: sample('register_policy_loss', 'unverified'), lineHref: null },
  ];
}

export { sample as fileSample };

/** The real record's repository: one linked paper, and a README citing papers of every linkage. */
export function moltRepoView(extra: Partial<RepoPapersView> = {}): RepoPapersView {
  return {
    repo: 'NVIDIA-NeMo/labs-molt',
    papers: [moltPaper()],
    citations: readmeCitations(),
    samplesByPath: { 'molt/models/loss.py': lossFileItems().map((i) => i.sample) },
    attribution: attribution(),
    basis: 'repo-record',
    ...extra,
  };
}

/** A repository no record names, whose README cites nothing. */
export function emptyRepoView(): RepoPapersView {
  return moltRepoView({ papers: [], citations: [], samplesByPath: {} });
}

/** A found lookup of the view, fresh unless told otherwise. */
export function foundRepo(view: RepoPapersView, extra: { stale?: boolean; problem?: string | null } = {}): RepoLookup {
  return { status: 'found', view, stale: extra.stale ?? false, problem: extra.problem ?? null };
}
