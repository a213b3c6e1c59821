// The side panel (Firefox: the sidebar): the popup's view of the tab it follows, following it
// whenever that tab shows something else. A paper's tab gets its whole record; any other tab the input.
import { useMemo } from 'preact/hooks';
import type { TabSource } from '../../lib/ui/followed-tab';
import type { AskPaper, AskRepo } from '../../lib/ui/use-lookup';
import { useFollowedTab } from '../../lib/ui/use-followed-tab';
import { namedOnTab } from '../../lib/ui/tab-named';
import { App } from '../popup/App';

export interface SidePanelAppProps {
  askPaper: AskPaper;
  askRepo: AskRepo;
  source: TabSource;
}

const neverAsked = async () => false;

/** @example render(<SidePanelApp askPaper={askPaper} askRepo={askRepo} source={browserTabSource(windowId)} />, root) */
export function SidePanelApp({ askPaper, askRepo, source }: SidePanelAppProps) {
  const { url, read } = useFollowedTab(source);
  // One function per address: the view asks once for each page the tab shows.
  const tabUrl = useMemo(() => () => Promise.resolve(url), [url]);
  // The code the followed tab's page names, read in that tab (arXiv, or a site turned on).
  const tabNamed = useMemo(() => (address: string) => namedOnTab(source.tabId?.(), address), [source]);
  if (!read) return null;
  // The same view for every address (a new `tabUrl`): its settings and recent lookups stay read,
  // and only the record is asked for; the view drops what was typed for the last page itself.
  return <App askPaper={askPaper} askRepo={askRepo} tabUrl={tabUrl} scanAsked={neverAsked} surface="side-panel" tabNamed={tabNamed} />;
}
