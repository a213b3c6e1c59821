// A repo lookup for the popup tests: the real record's repository with its one linked paper.
import type { RepoLookup } from '../../../lib/record/repo-view-types';
import { attribution } from '../components/views';

export const MOLT_TITLE = 'Molt: A Scalable PyTorch-Native Training Framework for Agentic Reinforcement Learning';

/** Found: NVIDIA-NeMo/labs-molt, linked to arXiv 2607.21653 (found in text, 5 of 7 ran). */
export function repoFound(): RepoLookup {
  return {
    status: 'found',
    stale: false,
    problem: null,
    view: {
      repo: 'NVIDIA-NeMo/labs-molt',
      papers: [
        {
          arxivId: '2607.21653',
          title: MOLT_TITLE,
          absUrl: 'https://arxiv.org/abs/2607.21653',
          recordPageUrl: 'https://codewithpapers.app/paper/arxiv-2607-21653',
          kind: 'found_in_text',
          kindLabel: 'found in text',
          kindExplanation: null,
          official: false,
          samples: { ran: 5, total: 7, headline: '5 of 7 harvested functions ran' },
        },
      ],
      citations: [],
      samplesByPath: {},
      attribution: attribution(),
      basis: 'repo-record',
    },
  };
}
