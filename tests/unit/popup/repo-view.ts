// A repo lookup for the popup tests: the real record's repository with its one linked paper,
// built from the component tests' views.
import type { RepoLookup } from '../../../lib/record/repo-view-types';
import { foundRepo, moltRepoView } from '../components/repo-views';

export { MOLT_TITLE } from '../components/repo-views';

/** Found: NVIDIA-NeMo/labs-molt, linked to arXiv 2607.21653 (found in text, 5 of 7 ran). */
export function repoFound(): RepoLookup {
  return foundRepo(moltRepoView({ citations: [], samplesByPath: {} }));
}
