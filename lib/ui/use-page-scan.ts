// A Preact hook: the popup's "Scan this page", its outcome, and the summaries of what it found.
import { useCallback, useState } from 'preact/hooks';
import type { ScanOutcome } from './scan-tab';
import type { AskPaper, AskRepo } from './use-lookup';
import { useTargetSummaries } from './use-target-summaries';

export type ScanState = { kind: 'idle' } | { kind: 'scanning' } | { kind: 'done'; outcome: ScanOutcome };

const NOTHING: never[] = [];

/**
 * @example const { state, summaries, scan } = usePageScan(scanActiveTab, askPaper, askRepo); <button onClick={scan}>
 */
export function usePageScan(scanTab: () => Promise<ScanOutcome>, askPaper: AskPaper, askRepo: AskRepo) {
  const [state, setState] = useState<ScanState>({ kind: 'idle' });
  const scan = useCallback(() => {
    setState({ kind: 'scanning' });
    void scanTab().then((outcome) => setState({ kind: 'done', outcome }));
  }, [scanTab]);
  const targets = state.kind === 'done' && state.outcome.ok ? state.outcome.targets : NOTHING;
  const summaries = useTargetSummaries(targets, askPaper, askRepo);
  return { state, summaries, scan };
}
