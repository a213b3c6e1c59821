// A page's record panel (arXiv's abstract page, another site's paper page), wired to the background and to the remembered collapsed state.
import { useState } from 'preact/hooks';
import { PaperPanel } from '../../components/panel/PaperPanel';
import { sendMessage, type PanelStart } from '../messaging/protocol';
import type { PageTheme } from './page-theme';
import { usePaperLookup } from './use-paper-lookup';

const askPaper = (arxivId: string) => sendMessage('getPaper', { arxivId });

/** `start` is the background's first answer: with a cached record, the panel renders complete, once. */
export function PanelApp(props: { arxivId: string; start: PanelStart; theme: PageTheme }) {
  const { lookup, retry } = usePaperLookup(props.arxivId, askPaper, props.start.lookup ?? undefined);
  const [collapsed, setCollapsed] = useState(props.start.collapsed);
  const toggle = () => {
    setCollapsed(!collapsed);
    // Remembering is a nicety: a worker that cannot answer must not throw into the page.
    sendMessage('setPanelCollapsed', { collapsed: !collapsed }).catch(() => undefined);
  };
  return <PaperPanel lookup={lookup} collapsed={collapsed} onToggleCollapsed={toggle} onRetry={retry} theme={props.theme} />;
}
