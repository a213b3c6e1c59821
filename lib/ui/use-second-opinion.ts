// A Preact hook: Papers with Code's listing for the paper in view, asked once beside the record and
// never in its way: while it is on its way, or when the background cannot answer, nothing is shown.
import { useEffect, useState } from 'preact/hooks';
import type { SecondOpinion } from '../record/code-part-types';

export type AskSecond = (arxivId: string) => Promise<SecondOpinion>;

/**
 * null until the answer comes (and for good when asking failed); `{ status: 'off' }` when the reader
 * has not turned it on. Asked again only for another paper.
 * @example const opinion = useSecondOpinion(arxivId, (id) => sendMessage('getSecondOpinion', { arxivId: id }))
 */
export function useSecondOpinion(arxivId: string | null, ask: AskSecond): SecondOpinion | null {
  const [opinion, setOpinion] = useState<SecondOpinion | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ask` is the same question each render; only another paper asks again.
  useEffect(() => {
    setOpinion(null);
    if (arxivId === null) return;
    let current = true;
    ask(arxivId).then(
      (answer) => current && setOpinion(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [arxivId]);
  return opinion;
}
