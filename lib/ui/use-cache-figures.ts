// A Preact hook: the cache's live size from the background, and clearing it.
import { useCallback, useEffect, useState } from 'preact/hooks';

export interface CacheFigures {
  entries: number;
  bytes: number;
}

/**
 * Bytes as the options page shows them: kilobytes with one decimal.
 * @example formatKilobytes(1536) // '1.5 KB'
 */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const NO_ANSWER = "The extension's background did not answer; the figures are not known";

/**
 * Reads the figures on mount; `clear` empties the cache, then reads them again.
 * @example const { figures, clear } = useCacheFigures(() => sendMessage('cacheStats'), () => sendMessage('clearCache'));
 */
export function useCacheFigures(stats: () => Promise<CacheFigures>, clearCache: () => Promise<void>) {
  const [figures, setFigures] = useState<CacheFigures | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    try {
      setFigures(await stats());
    } catch {
      setFigures(null);
      setNote(NO_ANSWER);
    }
  }, [stats]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const clear = useCallback(async () => {
    try {
      await clearCache();
      setNote('Cache cleared');
    } catch {
      setNote("The cache was not cleared: the extension's background did not answer");
    }
    await refresh();
  }, [clearCache, refresh]);
  return { figures, note, clear };
}
