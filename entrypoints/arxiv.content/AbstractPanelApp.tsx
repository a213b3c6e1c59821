// The abstract page's panel, wired to the background and to the remembered collapsed state.
import { useState } from 'preact/hooks';
import { PaperPanel } from '../../components/PaperPanel';
import { sendMessage, type PanelStart } from '../../lib/messaging/protocol';
import { usePaperLookup } from '../../lib/ui/use-paper-lookup';

const askPaper = (arxivId: string) => sendMessage('getPaper', { arxivId });

/** `start` is the background's first answer: with a cached record, the panel renders complete, once. */
export function AbstractPanelApp(props: { arxivId: string; start: PanelStart }) {
  const { lookup, retry } = usePaperLookup(props.arxivId, askPaper, props.start.lookup ?? undefined);
  const [collapsed, setCollapsed] = useState(props.start.collapsed);
  const toggle = () => {
    setCollapsed(!collapsed);
    // Remembering is a nicety: a worker that cannot answer must not throw into the page.
    sendMessage('setPanelCollapsed', { collapsed: !collapsed }).catch(() => undefined);
  };
  return <PaperPanel lookup={lookup} collapsed={collapsed} onToggleCollapsed={toggle} onRetry={retry} />;
}
