// A tab a side panel test moves: `go(url)` is a navigation the browser reports to every listener.
import type { TabSource } from '../../../lib/ui/followed-tab';

/** @example const { source, go } = fakeTab('https://arxiv.org/pdf/2607.21653'); go('https://arxiv.org/abs/2607.00002') */
export function fakeTab(first: string | undefined) {
  let url = first;
  const listeners = new Set<() => void>();
  const source: TabSource = {
    current: async () => url,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const go = (next: string | undefined) => {
    url = next;
    for (const listener of listeners) listener();
  };
  return { source, go };
}
