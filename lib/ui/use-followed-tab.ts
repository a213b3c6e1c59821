// A Preact hook: the address of the tab the side panel follows, kept current.
import { useEffect, useState } from 'preact/hooks';
import type { TabSource } from './followed-tab';

/**
 * `url` is undefined where the browser gives no address; `read` is false until the first answer.
 * @example const { url, read } = useFollowedTab(source)
 */
export function useFollowedTab(source: TabSource): { url: string | undefined; read: boolean } {
  const [state, setState] = useState<{ url: string | undefined; read: boolean }>({ url: undefined, read: false });
  useEffect(() => {
    let current = true;
    // Answers may come out of order after quick switches: only the latest question's answer counts.
    let asked = 0;
    const show = (url: string | undefined) =>
      // Stryker disable next-line ConditionalExpression: keeping the old state for the same address only spares a re-render that shows the same
      setState((old) => (old.read && old.url === url ? old : { url, read: true }));
    /** With the address a navigation brought, shown at once (a question still out is then stale); else asked for. */
    const refresh = (navigatedTo?: string) => {
      // Stryker disable next-line UpdateOperator: counting down gives each question a distinct number just as well
      const mine = ++asked;
      if (navigatedTo !== undefined) return show(navigatedTo);
      void source.current().then((url) => {
        if (current && mine === asked) show(url);
      });
    };
    refresh();
    const stop = source.subscribe(refresh);
    return () => {
      current = false;
      stop();
    };
  }, [source]);
  return state;
}
