// Hand-made PaperViews for the component tests: one like the real record, one busy, one with a failed part.
import type { AttributionView, PaperLookup, PaperView, RepoView, SampleView } from '../../../lib/record/view-types';

/** The record's own `repo_kind_vocabulary` (arxiv-2607.21653.json). */
export const VOCABULARY = {
  official: 'The archive marks this repository official for the paper',
  named_in_paper: 'The archive records that the paper mentions this repository; it is not marked official',
  listed: "In the archive's code links for this paper, not marked official and not recorded as mentioned in the paper",
  found_in_text: "Syntology found this repository in the paper's own text; whether it is the authors' implementation is not asserted",
  community: "Not in the archive's code links for this paper; a community repository Syntology harvested",
} as const;

export const CLAIM =
  'Per-sample execution status on synthesized fixtures; not a correctness claim about the paper. Samples come from repositories linked to the paper, official or community; repo_kind says which.';

export function attribution(): AttributionView {
  return {
    site: 'https://codewithpapers.app/',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/legalcode',
    attributionUrl: 'https://codewithpapers.app/attribution',
    modified: 'archive material modified by Syntology; see the attribution page',
    nonAffiliation: 'Code with Papers and Syntology are not affiliated with, endorsed by, or sponsored by Papers with Code, Meta, or the pwc-archive mirror.',
    metadataLicence: 'arXiv metadata, CC0 1.0 (https://info.arxiv.org/help/license)',
  };
}

const MOLT = 'https://github.com/NVIDIA-NeMo/labs-molt';

function moltSample(entry: string, path: string, status: string): SampleView {
  return {
    entry,
    repo: 'NVIDIA-NeMo/labs-molt',
    path,
    fileUrl: `${MOLT}/blob/HEAD/${path}`,
    language: 'python',
    status,
    verificationLevel: status === 'ran' ? 1 : 0,
    licence: 'Apache-2.0',
  };
}

/** Shaped like the real record: one repository found in the text, 7 samples of which 5 ran. */
export function realView(): PaperView {
  return {
    arxivId: '2607.21653',
    title: 'Molt: A Scalable PyTorch-Native Training Framework for Agentic Reinforcement Learning',
    recordPageUrl: 'https://codewithpapers.app/paper/arxiv-2607-21653',
    syntologyUrl: 'https://syntology.ai/paper/2607.21653',
    attribution: { ok: true, value: attribution() },
    code: {
      ok: true,
      value: [
        {
          url: MOLT,
          label: 'NVIDIA-NeMo/labs-molt',
          kind: 'found_in_text',
          kindLabel: 'found in text',
          kindExplanation: VOCABULARY.found_in_text,
          official: false,
          framework: null,
          provenance: 'deterministic:regex_extraction',
        },
      ],
    },
    samples: {
      ok: true,
      value: {
        ran: 5,
        total: 7,
        headline: '5 of 7 harvested functions ran',
        counts: [
          { status: 'ran', count: 5 },
          { status: 'unverified', count: 2 },
        ],
        claim: CLAIM,
        samples: [
          moltSample('agg_loss', 'molt/models/loss.py', 'ran'),
          moltSample('compute_approx_kl', 'molt/models/utils.py', 'ran'),
          moltSample('log_probs_from_logits', 'molt/models/utils.py', 'ran'),
          moltSample('masked_sum', 'molt/models/loss.py', 'ran'),
          moltSample('resolve_ac_mode', 'molt/models/utils.py', 'ran'),
          moltSample('load_agent_runner', 'molt/agents/base.py', 'unverified'),
          moltSample('register_policy_loss', 'molt/models/loss.py', 'unverified'),
        ],
        readAt: '2026-09-25T09:33:49+00:00',
        readAtIs: "when the build read Syntology's graph, not when any sample ran",
      },
    },
    results: { ok: true, value: null },
    topics: { ok: true, value: { tasks: [], methods: [], datasetsIntroduced: [], methodsIntroduced: [] } },
  };
}

