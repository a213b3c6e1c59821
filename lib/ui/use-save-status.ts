// A Preact hook: the "Saved" line of one settings section, set when its write has really finished.
import { useCallback, useState } from 'preact/hooks';

/**
 * `track` takes the promise of a write; the status reads "Saving…", then "Saved" or what failed.
 * @example const [status, track] = useSaveStatus(); track(features.setValue(next));
 */
export function useSaveStatus() {
  const [status, setStatus] = useState<string | null>(null);
  const track = useCallback(
    (write: Promise<unknown>) => {
      setStatus('Saving…');
      write.then(
        () => setStatus('Saved'),
        (error: unknown) => setStatus(`Not saved: ${error instanceof Error ? error.message : String(error)}`),
      );
    },
    // Stryker disable next-line ArrayDeclaration: the callback uses only the stable setter, so any constant list keeps it the same
    [],
  );
  return [status, track] as const;
}
