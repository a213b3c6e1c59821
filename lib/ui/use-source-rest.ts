// A Preact hook: the saved source's rest, read when the options page opens, and "Try again now".
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { SourceRest } from '../net/record-client';

/** @example const rest = useSourceRest(() => sendMessage('sourceRest'), () => sendMessage('clearSourceRest')); */
export function useSourceRest(read: () => Promise<SourceRest>, clear: () => Promise<void>) {
  const [rest, setRest] = useState<SourceRest | null>(null);
  useEffect(() => {
    let current = true;
    read()
      .then((value) => current && setRest(value))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [read]);
  const tryNow = useCallback(() => {
    void clear()
      .then(read)
      .then(setRest)
      .catch(() => undefined);
  }, [read, clear]);
  return { rest, tryNow };
}
