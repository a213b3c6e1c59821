// The repositories' states a panel shows, handed to each repository row without threading them
// through every section between (PaperPanel provides it from its extras).
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { stateKey } from '../../lib/record/github-shown';
import type { RepoStatesShown, RepoStateWords } from '../../lib/record/github-state-types';

export const RepoStatesContext = createContext<RepoStatesShown | null>(null);

/** The words for the repository at `url`, or null when there is nothing to say of it. */
export function useRepoStateWords(url: string): RepoStateWords | null {
  const shown = useContext(RepoStatesContext);
  const key = stateKey(url);
  return (key && shown?.byKey.get(key)) || null;
}