function repo(url: string, kind: RepoView['kind'], kindLabel: string, extra: Partial<RepoView> = {}): RepoView {
  const label = new URL(url).pathname.slice(1);
  return { url, label, kind, kindLabel, kindExplanation: VOCABULARY[kind], official: false, framework: null, provenance: null, ...extra };
}

/** A made-up archive paper: several repositories (one official), an unknown status, results and topics. */
export function busyView(): PaperView {
  return {
    arxivId: '1810.04805',
    title: 'A made-up paper with several repositories',
    recordPageUrl: 'https://codewithpapers.app/paper/arxiv-1810-04805',
    syntologyUrl: 'https://syntology.ai/paper/1810.04805',
    attribution: { ok: true, value: attribution() },
    code: {
      ok: true,
      value: [
        repo('https://github.com/example/official-impl', 'official', 'official', { official: true, framework: 'tf' }),
        repo('https://github.com/example/named', 'named_in_paper', 'named in paper', { framework: 'pytorch' }),
        repo('https://github.com/example/listed', 'listed', 'listed'),
        repo('https://github.com/someone/community', 'community', 'community', { kindExplanation: null }),
      ],
    },
    samples: {
      ok: true,
      value: {
        ran: 1,
        total: 3,
        headline: '1 of 3 harvested functions ran',
        counts: [
          { status: 'ran', count: 1 },
          { status: 'unverified', count: 1 },
          { status: 'timed_out', count: 1 },
        ],
        claim: null,
        samples: [
          {
            entry: 'encode',
            repo: 'example/official-impl',
            path: 'model.py',
            fileUrl: 'https://github.com/example/official-impl/blob/HEAD/model.py',
            language: 'python',
            status: 'ran',
            verificationLevel: 2,
            licence: 'Apache-2.0',
          },
          {
            entry: 'tokenize',
            repo: 'example/named',
            path: 'tok.py',
            fileUrl: null,
            language: null,
            status: 'unverified',
            verificationLevel: null,
            licence: null,
          },
          {
            entry: 'train_step',
            repo: 'example/listed',
            path: 'train.py',
            fileUrl: 'https://github.com/example/listed/blob/HEAD/train.py',
            language: 'python',
            status: 'timed_out',
            verificationLevel: 0,
            licence: 'MIT',
          },
        ],
        readAt: null,
        readAtIs: null,
      },
    },
    results: {
      ok: true,
      value: {
        extracted: [
          {
            fields: [
              { name: 'board', value: 'SQuAD v1.1' },
              { name: 'metric', value: 'F1' },
              { name: 'value', value: '93.2' },
            ],
          },
        ],
        archive: [
          {
            fields: [
              { name: 'task', value: 'Question Answering' },
              { name: 'value', value: '90.9' },
            ],
          },
        ],
        coverage: 'Syntology has checked 6,885 of the 9,623 papers on this site that are newer than the archive.',
        extractor: 'extractor-model-1',
        verifier: 'verifier-model-2',
      },
    },
    topics: {
      ok: true,
      value: {
        tasks: ['Question Answering', 'Language Modelling'],
        methods: ['Attention'],
        datasetsIntroduced: [],
        methodsIntroduced: ['Masked LM'],
      },
    },
  };
}

/** The real-record shape with its samples part unreadable; every other part still reads. */
export function failedSectionView(): PaperView {
  return { ...realView(), samples: { ok: false, problem: 'syntology.samples: expected an array' } };
}

/** A found lookup of the view, fresh unless told otherwise. */
export function found(view: PaperView, extra: { stale?: boolean; fetchedAt?: number; problem?: string | null } = {}): PaperLookup {
  return { status: 'found', view, fetchedAt: extra.fetchedAt ?? Date.UTC(2026, 8, 25, 9, 30), stale: extra.stale ?? false, problem: extra.problem ?? null };
}
